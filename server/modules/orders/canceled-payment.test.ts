import type { Locale } from '../../../common/i18n/languages';
import { isolate } from '../../../common/i18n/bidi';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { invoices } from '../invoices/schema';
import { notifications } from '../notifications/schema';
import { sandboxPayments } from '../payments/schema';
import { countRows, listeningTestApp, pendingSandboxEvents, sandboxSigned } from '../payments/test-helpers';
import { orders } from './schema';
import { emailOf, mailSubjectsTo, paymentHistoryOf, payNowOrderThroughApi } from './test-helpers';
import { expectLatePaymentRefunded } from './test-helpers';

let t: Awaited<ReturnType<typeof listeningTestApp>>;
// A real port (the sandbox's webhooks reach our endpoint over HTTP) and no worker: the tests run
// the due jobs themselves (`drain`), when they want the provider calls to happen.
beforeAll(async () => {
  t = await listeningTestApp({}, { worker: false });
  await seedDemoShop(t.services);
});
afterAll(() => t.close());

/** Draining the jobs renders the invoice and credit note mails too (their PDFs): slow on a busy machine. */
const SLOW = 60_000;
const api = () => request(t.app);
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Salma Benali' };
const deliver = (body: string) =>
  api().post('/api/payments/webhooks/sandbox').set(sandboxSigned(t.services, body)).send(body);
const orderRow = async (id: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const sandboxRow = async (id: string) =>
  (await t.services.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id)))[0]!;
const paymentHistory = (paymentId: string) => paymentHistoryOf(t.services, paymentId);

const payNowOrder = (locale?: Locale) => payNowOrderThroughApi(t, locale);

/** The customer's browser opens the sandbox's hosted page (its form and XSRF token); `pay` submits the card. */
async function openThePage(pageUrl: string) {
  const path = new URL(pageUrl).pathname;
  const agent = request.agent(t.app);
  const page = await agent.get(path);
  expect(page.status).toBe(200);
  const xsrf = /name="_xsrf" value="([^"]+)"/.exec(page.text)?.[1];
  return {
    pay: () =>
      agent
        .post(path)
        .type('form')
        .send({ ...card, _xsrf: xsrf }),
  };
}
const payOnThePage = async (pageUrl: string) => (await openThePage(pageUrl)).pay();

const cancel = (orderId: string, auth: Record<string, string>) =>
  api().post(`/api/orders/${orderId}/cancel`).set(auth);

async function invoicesOf(orderId: string) {
  const invoice = (
    await t.services.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
  )[0];
  const credits = invoice
    ? await t.services.db.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoice.id))
    : [];
  return { invoice, credits };
}

/** How many jobs match that condition. */
const queuedJobs = (where: string) => countRows(t.services, 'jobs', where);

