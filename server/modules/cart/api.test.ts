import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { customerWithToken, setPackageTerms } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Promo code attempts are limited per customer with the form limit: 8 here.
  t = await createTestApp({ RATE_LIMIT_FORMS: '8' }, { worker: false });
  await seedDemoShop(t.services);
});
afterAll(() => t.close());

const api = () => request(t.app);
type Auth = Record<string, string>;
/** Nine wrong promo codes (`prefix0`…`prefix8`) tried one after the other: the answers' statuses. */
async function wrongCodes(auth: Auth, prefix: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++)
    statuses.push(
      (
        await api()
          .post('/api/cart/promo_code')
          .set(auth)
          .send({ code: `${prefix}${i}` })
      ).status,
    );
  return statuses;
}
const add = (auth: Auth, body: unknown, lang?: string) =>
  api()
    .post('/api/cart/items')
    .set({ ...auth, ...(lang ? { 'Accept-Language': lang } : {}) })
    .send(body as object);
const countOf = async (auth: Auth) => (await api().get('/api/cart').set(auth)).body.data.count as number;

describe('a visitor', () => {
  it('gets 401 with the spec’s message on every cart endpoint, in their language', async () => {
    const calls = [
      api().get('/api/cart'),
      api().post('/api/cart/items').send({ type: 'service', service_id: 'papier-bulle' }),
      api().delete('/api/cart/items/1'),
      api().post('/api/cart/promo_code').send({ code: 'WELCOME10' }),
      api().delete('/api/cart/promo_code'),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please Log in first !' });
    }
    const fr = await api()
      .post('/api/cart/items')
      .set('Cookie', 'i18next=fr')
      .send({ type: 'service', service_id: 'papier-bulle' });
    expect(fr.body.message).toBe('Veuillez d’abord vous connecter !');
    const ar = await api().get('/api/cart?lang=ar');
    expect(ar.body.message).toBe('يرجى تسجيل الدخول أولاً !');
  });
});

