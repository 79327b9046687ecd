import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { PaymentErrors } from './errors';
import { sandboxPayments } from './schema';
import { PaymentInternalErrors } from './errors';
import { checkoutInput, countRows, pendingSandboxEvents, recordResults, sandboxSigned } from './test-helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let changes: ReturnType<typeof recordResults>;
let flakyFailures = 0;

// No worker: the sandbox's webhooks stay in the outbox and the tests deliver them, when and as often as they like.
beforeAll(async () => {
  ctx = await createTestApp({}, { worker: false });
  changes = recordResults(ctx.services);
  ctx.services.payments.onResult('test-flaky', async () => {
    if (flakyFailures-- > 0) throw new Error('the orders table is busy');
  });
});
afterAll(() => ctx.close());

const payments = () => ctx.services.payments;
const hosted = () => ctx.services.payments.sandbox.hosted;
const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Salma Benali' });
const deliver = (body: string) =>
  request(ctx.app).post('/api/payments/webhooks/sandbox').set(sandboxSigned(ctx.services, body)).send(body);

/** A checkout, paid on the hosted page with `number`; the webhook it produced, not yet delivered. */
async function paidWith(number: string, input = checkoutInput()) {
  const payment = await payments().startCheckout(input);
  const before = await pendingSandboxEvents(ctx.services);
  await hosted().pay(payment.providerRef!, card(number));
  const events = (await pendingSandboxEvents(ctx.services)).filter((e) => !before.includes(e));
  return { payment, events };
}

describe('starting a checkout', () => {
  it('writes the payment with its key before calling the provider, and answers the hosted page', async () => {
    const input = checkoutInput();
    const payment = await payments().startCheckout(input);
    expect(payment).toMatchObject({
      status: 'pending',
      idempotencyKey: input.idempotencyKey,
      amountMinor: 24905,
      currency: 'MAD',
    });
    expect(payment.redirectUrl).toBe(
      `${ctx.services.config.PUBLIC_URL}/payments/sandbox/${payment.providerRef}`,
    );
    const [sandbox] = await ctx.services.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, payment.providerRef!));
    expect(sandbox).toMatchObject({
      reference: payment.id,
      idempotencyKey: input.idempotencyKey,
      status: 'open',
      locale: 'fr',
    });
  });

  it('10 concurrent requests with one key: one payment, one provider call, the same page for all', async () => {
    const input = checkoutInput();
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments().startCheckout(input)));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.redirectUrl)).size).toBe(1);
    expect(await countRows(ctx.services, 'payments', `idempotency_key = '${input.idempotencyKey}'`)).toBe(1);
    expect(
      await countRows(ctx.services, 'sandbox_payments', `idempotency_key = '${input.idempotencyKey}'`),
    ).toBe(1);
  });

  it('refuses the same key for other terms', async () => {
    const input = checkoutInput();
    await payments().startCheckout(input);
    await expect(
      payments().startCheckout({ ...input, amount: { minor: 100, currency: 'MAD' } }),
    ).rejects.toMatchObject({ code: PaymentErrors.idempotencyConflict });
  });

  it('refuses a purpose nobody handles, a bad amount or URL', async () => {
    await expect(payments().startCheckout(checkoutInput({ purpose: 'nobody' }))).rejects.toThrow(
      /no handler/,
    );
    await expect(
      payments().startCheckout(checkoutInput({ amount: { minor: -5, currency: 'MAD' } })),
    ).rejects.toThrow();
    await expect(
      payments().startCheckout(checkoutInput({ successUrl: 'javascript:alert(1)' })),
    ).rejects.toThrow();
  });

  it('a new attempt for the same thing closes the open one first, so two pages can never both be paid', async () => {
    const purposeId = 'order-supersede';
    const first = await payments().startCheckout(checkoutInput({ purposeId }));
    const second = await payments().startCheckout(checkoutInput({ purposeId }));
    expect((await payments().get(first.id)).status).toBe('failed');
    expect((await payments().get(first.id)).failureReason).toBe('superseded');
    expect((await ctx.services.payments.sandbox.store.get(first.providerRef!))?.status).toBe('expired');
    // The old page can no longer take money.
    expect(await hosted().pay(first.providerRef!, card('4242424242424242'))).toMatchObject({
      kind: 'expired',
    });
    expect(second.status).toBe('pending');
  });

  it('refuses a new attempt when the provider says the earlier one was paid (its webhook not yet in)', async () => {
    const purposeId = 'order-paid-elsewhere';
    const first = await payments().startCheckout(checkoutInput({ purposeId }));
    await hosted().pay(first.providerRef!, card('4242424242424242'));
    const attempt = payments().startCheckout(checkoutInput({ purposeId }));
    await expect(attempt).rejects.toMatchObject({
      code: PaymentErrors.attemptOpen,
      details: { paymentId: first.id, status: 'succeeded' },
    });
  });
});

