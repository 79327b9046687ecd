import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { customerWithToken, setPackageTerms, setServiceTerms } from '../cart/test-helpers';
import { countRows } from '../payments/test-helpers';
import * as samples from '../../test/sample-files';
import { type TestApp, useTestApp } from '../../test/harness';

let t: TestApp;
useTestApp((started) => (t = started), {}, { worker: false, seeded: true });

type Auth = Record<string, string>;
const api = () => request(t.app);
const addCarton = (auth: Auth) =>
  api()
    .post('/api/cart/items')
    .set(auth)
    .send({ type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' });
const checkout = (auth: Auth, body: object, key: string | null = randomUUID(), lang = 'en') =>
  api()
    .post('/api/checkout')
    .set({ ...auth, 'Accept-Language': lang, ...(key ? { 'Idempotency-Key': key } : {}) })
    .send(body);

/** A customer (their token's headers) with a pay-later order of a carton lot placed through the API. */
async function customerWithPayLaterOrder() {
  const { auth } = await customerWithToken(t.services);
  await addCarton(auth);
  const id = (await checkout(auth, { payment_mode: 'pay_later' })).body.data.order.id as string;
  return { auth, id };
}

describe('POST /api/checkout', () => {
  it('places a pay-later order (201), the same key again answers the same order', async () => {
    const { auth } = await customerWithToken(t.services);
    await addCarton(auth);
    const key = randomUUID();
    const first = await checkout(auth, { payment_mode: 'pay_later', notes: 'Merci' }, key);
    expect(first.status).toBe(201);
    const order = first.body.data.order;
    expect(first.body.message).toBe(`Your order ${order.number} has been placed.`);
    expect(order).toMatchObject({
      status: 'pending',
      status_label: 'Pending',
      pay_status: 'on_hand',
      pay_status_label: 'On hand',
      extra_info: 'Merci',
      packages: [expect.any(String)],
    });
    expect(order.total.label).toMatch(/MAD|DH/);
    expect(order.created_at).toEqual({ iso: expect.any(String), label: expect.any(String) });
    expect(first.body.data.redirect_url).toBeNull();
    const again = await checkout(auth, { payment_mode: 'pay_later', notes: 'Merci' }, key);
    expect(again.body.data.order.id).toBe(order.id);
    expect((await api().get('/api/orders').set(auth)).body.data.total).toBe(1);
  });

  it('answers the order exactly as reading it back does (issue 28: built from what the checkout wrote), in each language and payment mode', async () => {
    for (const [lang, mode] of [
      ['fr', 'pay_later'],
      ['ar', 'pay_later'],
      ['en', 'pay_now'],
    ] as const) {
      const { auth } = await customerWithToken(t.services);
      await addCarton(auth);
      await api().post('/api/cart/items').set(auth).send({ type: 'service', service_id: 'papier-bulle' });
      const key = randomUUID();
      const placed = await checkout(auth, { payment_mode: mode, notes: 'Note', links: [] }, key, lang);
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = placed.body.data.order;
      expect(order.lines).toHaveLength(2);
      const read = await api()
        .get(`/api/orders/${order.id}`)
        .set({ ...auth, 'Accept-Language': lang });
      const { files, ...detail } = read.body.data;
      expect(files).toEqual([]);
      expect(order).toEqual(detail);
      // The same key again reads it back: the same answer.
      const replay = await checkout(auth, { payment_mode: mode, notes: 'Note', links: [] }, key, lang);
      expect(replay.body.data.order).toEqual(order);
    }
  });

  it('the same key with other parameters answers 422 in the reader’s language; the same ones still the same order', async () => {
    const { auth } = await customerWithToken(t.services);
    await addCarton(auth);
    const key = randomUUID();
    const body = { payment_mode: 'pay_later', notes: 'Merci', links: ['https://example.com/a'] };
    const first = await checkout(auth, body, key);
    expect(first.status).toBe(201);
    await addCarton(auth);
    for (const other of [
      { ...body, notes: 'Autre chose' },
      { ...body, payment_mode: 'pay_now' },
      { ...body, links: [] },
      { payment_mode: 'pay_later' },
    ]) {
      const reused = await checkout(auth, other, key, 'fr');
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({
        message: expect.stringMatching(
          /^Cette clé Idempotency-Key a déjà servi pour une commande aux paramètres/,
        ),
        errors: { 'Idempotency-Key': [reused.body.message] },
      });
    }
    const same = await checkout(auth, body, key);
    expect(same.status).toBe(201);
    expect(same.body.data.order.id).toBe(first.body.data.order.id);
    // The cart filled again after the first checkout is still there: nothing else was placed.
    expect((await api().get('/api/orders').set(auth)).body.data.total).toBe(1);
  });

  it('pay now answers the payment page to go to', async () => {
    const { auth } = await customerWithToken(t.services);
    await addCarton(auth);
    const res = await checkout(auth, { payment_mode: 'pay_now' }, randomUUID(), 'fr');
    expect(res.status).toBe(201);
    expect(res.body.data.redirect_url).toMatch(/\/payments\/sandbox\/sbx_cs_/);
    expect(res.body.data.order.pay_status_label).toBe('En attente');
  });

  it('after a declined card, pays again with a new key: a new page, the same one for that key; a pay-later order is not paid here', async () => {
    const { auth } = await customerWithToken(t.services);
    await addCarton(auth);
    const placed = await checkout(auth, { payment_mode: 'pay_now' });
    const id = placed.body.data.order.id as string;
    const first = placed.body.data.redirect_url as string;
    await t.services.payments.sandbox.hosted.pay(first.split('/').at(-1)!, {
      number: '4000000000000002',
      expiry: '12/30',
      cvc: '123',
      name: 'Salma Benali',
    });
    expect((await api().post(`/api/orders/${id}/pay`).set(auth)).status).toBe(400);
    const key = randomUUID();
    const again = await api().post(`/api/orders/${id}/pay`).set(auth).set('Idempotency-Key', key);
    expect(again.status).toBe(201);
    expect(again.body.data.redirect_url).toMatch(/\/payments\/sandbox\/sbx_cs_/);
    expect(again.body.data.redirect_url).not.toBe(first);
    const replay = await api().post(`/api/orders/${id}/pay`).set(auth).set('Idempotency-Key', key);
    expect(replay.body.data.redirect_url).toBe(again.body.data.redirect_url);
    expect(await countRows(t.services, 'payments', `purpose_id = '${id}'`)).toBe(2);
    const { auth: later } = await customerWithToken(t.services);
    await addCarton(later);
    const payLater = (await checkout(later, { payment_mode: 'pay_later' })).body.data.order.id as string;
    const refused = await api()
      .post(`/api/orders/${payLater}/pay`)
      .set(later)
      .set('Idempotency-Key', randomUUID());
    expect(refused.status).toBe(409);
  });

  it('refuses without an Idempotency-Key, bad bodies and an empty cart, writing nothing', async () => {
    const { id, auth } = await customerWithToken(t.services);
    await addCarton(auth);
    const noKey = await checkout(auth, { payment_mode: 'pay_later' }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    for (const body of [
      {},
      { payment_mode: 'cash' },
      { payment_mode: 'pay_later', total: 1 },
      { payment_mode: 'pay_now', links: ['not a url'] },
    ]) {
      const res = await checkout(auth, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toBeTypeOf('object');
    }
    expect((await checkout(auth, { payment_mode: 'pay_later', price: 1 })).body.errors).toEqual({
      price: ['This field is not accepted.'],
    });
    expect(await countRows(t.services, 'orders', `customer_id = '${id}'`)).toBe(0);
    const { auth: empty } = await customerWithToken(t.services);
    const res = await checkout(empty, { payment_mode: 'pay_later' }, randomUUID(), 'ar');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: 'لا يمكن طلب سلتك على حالها.', reasons: ['empty'] });
  });

  it('answers 401 to a visitor', async () => {
    expect((await checkout({}, { payment_mode: 'pay_later' })).status).toBe(401);
  });
});

describe('the customer’s orders', () => {
  it('lists newest first with pagination, shows one with its lines and history, updates and cancels it', async () => {
    const { auth } = await customerWithToken(t.services);
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      await addCarton(auth);
      numbers.push((await checkout(auth, { payment_mode: 'pay_later' })).body.data.order.number);
    }
    const page = await api().get('/api/orders?per_page=2').set(auth);
    expect(page.body.data).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(page.body.data.data.map((o: { number: string }) => o.number)).toEqual([numbers[2], numbers[1]]);
    const id = page.body.data.data[0].id as string;

    const shown = await api().get(`/api/orders/${id}`).set(auth).set('Accept-Language', 'fr');
    expect(shown.body.data.lines).toEqual([
      expect.objectContaining({
        type: 'package',
        service_id: 'carton-double-cannelure',
        package_id: 'lot-100',
      }),
    ]);
    expect(shown.body.data.history).toEqual([
      expect.objectContaining({
        field: 'pay_status',
        from: 'pending',
        to: 'on_hand',
        to_label: 'À régler',
        actor: 'customer',
      }),
    ]);

    const patched = await api()
      .patch(`/api/orders/${id}`)
      .set(auth)
      .send({ extra_info: 'Porte B', links: ['https://example.test/a'] });
    expect(patched.status).toBe(200);
    expect(patched.body.data).toMatchObject({ extra_info: 'Porte B', links: ['https://example.test/a'] });
    expect((await api().patch(`/api/orders/${id}`).set(auth).send({ status: 'done' })).status).toBe(422);

    const canceled = await api().post(`/api/orders/${id}/cancel`).set(auth);
    expect(canceled.status).toBe(200);
    expect(canceled.body.data.status).toBe('canceled');
    const twice = await api().post(`/api/orders/${id}/cancel`).set(auth);
    expect(twice.status).toBe(200);
  });

  it('answers 404 on every order endpoint for another’s, an unknown and a malformed id', async () => {
    const owner = await customerWithToken(t.services);
    await addCarton(owner.auth);
    const theirs = (await checkout(owner.auth, { payment_mode: 'pay_later' })).body.data.order.id as string;
    const { auth } = await customerWithToken(t.services);
    for (const id of [theirs, '999999999', randomUUID(), 'abc'])
      for (const [method, path, body] of [
        ['get', `/api/orders/${id}`, undefined],
        ['patch', `/api/orders/${id}`, { extra_info: 'x' }],
        ['post', `/api/orders/${id}/cancel`, undefined],
        ['get', `/api/orders/${id}/comments`, undefined],
        ['post', `/api/orders/${id}/comments`, { body: 'Bonjour' }],
        ['post', `/api/orders/${id}/reorder`, undefined],
        ['post', `/api/orders/${id}/pay`, undefined],
        ['get', `/api/orders/${id}/files/${randomUUID()}`, undefined],
      ] as const) {
        const res = await api()[method](path).set(auth).send(body);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.message).toBe('Order not found.');
      }
    const [row] = await t.services.db
      .execute(`select status, extra_info from orders where id = '${theirs}'`)
      .then((r) => (r as unknown as { rows: { status: string; extra_info: string | null }[] }).rows);
    expect(row).toEqual({ status: 'pending', extra_info: null });
    expect(await countRows(t.services, 'order_comments', `order_id = '${theirs}'`)).toBe(0);
    for (const id of [theirs, '999999999', 'abc']) {
      const res = await api()
        .post(`/api/orders/${id}/files`)
        .set(auth)
        .attach('files', samples.pdf(), 'devis.pdf');
      expect(res.status).toBe(404);
    }
    expect(await countRows(t.services, 'attachments', `owner_id = '${theirs}'`)).toBe(0);
  });

  it('takes files for an order through the attachments module and serves them only to its customer', async () => {
    const { auth, id } = await customerWithPayLaterOrder();
    const upload = await api()
      .post(`/api/orders/${id}/files`)
      .set(auth)
      .attach('files', samples.pdf(), 'devis.pdf')
      .attach('files', samples.text(), 'notes.txt');
    expect(upload.status).toBe(201);
    expect(upload.body.data).toHaveLength(2);
    const refused = await api()
      .post(`/api/orders/${id}/files`)
      .set(auth)
      .attach('files', samples.html(), 'page.txt');
    expect(refused.status).toBe(422);
    const fileId = upload.body.data[0].id as string;
    const file = await api().get(`/api/orders/${id}/files/${fileId}`).set(auth);
    expect(file.status).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    const shown = await api().get(`/api/orders/${id}`).set(auth);
    expect(shown.body.data.files.map((f: { id: string }) => f.id)).toEqual(
      upload.body.data.map((f: { id: string }) => f.id),
    );
    const other = await customerWithToken(t.services);
    expect((await api().get(`/api/orders/${id}/files/${fileId}`).set(other.auth)).status).toBe(404);
  });

  it('reorders at today’s prices, saying what could not be added and why', async () => {
    const { id: customer, auth } = await customerWithToken(t.services);
    await addCarton(auth);
    await api().post('/api/cart/items').set(auth).send({ type: 'service', service_id: 'stockage-climatise' });
    const price = (await t.services.cart.read(customer, 'en')).items.find(
      (i) => i.package_id === 'lot-100',
    )!.price;
    const id = (await checkout(auth, { payment_mode: 'pay_later' })).body.data.order.id as string;
    await setPackageTerms(t.services.db, 'carton-double-cannelure', 'lot-100', { priceMinor: 99900 });
    await setServiceTerms(t.services.db, 'stockage-climatise', { available: false });
    try {
      const res = await api().post(`/api/orders/${id}/reorder`).set(auth);
      expect(res.status).toBe(200);
      expect(res.body.data.added).toEqual([expect.objectContaining({ type: 'package' })]);
      expect(res.body.data.not_added).toEqual([
        expect.objectContaining({ type: 'service', reason: 'unavailable', message: expect.any(String) }),
      ]);
      const cart = await t.services.cart.read(customer, 'en');
      expect(cart.items.map((i) => [i.package_id, i.price.minor])).toEqual([['lot-100', 99900]]);
      const again = await api().post(`/api/orders/${id}/reorder`).set(auth);
      expect(again.body.data.not_added.map((i: { reason: string }) => i.reason)).toEqual([
        'duplicate',
        'unavailable',
      ]);
    } finally {
      await setServiceTerms(t.services.db, 'stockage-climatise', { available: true });
      await setPackageTerms(t.services.db, 'carton-double-cannelure', 'lot-100', { priceMinor: price.minor });
    }
  });

  it('keeps a comment thread per order: the customer writes, reads it back with dates from the server', async () => {
    const { auth, id } = await customerWithPayLaterOrder();
    const posted = await api()
      .post(`/api/orders/${id}/comments`)
      .set(auth)
      .send({ body: '  Livraison lundi ?  ' });
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe('Your comment has been added.');
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }, { body: 'ok', author: 'admin' }])
      expect((await api().post(`/api/orders/${id}/comments`).set(auth).send(body)).status).toBe(422);
    const thread = await api().get(`/api/orders/${id}/comments`).set(auth);
    expect(thread.body.data).toEqual([
      {
        id: expect.any(Number),
        author: 'customer',
        body: 'Livraison lundi ?',
        created_at: { iso: expect.any(String), label: expect.any(String) },
      },
    ]);
  });
});