describe('cancelling a pay-now order closes its payment page (sandbox)', () => {
  it(
    'the sandbox checkout is expired through a job, once though cancelled twice at once; its page refuses the card',
    async () => {
      const { auth, orderId, payment, pageUrl } = await payNowOrder();
      // The page is open in another tab when the customer cancels the order.
      const page = await openThePage(pageUrl);
      const [a, b] = await Promise.all([cancel(orderId, auth), cancel(orderId, auth)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      // The provider call waits in the outbox, written with the cancellation.
      expect(await queuedJobs(`name = 'payments.close-attempts'`)).toBeGreaterThanOrEqual(1);
      expect(
        await queuedJobs(`name = 'payments.close-attempts' and payload->>'purposeId' = '${orderId}'`),
      ).toBe(1);
      await t.services.jobs.drain();
      expect(await sandboxRow(payment.providerRef!)).toMatchObject({ status: 'expired' });
      expect(await paymentHistory(payment.id)).toEqual(['pending→failed:scheduler:order_canceled']);

      const paid = await page.pay();
      expect(paid.status).toBe(410);
      expect(await sandboxRow(payment.providerRef!)).toMatchObject({ status: 'expired', cardLast4: null });
      // One expiry event from the sandbox, delivered; the order is canceled and unpaid.
      expect(
        await queuedJobs(
          `name = 'payments.sandbox-webhook' and payload::text like '%checkout.expired%' and payload::text like '%${payment.providerRef}%'`,
        ),
      ).toBe(1);
      expect(await orderRow(orderId)).toMatchObject({ status: 'canceled', payStatus: 'pending' });
      expect((await t.services.payments.get(payment.id)).status).toBe('failed');
    },
    SLOW,
  );

  it(
    'rejected by the company: its page is closed too',
    async () => {
      const { orderId, payment } = await payNowOrder('en');
      await t.services.orders.admin.setStatus(orderId, 'rejected', async () => {});
      await t.services.jobs.drain();
      expect(await sandboxRow(payment.providerRef!)).toMatchObject({ status: 'expired' });
      expect(await paymentHistory(payment.id)).toEqual(['pending→failed:scheduler:order_rejected']);
      expect(await orderRow(orderId)).toMatchObject({ status: 'rejected', payStatus: 'pending' });
    },
    SLOW,
  );

  it(
    'paid on the page before the expiry landed: the job finds it paid, the money goes back with a credit note and a message',
    async () => {
      const { customer, auth, orderId, payment, pageUrl } = await payNowOrder('ar');
      expect((await cancel(orderId, auth)).status).toBe(200);
      // The customer still had the page open and pays before the job runs.
      expect((await payOnThePage(pageUrl)).status).toBe(303);
      await t.services.jobs.drain();

      await expectLatePaymentRefunded(t.services, orderId, payment.id);
      expect(await countRows(t.services, 'sandbox_refunds', `payment_id = '${payment.providerRef}'`)).toBe(1);
      const { invoice, credits } = await invoicesOf(orderId);
      expect(invoice).toMatchObject({ status: 'refund' });
      expect(credits).toHaveLength(1);
      const order = await orderRow(orderId);
      const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
      expect(subjects.filter((s) => s.includes('استرداد'))).toEqual([
        `تم استرداد الدفع — الطلب ${isolate(order.number)}`,
      ]);
      // No "paid" message for an order the customer cancelled: only the refund's.
      expect(subjects.some((s) => s.includes('تم الدفع بنجاح'))).toBe(false);
      const notices = await t.services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, customer), eq(notifications.messageKey, 'order_refunded')));
      expect(notices).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'the webhook of a payment made before the cancel, delivered twice at once with the redirect: refunded exactly once',
    async () => {
      const { customer, auth, orderId, payment, pageUrl } = await payNowOrder('en');
      const before = await pendingSandboxEvents(t.services);
      expect((await payOnThePage(pageUrl)).status).toBe(303);
      const [succeeded] = (await pendingSandboxEvents(t.services)).filter((e) => !before.includes(e));
      // Cancelled in the moment between the payment at the provider and its webhook.
      expect((await cancel(orderId, auth)).status).toBe(200);
      const answers = await Promise.all([
        deliver(succeeded!),
        deliver(succeeded!),
        t.services.payments.confirm(payment.id, 'redirect'),
      ]);
      expect(answers.slice(0, 2).map((r) => (r as request.Response).status)).toEqual([200, 200]);
      expect(
        await queuedJobs(`name = 'payments.auto-refund' and payload->>'paymentId' = '${payment.id}'`),
      ).toBe(1);
      // Retried and raced: two workers at once, then again.
      await Promise.all([t.services.jobs.drain(), t.services.jobs.drain()]);
      await t.services.jobs.drain();

      expect(await orderRow(orderId)).toMatchObject({ status: 'canceled', payStatus: 'refund' });
      expect(await countRows(t.services, 'payment_refunds', `payment_id = '${payment.id}'`)).toBe(1);
      expect(await countRows(t.services, 'sandbox_refunds', `payment_id = '${payment.providerRef}'`)).toBe(1);
      expect(
        (await paymentHistory(payment.id)).map((h) => h.replace(/:(webhook|system|redirect)$/, '')),
      ).toEqual(['pending→succeeded', 'succeeded→refunded:scheduler:order_canceled']);
      const { credits } = await invoicesOf(orderId);
      expect(credits).toHaveLength(1);
      const order = await orderRow(orderId);
      const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
      expect(subjects.filter((s) => s.startsWith('Payment refunded'))).toEqual([
        `Payment refunded — order ${order.number}`,
      ]);
    },
    SLOW,
  );
});