describe('applying results', () => {
  it('two deliveries of one webhook and the success redirect (reloaded) at once: applied once, one history row', async () => {
    const { payment, events } = await paidWith('4242424242424242');
    expect(events).toHaveLength(1);
    const seen = changes.length;
    const [a, b] = await Promise.all([
      deliver(events[0]!),
      deliver(events[0]!),
      // The customer's browser comes back to the success URL, and reloads it.
      payments().confirm(payment.id, 'redirect'),
      payments().confirm(payment.id, 'redirect'),
      payments().confirm(payment.id, 'redirect'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.duplicate, b.body.duplicate].sort()).toEqual([false, true].sort());
    expect((await payments().get(payment.id)).status).toBe('succeeded');
    const history = await payments().history(payment.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'pending', toStatus: 'succeeded' });
    expect(['webhook', 'redirect']).toContain(history[0]!.actor);
    expect(changes.slice(seen).filter((c) => c.payment.id === payment.id)).toHaveLength(1);
    expect(await countRows(ctx.services, 'payment_events', `payment_id = '${payment.id}'`)).toBe(1);
    // Later deliveries change nothing either.
    expect((await deliver(events[0]!)).body).toEqual({ received: true, duplicate: true });
  });

  it('out of order: the extra step, success, then a late "requires action" and a late failure change nothing', async () => {
    const { payment, events } = await paidWith('4000002760003184');
    await hosted().answerStep(payment.providerRef!, 'confirm');
    const all = (await pendingSandboxEvents(ctx.services)).filter((e) => e.includes(payment.providerRef!));
    const [requiresAction, succeeded] = [events[0]!, all.find((e) => e.includes('"checkout.succeeded"'))!];
    // A failure the provider sent for this checkout (say, from an earlier attempt on the page), delivered last.
    const lateFailure = requiresAction
      .replace('"checkout.requires_action"', '"checkout.failed"')
      .replace(/sbx_evt_[0-9a-f]{32}/, `sbx_evt_${'f'.repeat(32)}`)
      .replace('"status":"requires_action"', '"status":"failed"');
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(requiresAction)).status).toBe(200);
    expect((await deliver(lateFailure)).status).toBe(200);
    expect((await payments().get(payment.id)).status).toBe('succeeded');
    expect((await payments().history(payment.id)).map((h) => `${h.fromStatus}→${h.toStatus}`)).toEqual([
      'pending→succeeded',
    ]);
    expect(
      await countRows(ctx.services, 'payment_events', `payment_id = '${payment.id}' and outcome = 'stale'`),
    ).toBe(2);
  });

  it('in order: pending → requires_action → succeeded, each by the webhook, with the saved method kept', async () => {
    const { payment, events } = await paidWith('4000002760003184', checkoutInput({ saveMethod: true }));
    await deliver(events[0]!);
    expect((await payments().get(payment.id)).status).toBe('requires_action');
    await hosted().answerStep(payment.providerRef!, 'confirm');
    const succeeded = (await pendingSandboxEvents(ctx.services)).find(
      (e) => e.includes(payment.providerRef!) && e.includes('"checkout.succeeded"'),
    )!;
    await deliver(succeeded);
    const done = await payments().get(payment.id);
    expect(done.status).toBe('succeeded');
    expect(done.savedMethodRef).toMatch(/^sbx_pm_/);
    expect((await payments().history(payment.id)).map((h) => `${h.toStatus}:${h.actor}`)).toEqual([
      'requires_action:webhook',
      'succeeded:webhook',
    ]);
  });

  it('a decline fails the payment with its reason', async () => {
    const { payment, events } = await paidWith('4000000000000002');
    await deliver(events[0]!);
    expect(await payments().get(payment.id)).toMatchObject({
      status: 'failed',
      failureReason: 'card_declined',
    });
    expect(changes.at(-1)).toMatchObject({
      from: 'pending',
      to: 'failed',
      actor: 'webhook',
      reason: 'card_declined',
    });
  });

  it('refuses a person marking a payment paid, and a success for another amount', async () => {
    const payment = await payments().startCheckout(checkoutInput());
    await expect(
      payments().applyResult({ paymentId: payment.id, status: 'succeeded', actor: 'customer' }),
    ).rejects.toMatchObject({ code: PaymentInternalErrors.transitionRefused });
    const wrong = await payments().applyResult({
      paymentId: payment.id,
      status: 'succeeded',
      actor: 'webhook',
      amount: { minor: 1, currency: 'MAD' },
    });
    expect(wrong).toMatchObject({ outcome: 'refused', why: 'amount_mismatch' });
    expect((await payments().get(payment.id)).status).toBe('pending');
    expect(await payments().history(payment.id)).toHaveLength(0);
  });

  it('a handler that throws rolls the change back (event included): the delivery is answered 503 and applies next time', async () => {
    const { payment, events } = await paidWith('4242424242424242', checkoutInput({ purpose: 'test-flaky' }));
    flakyFailures = 1;
    const first = await deliver(events[0]!);
    expect(first.status).toBe(503);
    expect(first.body.message).toBeTruthy();
    expect((await payments().get(payment.id)).status).toBe('pending');
    expect(await countRows(ctx.services, 'payment_events', `provider_ref = '${payment.providerRef}'`)).toBe(
      0,
    );
    expect(await payments().history(payment.id)).toHaveLength(0);
    expect((await deliver(events[0]!)).body).toEqual({ received: true, duplicate: false });
    expect((await payments().get(payment.id)).status).toBe('succeeded');
  });
});

