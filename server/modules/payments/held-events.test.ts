import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../jobs/schema';
import { HELD_EVENT_WAIT_MS } from './held-events';
import { paymentEvents, sandboxPayments, sandboxRefunds } from './schema';
import { PaymentInternalErrors } from './errors';
import {
  checkoutInput,
  listeningTestApp,
  pendingSandboxEvents,
  recordResults,
  sandboxSigned,
} from './test-helpers';

let ctx: Awaited<ReturnType<typeof listeningTestApp>>;
let changes: ReturnType<typeof recordResults>;

// A real port (the reconciling job's webhooks come back over HTTP) and no worker: the tests deliver
// the sandbox's events themselves, in the order they choose, and run due jobs with `drain`.
beforeAll(async () => {
  ctx = await listeningTestApp({}, { worker: false });
  changes = recordResults(ctx.services);
});
afterAll(() => ctx.close());

const payments = () => ctx.services.payments;
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Salma Benali' };
const deliver = (body: string) =>
  request(ctx.app).post('/api/payments/webhooks/sandbox').set(sandboxSigned(ctx.services, body)).send(body);
const historyOf = async (paymentId: string) =>
  (await payments().history(paymentId)).map((h) => `${h.fromStatus}→${h.toStatus}:${h.actor}`);
const outcomeOf = async (eventId: string) =>
  (await ctx.services.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId)))[0]?.outcome;

/**
 * A checkout paid on the hosted page and then fully refunded at the sandbox (its dashboard): the
 * success and refund events, in the order the sandbox wrote them, neither delivered yet.
 */
async function paidThenRefunded() {
  const payment = await payments().startCheckout(checkoutInput());
  const before = await pendingSandboxEvents(ctx.services);
  await payments().sandbox.hosted.pay(payment.providerRef!, card);
  const [succeeded] = (await pendingSandboxEvents(ctx.services)).filter((e) => !before.includes(e));
  const body = JSON.parse(succeeded!);
  await ctx.services.db.insert(sandboxRefunds).values({
    id: `sbx_re_${randomBytes(16).toString('hex')}`,
    idempotencyKey: `dashboard-${payment.id}`,
    paymentId: payment.providerRef!,
    amountMinor: body.data.object.amount,
    currency: body.data.object.currency,
    createdAt: ctx.clock.now(),
  });
  const refunded = JSON.stringify({
    ...body,
    id: `sbx_evt_${randomBytes(16).toString('hex')}`,
    type: 'refund.succeeded',
    data: { object: { ...body.data.object, amount_refunded: body.data.object.amount } },
  });
  // Both would reach us by the jobs worker; the tests deliver them by hand.
  await ctx.services.db.delete(jobs).where(eq(jobs.name, 'payments.sandbox-webhook'));
  return { payment, succeeded: succeeded!, refunded, refundId: JSON.parse(refunded).id as string };
}

describe('a refund event before the success event (sandbox)', () => {
  it('in order, for reference: succeeded, then refunded, each by the webhook', async () => {
    const { payment, succeeded, refunded } = await paidThenRefunded();
    await deliver(succeeded);
    await deliver(refunded);
    expect((await payments().get(payment.id)).status).toBe('refunded');
    expect(await historyOf(payment.id)).toEqual(['pending→succeeded:webhook', 'succeeded→refunded:webhook']);
  });

  it('is held (200, stored "held"), then applied right after the success: the same end state as in order', async () => {
    const { payment, succeeded, refunded, refundId } = await paidThenRefunded();
    const early = await deliver(refunded);
    expect(early.status).toBe(200);
    expect(await outcomeOf(refundId)).toBe('held');
    expect((await payments().get(payment.id)).status).toBe('pending');
    await deliver(succeeded);
    expect(await payments().get(payment.id)).toMatchObject({ status: 'refunded', refundedMinor: 24905 });
    expect(await historyOf(payment.id)).toEqual(['pending→succeeded:webhook', 'succeeded→refunded:webhook']);
    expect(await outcomeOf(refundId)).toBe('applied');
    expect(changes.filter((c) => c.payment.id === payment.id).map((c) => c.to)).toEqual([
      'succeeded',
      'refunded',
    ]);
  });

  it('each delivered twice at once, the refund first: applied once each', async () => {
    const { payment, succeeded, refunded } = await paidThenRefunded();
    const early = await Promise.all([deliver(refunded), deliver(refunded)]);
    expect(early.map((r) => r.body.duplicate).sort()).toEqual([false, true]);
    await Promise.all([deliver(succeeded), deliver(succeeded), payments().confirm(payment.id, 'redirect')]);
    expect((await payments().get(payment.id)).status).toBe('refunded');
    expect((await historyOf(payment.id)).map((h) => h.replace(/:(webhook|redirect)$/, ''))).toEqual([
      'pending→succeeded',
      'succeeded→refunded',
    ]);
    expect(changes.filter((c) => c.payment.id === payment.id)).toHaveLength(2);
  });

  it('both events, each twice, all at once (ten times): always refunded, once', async () => {
    for (let round = 0; round < 10; round++) {
      const { payment, succeeded, refunded } = await paidThenRefunded();
      await Promise.all([deliver(refunded), deliver(succeeded), deliver(refunded), deliver(succeeded)]);
      expect((await payments().get(payment.id)).status).toBe('refunded');
      expect(await historyOf(payment.id)).toEqual([
        'pending→succeeded:webhook',
        'succeeded→refunded:webhook',
      ]);
    }
  });

  it('the success never arrives: after the wait, the provider is asked, and its word applies both', async () => {
    const { payment, refunded, refundId } = await paidThenRefunded();
    await deliver(refunded);
    expect(await outcomeOf(refundId)).toBe('held');
    await ctx.services.jobs.drain();
    expect((await payments().get(payment.id)).status).toBe('pending');
    ctx.clock.advance(HELD_EVENT_WAIT_MS);
    await ctx.services.jobs.drain();
    expect((await payments().get(payment.id)).status).toBe('refunded');
    expect(await historyOf(payment.id)).toEqual([
      'pending→succeeded:scheduler',
      'succeeded→refunded:webhook',
    ]);
    expect(await outcomeOf(refundId)).toBe('applied');
  });

  it('the provider says nothing was paid: the held event is refused after the wait, the payment stays pending', async () => {
    const { payment, refunded, refundId } = await paidThenRefunded();
    // The sandbox's own record says the checkout is open (as if it were never paid).
    await ctx.services.db
      .update(sandboxPayments)
      .set({ status: 'open' })
      .where(eq(sandboxPayments.id, payment.providerRef!));
    await deliver(refunded);
    ctx.clock.advance(HELD_EVENT_WAIT_MS);
    await ctx.services.jobs.drain();
    expect(await outcomeOf(refundId)).toBe('refused');
    expect((await payments().get(payment.id)).status).toBe('pending');
    expect(await historyOf(payment.id)).toEqual([]);
    const held = await ctx.services.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.outcome, 'held')));
    expect(held).toEqual([]);
  });

  it('only the provider waits: a refund of an unpaid payment asked by the scheduler or the company is refused', async () => {
    const payment = await payments().startCheckout(checkoutInput());
    for (const actor of ['scheduler', 'admin'] as const)
      await expect(
        payments().applyResult({ paymentId: payment.id, status: 'refunded', actor }),
      ).rejects.toMatchObject({ code: PaymentInternalErrors.transitionRefused });
    expect(await historyOf(payment.id)).toEqual([]);
  });
});
