import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { PaymentProviderError } from '../provider';
import { checkoutInput, countRows, recordResults } from '../test-helpers';
import { signedStripeEvent, startFakeStripe, type FakeStripe } from './test-fake';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
let fake: FakeStripe;
let ctx: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_emballo', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: fake.url },
    { worker: false },
  );
  recordResults(ctx.services);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const payments = () => ctx.services.payments;
const creates = (key: string) => fake.requests.filter((r) => r.method === 'POST' && r.idempotencyKey === key);
const deliver = (event: { body: string; headers: Record<string, string> }) =>
  request(ctx.app).post('/api/payments/webhooks/stripe').set(event.headers).send(event.body);
const signed = (
  type: string,
  object: Record<string, unknown>,
  at = ctx.clock.now(),
  secret = WEBHOOK_SECRET,
) => signedStripeEvent(type, object, secret, at);

/** A checkout the customer paid on Stripe's page; the completed session and its PaymentIntent. */
async function paidOnStripe(input = checkoutInput()) {
  const payment = await payments().startCheckout(input);
  return { payment, ...fake.complete(payment.providerRef!) };
}

describe('the Stripe provider', () => {
  it('is the default once both keys are set', () => {
    expect(ctx.services.config.paymentProvider).toBe('stripe');
    expect(payments().activeProvider).toBe('stripe');
  });

  it('opens a Checkout Session (mode payment) under our idempotency key, written in our database before the call', async () => {
    const input = checkoutInput({ saveMethod: true, locale: 'ar' });
    let rowsWhenCalled = -1;
    fake.onCreate(async (req) => {
      if (req.path === '/v1/checkout/sessions')
        rowsWhenCalled = await countRows(
          ctx.services,
          'payments',
          `idempotency_key = '${input.idempotencyKey}'`,
        );
    });
    const payment = await payments().startCheckout(input);
    fake.onCreate(null);
    expect(rowsWhenCalled).toBe(1);
    expect(payment.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${payment.providerRef}`);
    const [call] = creates(input.idempotencyKey);
    const p = call!.params;
    expect(call!.path).toBe('/v1/checkout/sessions');
    expect(Object.fromEntries(p)).toMatchObject({
      mode: 'payment',
      client_reference_id: payment.id,
      'line_items[0][price_data][unit_amount]': '24905',
      'line_items[0][price_data][currency]': 'mad',
      'payment_intent_data[setup_future_usage]': 'off_session',
      'payment_intent_data[metadata][reference]': payment.id,
      customer_creation: 'always',
      locale: 'auto',
      success_url: 'http://shop.test/fr/checkout/done?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://shop.test/fr/checkout/payment?reason=canceled',
    });
    // Without saveMethod nothing is set up for later.
    const plain = checkoutInput();
    await payments().startCheckout(plain);
    expect(creates(plain.idempotencyKey)[0]!.params.has('payment_intent_data[setup_future_usage]')).toBe(
      false,
    );
  });

  it('10 concurrent checkouts with one key: one request to Stripe', async () => {
    const input = checkoutInput();
    const answers = await Promise.all(Array.from({ length: 10 }, () => payments().startCheckout(input)));
    expect(new Set(answers.map((a) => a.providerRef)).size).toBe(1);
    expect(creates(input.idempotencyKey)).toHaveLength(1);
  });

  it('Stripe failing: the attempt stays with its key, and the same key later opens one session', async () => {
    const input = checkoutInput();
    fake.failNext(2);
    await expect(payments().startCheckout(input)).rejects.toThrow(PaymentProviderError);
    expect(
      await countRows(
        ctx.services,
        'payments',
        `idempotency_key = '${input.idempotencyKey}' and provider_ref is null`,
      ),
    ).toBe(1);
    const payment = await payments().startCheckout(input);
    expect(payment.providerRef).toMatch(/^cs_test_/);
    expect([...fake.sessions.values()].filter((s) => s.client_reference_id === payment.id)).toHaveLength(1);
  });

  it('checkout.session.completed, signed as Stripe signs it: the payment succeeds once; a replay is a duplicate', async () => {
    const { payment, session } = await paidOnStripe();
    const event = signed('checkout.session.completed', session);
    const first = await deliver(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, duplicate: false });
    expect(await payments().get(payment.id)).toMatchObject({
      status: 'succeeded',
      providerPaymentRef: session.payment_intent,
    });
    expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
    expect(await payments().history(payment.id)).toHaveLength(1);
  });

  it('a wrong secret, a stale timestamp or one ahead of the tolerance: 400, nothing stored', async () => {
    const { payment, session } = await paidOnStripe();
    const before = await countRows(ctx.services, 'payment_events');
    expect(
      (await deliver(signed('checkout.session.completed', session, ctx.clock.now(), 'whsec_other'))).status,
    ).toBe(400);
    const stale = new Date(ctx.clock.now().getTime() - 301_000);
    expect((await deliver(signed('checkout.session.completed', session, stale))).status).toBe(400);
    const ahead = new Date(ctx.clock.now().getTime() + 301_000);
    expect((await deliver(signed('checkout.session.completed', session, ahead))).status).toBe(400);
    expect(await countRows(ctx.services, 'payment_events')).toBe(before);
    expect((await payments().get(payment.id)).status).toBe('pending');
    // Within the tolerance either way, a clock a little behind Stripe's still takes the event.
    const slightlyAhead = new Date(ctx.clock.now().getTime() + 299_000);
    expect((await deliver(signed('checkout.session.completed', session, slightlyAhead))).status).toBe(200);
    expect((await payments().get(payment.id)).status).toBe('succeeded');
  });

  it('the success redirect asks Stripe (retrieve) and applies its answer; the saved method comes with it', async () => {
    const { payment, intent } = await paidOnStripe(checkoutInput({ saveMethod: true }));
    const confirmed = await payments().confirm(payment.id, 'redirect');
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      savedMethodRef: intent.payment_method,
      savedCustomerRef: intent.customer,
    });
    expect((await payments().history(payment.id)).map((h) => h.actor)).toEqual(['redirect']);
    // Then the webhooks arrive: nothing more happens.
    expect((await deliver(signed('payment_intent.succeeded', intent))).status).toBe(200);
    expect(await payments().history(payment.id)).toHaveLength(1);
  });

  it('a declined card in Checkout does not fail the attempt (the customer may try another card); expiry does', async () => {
    const payment = await payments().startCheckout(checkoutInput());
    const session = fake.sessions.get(payment.providerRef!)!;
    const declined = {
      id: 'pi_test_declined',
      object: 'payment_intent',
      amount: 24905,
      currency: 'mad',
      status: 'requires_payment_method',
      metadata: { reference: payment.id, kind: 'checkout' },
      last_payment_error: { code: 'card_declined' },
    };
    await deliver(signed('payment_intent.payment_failed', declined));
    expect((await payments().get(payment.id)).status).toBe('pending');
    await deliver(signed('checkout.session.expired', { ...session, status: 'expired' }));
    expect(await payments().get(payment.id)).toMatchObject({ status: 'failed', failureReason: 'expired' });
  });

  it('a new attempt expires the open session first', async () => {
    const purposeId = 'stripe-supersede';
    const first = await payments().startCheckout(checkoutInput({ purposeId }));
    await payments().startCheckout(checkoutInput({ purposeId }));
    expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${first.providerRef}/expire`)).toBe(
      true,
    );
    expect(fake.sessions.get(first.providerRef!)!.status).toBe('expired');
    expect(await payments().get(first.id)).toMatchObject({ status: 'failed', failureReason: 'superseded' });
  });

  it('a double refund with one key: one Stripe refund, refunded once; the charge.refunded webhook after it changes nothing', async () => {
    const { payment, session, charge } = await paidOnStripe();
    await deliver(signed('checkout.session.completed', session));
    const key = `refund-${payment.id}`;
    const [a, b] = await Promise.all([
      payments().refund({ paymentId: payment.id, idempotencyKey: key, actor: 'admin' }),
      payments().refund({ paymentId: payment.id, idempotencyKey: key, actor: 'admin' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(creates(key)).toHaveLength(1);
    expect(Object.fromEntries(creates(key)[0]!.params)).toEqual({
      payment_intent: session.payment_intent,
      amount: '24905',
    });
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_intent === session.payment_intent),
    ).toHaveLength(1);
    expect((await payments().get(payment.id)).status).toBe('refunded');
    expect((await deliver(signed('charge.refunded', charge))).status).toBe(200);
    expect((await payments().history(payment.id)).map((h) => `${h.toStatus}:${h.actor}`)).toEqual([
      'succeeded:webhook',
      'refunded:admin',
    ]);
  });

  it('a refund made in the Stripe dashboard arrives as charge.refunded and refunds the payment', async () => {
    const { payment, session, charge } = await paidOnStripe();
    await deliver(signed('checkout.session.completed', session));
    await deliver(signed('charge.refunded', { ...charge, refunded: true, amount_refunded: charge.amount }));
    expect((await payments().history(payment.id)).map((h) => `${h.toStatus}:${h.actor}`)).toEqual([
      'succeeded:webhook',
      'refunded:webhook',
    ]);
  });

  it('charges a saved method off-session (a PaymentIntent, confirmed); a card that needs the customer fails', async () => {
    const saved = await paidOnStripe(checkoutInput({ saveMethod: true }));
    await payments().confirm(saved.payment.id, 'redirect');
    const charge = (from: string, key: string) =>
      payments().chargeSavedMethod({
        idempotencyKey: key,
        purpose: 'test-order',
        purposeId: 'renewal',
        savedFromPaymentId: from,
        amount: { minor: 9900, currency: 'MAD' },
        description: 'Renouvellement',
      });
    const key = `renewal-${saved.payment.id}`;
    const renewal = await charge(saved.payment.id, key);
    expect(renewal.status).toBe('succeeded');
    expect(Object.fromEntries(creates(key)[0]!.params)).toMatchObject({
      off_session: 'true',
      confirm: 'true',
      customer: saved.intent.customer,
      payment_method: saved.intent.payment_method,
      'metadata[reference]': renewal.id,
      'metadata[kind]': 'off_session',
    });

    const payment = await payments().startCheckout(checkoutInput({ saveMethod: true }));
    fake.complete(payment.providerRef!, 'authentication_required');
    await payments().confirm(payment.id, 'redirect');
    const failed = await charge(payment.id, `renewal-${payment.id}`);
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'authentication_required' });
  });
});