describe('refunds', () => {
  it('one key asked twice at once: one refund at the provider, refunded once', async () => {
    const { payment, events } = await paidWith('4242424242424242');
    await deliver(events[0]!);
    const ask = () =>
      payments().refund({ paymentId: payment.id, idempotencyKey: `refund-${payment.id}`, actor: 'admin' });
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.id).toBe(b.id);
    expect(a).toMatchObject({ status: 'succeeded', amountMinor: 24905 });
    expect(await countRows(ctx.services, 'sandbox_refunds', `payment_id = '${payment.providerRef}'`)).toBe(1);
    expect(await countRows(ctx.services, 'payment_refunds', `payment_id = '${payment.id}'`)).toBe(1);
    expect(await payments().get(payment.id)).toMatchObject({ status: 'refunded', refundedMinor: 24905 });
    expect((await payments().history(payment.id)).map((h) => `${h.toStatus}:${h.actor}`)).toEqual([
      'succeeded:webhook',
      'refunded:admin',
    ]);
    // The provider's refund webhook, then a late success, change nothing.
    for (const event of (await pendingSandboxEvents(ctx.services)).filter((e) =>
      e.includes(payment.providerRef!),
    ))
      expect((await deliver(event)).status).toBe(200);
    expect((await payments().get(payment.id)).status).toBe('refunded');
    expect(await payments().history(payment.id)).toHaveLength(2);
  });

  it('two partial refunds cannot pass the amount paid; an unpaid payment cannot be refunded', async () => {
    const { payment, events } = await paidWith('4242424242424242');
    await deliver(events[0]!);
    const part = (key: string, minor: number) =>
      payments().refund({
        paymentId: payment.id,
        idempotencyKey: `${key}-${payment.id}`,
        actor: 'admin',
        amount: { minor, currency: 'MAD' },
      });
    await part('first', 20000);
    await expect(part('second', 5000)).rejects.toMatchObject({ code: PaymentErrors.refundRefused });
    expect(await part('third', 4905)).toMatchObject({ status: 'succeeded' });
    expect((await payments().get(payment.id)).status).toBe('refunded');
    const unpaid = await payments().startCheckout(checkoutInput());
    await expect(
      payments().refund({ paymentId: unpaid.id, idempotencyKey: `r-${unpaid.id}`, actor: 'admin' }),
    ).rejects.toMatchObject({ code: PaymentErrors.refundRefused });
  });
});

describe('saved methods (renewals)', () => {
  it('charges the card a checkout saved, once per key; the 3-D Secure card fails off-session', async () => {
    const saved = await paidWith('4242424242424242', checkoutInput({ saveMethod: true }));
    await deliver(saved.events[0]!);
    const charge = (from: string, key: string) =>
      payments().chargeSavedMethod({
        idempotencyKey: key,
        purpose: 'test-order',
        purposeId: 'renewal-1',
        savedFromPaymentId: from,
        amount: { minor: 9900, currency: 'MAD' },
        description: 'Renouvellement',
      });
    const key = `renewal-${saved.payment.id}`;
    const [a, b] = await Promise.all([charge(saved.payment.id, key), charge(saved.payment.id, key)]);
    expect(a.id).toBe(b.id);
    expect((await payments().get(a.id)).status).toBe('succeeded');
    expect(await countRows(ctx.services, 'sandbox_payments', `idempotency_key = '${key}'`)).toBe(1);
    expect((await payments().history(a.id)).map((h) => h.actor)).toEqual(['scheduler']);

    const threeDs = await paidWith('4000002760003184', checkoutInput({ saveMethod: true }));
    await hosted().answerStep(threeDs.payment.providerRef!, 'confirm');
    await payments().confirm(threeDs.payment.id, 'redirect');
    const failed = await charge(threeDs.payment.id, `renewal-${threeDs.payment.id}`);
    expect(await payments().get(failed.id)).toMatchObject({
      status: 'failed',
      failureReason: 'authentication_required',
    });
  });
});
