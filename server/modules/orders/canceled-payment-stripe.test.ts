import type { Locale } from '../../../common/i18n/languages';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { invoices } from '../invoices/schema';
import { countRows } from '../payments/test-helpers';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from '../payments/stripe/test-fake';
import { orders } from './schema';
import { emailOf, mailSubjectsTo, paymentHistoryOf, payNowOrderThroughApi } from './test-helpers';
import { expectLatePaymentRefunded } from './test-helpers';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let fake: FakeStripe;
let t: Awaited<ReturnType<typeof createTestApp>>;

// Stripe's HTTP API is the local fake; no worker: the tests run the due jobs with `drain`.
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_emballo', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
    { worker: false },
  );
  await seedDemoShop(t.services);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Draining the jobs renders the invoice and credit note mails too (their PDFs): slow on a busy machine. */
const SLOW = 60_000;
const api = () => request(t.app);
const deliver = (type: string, object: Record<string, unknown>) => {
  const event = signedStripeEvent(type, object, WEBHOOK_SECRET, t.clock.now());
  return api().post('/api/payments/webhooks/stripe').set(event.headers).send(event.body);
};
const orderRow = async (id: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentHistory = (paymentId: string) => paymentHistoryOf(t.services, paymentId);
const requestsTo = (method: string, path: string) =>
  fake.requests.filter((r) => r.method === method && r.path === path);
const cancel = (orderId: string, auth: Record<string, string>) =>
  api().post(`/api/orders/${orderId}/cancel`).set(auth);

async function payNowOrder(locale?: Locale) {
  const order = await payNowOrderThroughApi(t, locale);
  expect(order.pageUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
  return order;
}

async function creditNotesOf(orderId: string) {
  const [invoice] = await t.services.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  if (!invoice) return [];
  return t.services.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id));
}

describe('cancelling a pay-now order closes its Stripe Checkout Session', () => {
  it(
    'checkout.sessions.expire through a job, once for two cancels at once, retried after Stripe failed',
    async () => {
      const { auth, orderId, payment } = await payNowOrder();
      await Promise.all([cancel(orderId, auth), cancel(orderId, auth)]);
      const expire = `/v1/checkout/sessions/${payment.providerRef}/expire`;
      expect(requestsTo('POST', expire)).toHaveLength(0);
      // Stripe has a bad moment (the SDK's own retry fails too): the job is retried later.
      fake.failNext(2);
      await t.services.jobs.drain();
      expect(fake.sessions.get(payment.providerRef!)!.status).toBe('open');
      expect((await t.services.payments.get(payment.id)).status).toBe('pending');
      t.clock.advance(30_000);
      await t.services.jobs.drain();
      expect(fake.sessions.get(payment.providerRef!)!.status).toBe('expired');
      expect(requestsTo('POST', expire)).toHaveLength(3);
      expect(await paymentHistory(payment.id)).toEqual(['pending→failed:scheduler:order_canceled']);
      // Done: running the jobs again asks Stripe nothing more.
      t.clock.advance(60_000);
      await t.services.jobs.drain();
      expect(requestsTo('POST', expire)).toHaveLength(3);
      expect(await orderRow(orderId)).toMatchObject({ status: 'canceled', payStatus: 'pending' });
    },
    SLOW,
  );

  it(
    'paid on Stripe before the expiry landed: refunded through Stripe, once, with a credit note and a message',
    async () => {
      fake.failNext(0);
      const { customer, auth, orderId, payment } = await payNowOrder('fr');
      const { session, charge } = fake.complete(payment.providerRef!);
      expect((await cancel(orderId, auth)).status).toBe(200);
      // The job and the two deliveries of the completion race.
      await Promise.all([
        t.services.jobs.drain(),
        deliver('checkout.session.completed', session),
        deliver('checkout.session.completed', session),
      ]);
      await Promise.all([t.services.jobs.drain(), t.services.jobs.drain()]);

      const refunds = requestsTo('POST', '/v1/refunds');
      const ours = refunds.filter((r) => r.params.get('payment_intent') === session.payment_intent);
      expect(ours).toHaveLength(1);
      expect(ours[0]!.idempotencyKey).toBe(`payments.auto-refund:${payment.id}`);
      await expectLatePaymentRefunded(t.services, orderId, payment.id);
      expect(await creditNotesOf(orderId)).toHaveLength(1);
      // Stripe then reports its refund: nothing more happens.
      expect((await deliver('charge.refunded', charge)).status).toBe(200);
      expect(await paymentHistory(payment.id)).toHaveLength(2);
      expect(await countRows(t.services, 'payment_refunds', `payment_id = '${payment.id}'`)).toBe(1);
      const order = await orderRow(orderId);
      const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
      expect(subjects.filter((s) => s.startsWith('Paiement remboursé'))).toEqual([
        `Paiement remboursé — commande ${order.number}`,
      ]);
    },
    SLOW,
  );
});
