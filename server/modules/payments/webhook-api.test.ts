import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { checkoutInput, countRows, pendingSandboxEvents, recordResults, sandboxSigned } from './test-helpers';

let ctx: Awaited<ReturnType<typeof createTestApp>>;

// A tight API limit: three requests per window and per IP.
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_API: '3' }, { worker: false });
  recordResults(ctx.services);
});
afterAll(() => ctx.close());

const post = (provider: string, body: string | Buffer, headers: Record<string, string>) =>
  request(ctx.app).post(`/api/payments/webhooks/${provider}`).set(headers).send(body);

/** A real sandbox event: a checkout paid on the hosted page, its webhook still in the outbox. */
async function paidEvent() {
  const payment = await ctx.services.payments.startCheckout(checkoutInput());
  await ctx.services.payments.sandbox.hosted.pay(payment.providerRef!, {
    number: '4242424242424242',
    expiry: '12/30',
    cvc: '123',
    name: 'Salma Benali',
  });
  const body = (await pendingSandboxEvents(ctx.services)).find((e) => e.includes(payment.providerRef!))!;
  return { payment, body };
}

describe('POST /api/payments/webhooks/{provider}', () => {
  it('a bad signature, a changed body, a stale or missing signature: 400, nothing stored, nothing moved', async () => {
    const { payment, body } = await paidEvent();
    const signed = sandboxSigned(ctx.services, body);
    const attempts = [
      post('sandbox', body, {
        ...signed,
        'sandbox-signature': signed['sandbox-signature']!.replace(/v1=\w{4}/, 'v1=0000'),
      }),
      post('sandbox', body.replace('24905', '1'), signed),
      post('sandbox', body, sandboxSigned(ctx.services, body, new Date(ctx.clock.now().getTime() - 301_000))),
      post('sandbox', body, { 'Content-Type': 'application/json' }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.errors.signature).toHaveLength(1);
    }
    expect(await countRows(ctx.services, 'payment_events')).toBe(0);
    expect((await ctx.services.payments.get(payment.id)).status).toBe('pending');
    // The same bytes, rightly signed, are taken.
    expect((await post('sandbox', body, signed)).status).toBe(200);
    expect((await ctx.services.payments.get(payment.id)).status).toBe('succeeded');
  });

  it('reads the raw body whatever its content type, before any JSON parsing', async () => {
    const { payment, body } = await paidEvent();
    const res = await post('sandbox', body, {
      ...sandboxSigned(ctx.services, body),
      'Content-Type': 'text/plain',
    });
    expect(res.status).toBe(200);
    expect((await ctx.services.payments.get(payment.id)).status).toBe('succeeded');
  });

  it('a signed body that is not an event: 400', async () => {
    const body = '{"hello": "world"}';
    expect((await post('sandbox', body, sandboxSigned(ctx.services, body))).status).toBe(400);
    expect((await post('sandbox', 'not json', sandboxSigned(ctx.services, 'not json'))).status).toBe(400);
  });

  it('an unknown provider, or Stripe when it is not configured: 404', async () => {
    expect((await post('paypal', '{}', { 'Content-Type': 'application/json' })).status).toBe(404);
    expect((await post('stripe', '{}', { 'Content-Type': 'application/json' })).status).toBe(404);
    expect((await post('__proto__', '{}', { 'Content-Type': 'application/json' })).status).toBe(404);
  });

  it('has no test checkout route without TEST_CLOCK=on', async () => {
    expect((await request(ctx.app).post('/api/test/payments/checkout').send({ locale: 'fr' })).status).toBe(
      404,
    );
  });

  it('a body over 1 MB: 413 with a message', async () => {
    const res = await post('sandbox', Buffer.alloc(1024 * 1024 + 1, 'a'), {
      'Content-Type': 'application/json',
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTruthy();
  });

  it('is not throttled by the per-IP API limit that the rest of the API hits', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const { body } = await paidEvent();
      answers.push((await post('sandbox', body, sandboxSigned(ctx.services, body))).status);
    }
    expect(answers).toEqual(Array(8).fill(200));
    const api = [];
    for (let i = 0; i < 5; i++) api.push((await request(ctx.app).get('/api/captcha/challenge')).status);
    expect(api).toContain(429);
  });
});