describe('POST /api/cart/items', () => {
  it('201 with the spec’s message, then 409 for the same item, for a service and for a package', async () => {
    const { auth } = await customerWithToken(t.services);
    const svc = await add(auth, { type: 'service', service_id: 'papier-bulle' });
    expect(svc.status).toBe(201);
    expect(svc.body).toMatchObject({
      message: 'Service Added To The Cart',
      data: {
        count: 1,
        item: {
          id: expect.any(Number),
          type: 'service',
          service_id: 'papier-bulle',
          package_id: null,
          price: { minor: 6900, currency: 'MAD' },
        },
      },
    });
    const dup = await add(auth, { type: 'service', service_id: 'papier-bulle' });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ message: 'This Service Already Exists In Your Cart' });

    const body = { type: 'package', service_id: 'papier-bulle', package_id: 'lot-5-rouleaux' };
    const pkg = await add(auth, body, 'fr');
    expect(pkg.status).toBe(201);
    expect(pkg.body).toMatchObject({
      message: 'Forfait ajouté au panier',
      data: {
        count: 2,
        item: { type: 'package', package_id: 'lot-5-rouleaux', final_price: { minor: 101150 } },
      },
    });
    const again = await add(auth, body, 'ar');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'هذه الباقة موجودة بالفعل في سلتك' });
    expect((await add(auth, body)).body).toEqual({ message: 'This Package Already Exists In Your Cart' });
  });

  it('refuses unknown ids and an unavailable item with a 422 naming the field', async () => {
    const { auth } = await customerWithToken(t.services);
    expect((await add(auth, { type: 'service', service_id: 'nope' })).body).toEqual({
      message: 'There is no such service.',
      errors: { service_id: ['There is no such service.'] },
    });
    const pkg = await add(auth, { type: 'package', service_id: 'papier-bulle', package_id: 'lot-100' });
    expect(pkg.status).toBe(422);
    expect(pkg.body.errors).toEqual({ package_id: ['This service has no such package.'] });
    await setPackageTerms(t.services.db, 'papier-bulle', 'rouleau-50m', { available: false });
    try {
      const gone = await add(
        auth,
        { type: 'package', service_id: 'papier-bulle', package_id: 'rouleau-50m' },
        'fr',
      );
      expect(gone.status).toBe(422);
      expect(gone.body.message).toBe('Ce forfait ne peut pas être commandé pour le moment.');
    } finally {
      await setPackageTerms(t.services.db, 'papier-bulle', 'rouleau-50m', { available: true });
    }
    expect(await countOf(auth)).toBe(0);
  });

  it('answers bad input with a clear 4xx and writes nothing: prices and quantities are not taken', async () => {
    const { auth } = await customerWithToken(t.services);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { type: ['Choose a service or a package.'], service_id: ['This value is not valid.'] }],
      [{ type: 'product', service_id: 'papier-bulle' }, { type: ['Choose a service or a package.'] }],
      [{ type: 'package', service_id: 'papier-bulle' }, { package_id: ['This field is required.'] }],
      [
        { type: 'service', service_id: 'papier-bulle', package_id: 'rouleau-50m' },
        { package_id: ['A service bought on its own has no package.'] },
      ],
      [
        { type: 'service', service_id: 'papier-bulle', price: 1, price_minor: 1 },
        {
          price: ['This field is not accepted: prices and quantities come from the catalogue.'],
          price_minor: ['This field is not accepted: prices and quantities come from the catalogue.'],
        },
      ],
      [
        { type: 'package', service_id: 'papier-bulle', package_id: 'rouleau-50m', quantity: -3 },
        { quantity: ['This field is not accepted: prices and quantities come from the catalogue.'] },
      ],
      [{ type: 'service', service_id: 1e308 }, { service_id: ['This value is not valid.'] }],
      [{ type: 'service', service_id: 'x'.repeat(5000) }, { service_id: ['This value is not valid.'] }],
      [{ type: 'service', service_id: '../../etc' }, { service_id: ['This value is not valid.'] }],
      [{ type: 'service', service_id: '' }, { service_id: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await add(auth, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body, JSON.stringify(body)).toEqual({ message: 'The given data was invalid.', errors });
    }
    for (const body of [[{ type: 'service', service_id: 'papier-bulle' }], 'papier-bulle', null]) {
      const res = await add(auth, body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const malformed = await api()
      .post('/api/cart/items')
      .set({ ...auth, 'Content-Type': 'application/json' })
      .send('{"type": "service",');
    expect(malformed.status).toBe(400);
    const huge = await api()
      .post('/api/cart/items')
      .set(auth)
      .send({ type: 'service', service_id: 'papier-bulle', note: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(await countOf(auth)).toBe(0);
  });

  it('with the session cookie, needs the XSRF header like every mutation', async () => {
    const { id } = await customerWithToken(t.services);
    const { secret } = await t.services.accounts.sessions.create(id, 'browser');
    const cookie = `sid=${secret}; XSRF-TOKEN=${'a'.repeat(43)}`;
    const body = { type: 'service', service_id: 'papier-bulle' };
    expect((await api().post('/api/cart/items').set('Cookie', cookie).send(body)).status).toBe(403);
    const ok = await api()
      .post('/api/cart/items')
      .set({ Cookie: cookie, 'X-XSRF-TOKEN': 'a'.repeat(43) })
      .send(body);
    expect(ok.status).toBe(201);
  });
});

describe('GET /api/cart and DELETE /api/cart/items/{id}', () => {
  it('lists the items with server prices and totals; removes the customer’s own line only', async () => {
    const owner = await customerWithToken(t.services);
    const other = await customerWithToken(t.services);
    await add(owner.auth, { type: 'service', service_id: 'stockage-climatise' });
    const pkg = await add(owner.auth, {
      type: 'package',
      service_id: 'carton-double-cannelure',
      package_id: 'lot-100',
    });
    const cart = await api().get('/api/cart').set(owner.auth);
    expect(cart.status).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(cart.body.data).toMatchObject({
      items: [
        { type: 'service', service_id: 'stockage-climatise', name: 'Climate-controlled storage' },
        { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' },
      ],
      subtotal: { minor: 134000, currency: 'MAD' },
      discount: { minor: 13400, currency: 'MAD' },
      total: { minor: 120600, currency: 'MAD' },
      promo_code: null,
      payable: true,
    });
    const id = pkg.body.data.item.id as number;
    for (const path of [`/api/cart/items/${id}`, '/api/cart/items/999999999', '/api/cart/items/abc']) {
      const res = await api().delete(path).set(other.auth);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'This item is not in your cart.' });
    }
    for (const path of ['abc', '0', '-1', '1.5', '1e3', '99999999999', `${id}abc`, '%00'])
      expect((await api().delete(`/api/cart/items/${path}`).set(owner.auth)).status, path).toBe(404);
    expect(await countOf(owner.auth)).toBe(2);
    const removed = await api()
      .delete(`/api/cart/items/${id}`)
      .set({ ...owner.auth, 'Accept-Language': 'fr' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: 'Retiré de votre panier.', data: { count: 1 } });
    expect((await api().delete(`/api/cart/items/${id}`).set(owner.auth)).status).toBe(404);
  });
});

describe('POST and DELETE /api/cart/promo_code', () => {
  it('200 with the spec’s message for a valid code, attached to the cart; removed on DELETE', async () => {
    const { auth } = await customerWithToken(t.services);
    await add(auth, { type: 'service', service_id: 'site-e-commerce' });
    const res = await api().post('/api/cart/promo_code').set(auth).send({ code: 'welcome10' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Promo Code Is Valid',
      data: {
        promo_code: { code: 'WELCOME10', applied: true, amount: { minor: 89000 } },
        total: { minor: 801000 },
      },
    });
    expect((await api().get('/api/cart').set(auth)).body.data.promo_code.code).toBe('WELCOME10');
    const removed = await api().delete('/api/cart/promo_code').set(auth);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({
      message: 'The promo code was removed.',
      data: { promo_code: null },
    });
    expect((await api().delete('/api/cart/promo_code').set(auth)).status).toBe(200);
  });

  it('422 with the spec’s message and the reason in errors.code', async () => {
    const { auth } = await customerWithToken(t.services);
    await add(auth, { type: 'package', service_id: 'papier-bulle', package_id: 'rouleau-50m' });
    const expired = await api().post('/api/cart/promo_code').set(auth).send({ code: 'SUMMER2025' });
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({
      message: 'Invalid Promo Code',
      errors: { code: ['This code was valid until 30 September 2025.'] },
      reason: 'expired',
    });
    const short = await api()
      .post('/api/cart/promo_code')
      .set({ ...auth, 'Accept-Language': 'fr' })
      .send({ code: 'EMBALLO50' });
    expect(short.body).toEqual({
      message: 'Code promo invalide',
      errors: {
        code: ['Ce code demande une commande d’au moins 200,00\u00a0MAD : il manque 51,00\u00a0MAD.'],
      },
      reason: 'minimum_not_reached',
    });
    const unknown = await api().post('/api/cart/promo_code?lang=ar').set(auth).send({ code: 'NOPE' });
    expect(unknown.body).toMatchObject({ message: 'رمز الخصم غير صالح', reason: 'not_found' });
    for (const [body, errors] of [
      [{}, { code: ['This value is not valid.'] }],
      [{ code: '   ' }, { code: ['This field is required.'] }],
      [{ code: 42 }, { code: ['This value is not valid.'] }],
      [{ code: 'X'.repeat(41) }, { code: ['This value is not valid.'] }],
      [
        { code: 'WELCOME10', discount: 100 },
        { discount: ['This field is not accepted: prices and quantities come from the catalogue.'] },
      ],
    ] as const) {
      const res = await api().post('/api/cart/promo_code').set(auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body).toEqual({ message: 'Invalid Promo Code', errors });
    }
    expect((await api().get('/api/cart').set(auth)).body.data.promo_code).toBeNull();
  });

  it('counts only refused codes: a customer applying valid codes never reaches the limit', async () => {
    const { auth } = await customerWithToken(t.services);
    await add(auth, { type: 'service', service_id: 'site-e-commerce' });
    for (let i = 0; i < 12; i++)
      expect((await api().post('/api/cart/promo_code').set(auth).send({ code: 'WELCOME10' })).status).toBe(
        200,
      );
    expect(await wrongCodes(auth, 'NOPE')).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429]);
  });

  it('limits attempts per customer, so codes cannot be guessed', async () => {
    const { auth } = await customerWithToken(t.services);
    await add(auth, { type: 'service', service_id: 'site-e-commerce' });
    expect(await wrongCodes(auth, 'GUESS')).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429]);
    const limited = await api().post('/api/cart/promo_code').set(auth).send({ code: 'WELCOME10' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many promo code attempts. Please try again later.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const fr = await api()
      .post('/api/cart/promo_code')
      .set({ ...auth, 'Accept-Language': 'fr' })
      .send({ code: 'X' });
    expect(fr.body).toEqual({ message: 'Trop d’essais de codes promo. Veuillez réessayer plus tard.' });
    // Another customer is not held back.
    const other = await customerWithToken(t.services);
    await add(other.auth, { type: 'service', service_id: 'site-e-commerce' });
    expect(
      (await api().post('/api/cart/promo_code').set(other.auth).send({ code: 'WELCOME10' })).status,
    ).toBe(200);
  });
});
