import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { HELD_EVENT_WAIT_MS } from '../held-events';
import { paymentEvents } from '../schema';
import { checkoutInput, recordResults } from '../test-helpers';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from './test-fake';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let fake: FakeStripe;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let changes: ReturnType<typeof recordResults>;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_emballo', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
    { worker: false },
  );
  changes = recordResults(ctx.services);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const payments = () => ctx.services.payments;
const deliver = (event: { body: string; headers: Record<string, string> }) =>
  request(ctx.app).post('/api/payments/webhooks/stripe').set(event.headers).send(event.body);
const signed = (type: string, object: Record<string, unknown>) =>
  signedStripeEvent(type, object, WEBHOOK_SECRET, ctx.clock.now());
const historyOf = async (paymentId: string) =>
  (await payments().history(paymentId)).map((h) => `${h.fromStatus}→${h.toStatus}:${h.actor}`);
const outcomeOf = async (event: { body: string }) =>
  (
    await ctx.services.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(event.body).id))
  )[0]?.outcome;

/** Paid on Stripe's page, then refunded in full in Stripe's dashboard: both events, not delivered. */
async function paidThenRefunded() {
  const payment = await payments().startCheckout(checkoutInput());
  const { session, charge } = fake.complete(payment.providerRef!);
  Object.assign(charge, { amount_refunded: charge.amount, refunded: true });
  return {
    payment,
    completed: signed('checkout.session.completed', session),
    refunded: signed('charge.refunded', charge),
  };
}

describe('charge.refunded before checkout.session.completed (Stripe)', () => {
  it('is held, then applied right after the completion: refunded, as in order', async () => {
    const { payment, completed, refunded } = await paidThenRefunded();
    expect((await deliver(refunded)).status).toBe(200);
    expect(await outcomeOf(refunded)).toBe('held');
    expect((await payments().get(payment.id)).status).toBe('pending');
    expect((await deliver(completed)).status).toBe(200);
    expect(await payments().get(payment.id)).toMatchObject({ status: 'refunded', refundedMinor: 24905 });
    expect(await historyOf(payment.id)).toEqual(['pending→succeeded:webhook', 'succeeded→refunded:webhook']);
    expect(await outcomeOf(refunded)).toBe('applied');
    expect(changes.filter((c) => c.payment.id === payment.id).map((c) => c.to)).toEqual([
      'succeeded',
      'refunded',
    ]);
  });

  it('each delivered twice at once, the refund first: applied once each', async () => {
    const { payment, completed, refunded } = await paidThenRefunded();
    const early = await Promise.all([deliver(refunded), deliver(refunded)]);
    expect(early.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    await Promise.all([deliver(completed), deliver(completed)]);
    expect(await historyOf(payment.id)).toEqual(['pending→succeeded:webhook', 'succeeded→refunded:webhook']);
    expect(changes.filter((c) => c.payment.id === payment.id)).toHaveLength(2);
  });

  it('both events, each twice, all at once (ten times): always refunded, once', async () => {
    for (let round = 0; round < 10; round++) {
      const { payment, completed, refunded } = await paidThenRefunded();
      await Promise.all([deliver(refunded), deliver(completed), deliver(refunded), deliver(completed)]);
      expect((await payments().get(payment.id)).status).toBe('refunded');
      expect(await historyOf(payment.id)).toEqual([
        'pending→succeeded:webhook',
        'succeeded→refunded:webhook',
      ]);
    }
  });

  it('the completion never arrives: after the wait, Stripe is asked, and its answer applies both', async () => {
    const { payment, refunded } = await paidThenRefunded();
    await deliver(refunded);
    await ctx.services.jobs.drain();
    expect((await payments().get(payment.id)).status).toBe('pending');
    ctx.clock.advance(HELD_EVENT_WAIT_MS);
    await ctx.services.jobs.drain();
    expect(await historyOf(payment.id)).toEqual([
      'pending→succeeded:scheduler',
      'succeeded→refunded:webhook',
    ]);
    expect(await outcomeOf(refunded)).toBe('applied');
  });
});
