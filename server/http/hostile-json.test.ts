import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../db/seed';
import { customerWithToken } from '../modules/cart/test-helpers';
import { createTestApp } from '../test/app';

/** The API under hostile JSON and addresses (issue 24): NUL bytes and a `__proto__` key. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '100000' }, { worker: false });
  await seedDemoShop(t.services);
  ({ auth } = await customerWithToken(t.services));
});
afterAll(() => t.close());

const api = () => request(t.app);
const asJson = (req: request.Test, body: string) =>
  req.set({ ...auth, 'Content-Type': 'application/json', 'Accept-Language': 'fr' }).send(body);
const newRequest = { type: 'support', subject: 'Crushed boxes', comments: 'Three arrived crushed.' };

describe('a NUL byte', () => {
  it.each([
    ['the login e-mail', '/api/auth/login', { email: 'a\u0000@example.test', password: 'x' }, 'email'],
    ['a request’s subject', '/api/requests', { ...newRequest, subject: 'Boxes\u0000' }, 'subject'],
    ['a promo code', '/api/cart/promo_code', { code: 'WELCOME\u0000' }, 'code'],
    ['a nested key', '/api/requests', { ...newRequest, links: ['https://a.test/\u0000'] }, 'links.0'],
  ])('in %s answers 422 naming the field, in the reader’s language', async (_label, path, body, field) => {
    const res = await asJson(api().post(path), JSON.stringify(body));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { [field]: ['Contient un caractère non autorisé.'] },
    });
  });

  it.each([
    ['/api/requests?q=%00', 400],
    ['/api/requests?status=pending&q=x%00', 400],
    ['/api/requests/%00', 404],
  ])('in the address %s answers %i with the JSON error shape', async (path, status) => {
    const res = await api()
      .get(path)
      .set({ ...auth, 'Accept-Language': 'en' });
    expect(res.status).toBe(status);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.errors).toEqual(expect.any(Object));
  });
});

describe('a lone UTF-16 surrogate (a JSON escape of half a pair)', () => {
  it.each([
    [
      'an order’s link',
      '/api/checkout',
      { payment_mode: 'pay_later', links: ['https://a.test/\ud800'] },
      'links.0',
    ],
    ['an order’s note', '/api/checkout', { payment_mode: 'pay_later', notes: 'low \udc00 half' }, 'notes'],
    ['a request’s subject', '/api/requests', { ...newRequest, subject: 'Boxes \ud83d' }, 'subject'],
    ['a key', '/api/requests', { ...newRequest, ['type\udfff']: 'x' }, 'type'],
  ])('in %s answers 422 naming the field, in the reader’s language', async (_label, path, body, field) => {
    const res = await asJson(api().post(path), JSON.stringify(body)).set('Idempotency-Key', randomUUID());
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Les données fournies ne sont pas valides.',
      errors: { [field]: ['Contient un caractère non autorisé.'] },
    });
  });

  it('a whole pair (an emoji) is text like any other', async () => {
    const res = await asJson(
      api().post('/api/requests'),
      JSON.stringify({ ...newRequest, subject: 'Boxes 📦' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('a __proto__ key in a JSON body', () => {
  it('answers 422 like any key the endpoint does not take, and changes nothing', async () => {
    const body = `{"__proto__":{"admin":true},${JSON.stringify(newRequest).slice(1)}`;
    const res = await asJson(api().post('/api/requests'), body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['__proto__']);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('among other invalid fields, each is named', async () => {
    const body = '{"__proto__":{"x":1},"constructor":{"y":2},"type":"nope"}';
    const res = await asJson(api().post('/api/requests'), body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.objectContaining({
        ['__proto__']: [expect.any(String)],
        constructor: [expect.any(String)],
        type: [expect.any(String)],
      }),
    );
  });
});
