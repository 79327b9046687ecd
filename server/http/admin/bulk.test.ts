import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { users } from '../../modules/accounts/schema';
import { customerWithToken, newCustomer } from '../../modules/cart/test-helpers';
import { newsletterSubscribers } from '../../modules/contact/schema';
import { contactRequests } from '../../modules/requests/schema';
import { customerWithCart, historyOf } from '../../modules/orders/test-helpers';
import { orders } from '../../modules/orders/schema';
import { forceStatus, requestHistory } from '../../modules/requests/test-helpers';
import { auditLog } from '../../modules/audit/schema';
import { adminLogin, newAdmin } from '../../modules/admin/test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof newAdmin>>;
let headers: Record<string, string>;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' }, { worker: false });
  await seedDemoShop(t.services);
  admin = await newAdmin(t.services);
  headers = (await adminLogin(t.app, admin)).headers;
  await reauthenticate(headers, admin.password);
});
afterAll(() => t.close());

async function reauthenticate(h: Record<string, string>, password: string) {
  const res = await request(t.app).post('/api/admin/reauthenticate').set(h).send({ password });
  expect(res.status).toBe(200);
}

const bulk = (area: string, body: object, h = headers) =>
  request(t.app).post(`/api/admin/${area}/bulk?lang=en`).set(h).send(body);

const auditOf = (action: string, ids: string[]) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids)))
    .orderBy(asc(auditLog.id));

const outcomes = (body: { data: { results: { id: string; outcome: string }[] } }) =>
  Object.fromEntries(body.data.results.map((r) => [r.id, r.outcome]));

async function pendingOrder() {
  const customer = await customerWithCart(t.services, [
    { service: 'carton-double-cannelure', package: 'lot-100' },
  ]);
  const { order } = await t.services.orders.placeOrder({
    customerId: customer,
    locale: 'en',
    paymentMode: 'pay_later',
    idempotencyKey: randomUUID(),
  });
  return order.id;
}

async function filedRequest() {
  const customer = await customerWithToken(t.services);
  const { id } = await t.services.requests.file(
    customer.id,
    { type: 'support', subject: `Bulk ${++n}`, comments: 'Three boxes arrived crushed.' },
    'en',
  );
  return id;
}

async function subscriber(status: 'confirmed' | 'unsubscribed' = 'confirmed') {
  const [row] = await t.services.db
    .insert(newsletterSubscribers)
    .values({
      email: `bulk-${++n}-${randomUUID()}@example.test`,
      status,
      token: `bulk-${n}-${randomUUID()}`,
      locale: 'fr',
      createdAt: t.clock.now(),
    })
    .returning();
  return String(row!.id);
}

describe('the guards of every bulk route', () => {
  const AREAS = [
    ['orders', { status: 'approved' }],
    ['requests', { status: 'done' }],
    ['customers', { action: 'disable' }],
    ['subscribers', { action: 'unsubscribe' }],
  ] as const;

  it('wants the password typed within 5 minutes: 403 {reauthenticate}, nothing changed', async () => {
    const other = await newAdmin(t.services);
    const fresh = (await adminLogin(t.app, other, '10.40.0.1')).headers;
    const order = await pendingOrder();
    for (const [area, action] of AREAS) {
      const res = await bulk(area, { ids: [order], ...action }, fresh);
      expect(res.status, area).toBe(403);
      expect(res.body).toMatchObject({ reauthenticate: true });
    }
    expect(await historyOf(t.services, order)).toEqual([
      expect.stringMatching(/^pay_status:pending→on_hand/),
    ]);
  });

  it('more than 100 ids is 400; no ids, an unknown action or field is 422, in the request language', async () => {
    const many = Array.from({ length: 101 }, () => randomUUID());
    for (const [area, action] of AREAS) {
      const tooMany = await bulk(area, { ids: many, ...action });
      expect(tooMany.status, area).toBe(400);
      expect(tooMany.body.errors.ids).toEqual(['At most 100 rows at once.']);
      const none = await bulk(area, { ids: [], ...action });
      expect(none.status, area).toBe(422);
      expect(none.body.errors.ids).toEqual(['Select at least one row.']);
      const extra = await bulk(area, { ids: [randomUUID()], ...action, price: 1 });
      expect(extra.status, area).toBe(422);
      expect(extra.body.errors.price).toEqual(['This field is not accepted.']);
    }
    const wrong = await request(t.app)
      .post('/api/admin/orders/bulk?lang=fr')
      .set(headers)
      .send({ ids: [randomUUID()], status: 'shipped' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.status).toEqual(['Choisissez un statut.']);
  });
});

describe('orders: move the selected through the order machine', () => {
  it('reports each order (done, unchanged, refused, not found) with one history and one audit row per change', async () => {
    const [a, b, approved, done] = [
      await pendingOrder(),
      await pendingOrder(),
      await pendingOrder(),
      await pendingOrder(),
    ];
    await t.services.db.update(orders).set({ status: 'approved' }).where(eq(orders.id, approved));
    await t.services.db.update(orders).set({ status: 'done' }).where(eq(orders.id, done));
    const unknown = randomUUID();
    const res = await bulk('orders', {
      ids: [a, b, approved, done, unknown, 'not-an-id', a],
      status: 'approved',
    });
    expect(res.status).toBe(200);
    expect(outcomes(res.body)).toEqual({
      [a]: 'done',
      [b]: 'done',
      [approved]: 'unchanged',
      [done]: 'refused',
      [unknown]: 'not_found',
      'not-an-id': 'not_found',
    });
    expect(res.body.data.results).toHaveLength(6);
    expect(res.body.data.results.find((r: { id: string }) => r.id === done).message).toBe(
      'This order cannot move from “Done” to “Approved”.',
    );
    expect(res.body.message).toBe('2 done, 1 unchanged, 1 refused, 2 not found');
    expect(await historyOf(t.services, a)).toContain('status:pending→approved:admin');
    const audit = await auditOf('order.status_changed', [a, b, approved, done]);
    expect(audit.map((r) => r.entityId).sort()).toEqual([a, b].sort());
    expect(audit.every((r) => r.actorId === admin.id)).toBe(true);
    expect((await t.services.db.select().from(orders).where(eq(orders.id, done)))[0]!.status).toBe('done');
  });

  it('the same bulk run twice at once changes each order once: one history row, one audit row', async () => {
    const ids = [await pendingOrder(), await pendingOrder(), await pendingOrder()];
    const [one, two] = await Promise.all([
      bulk('orders', { ids, status: 'approved' }),
      bulk('orders', { ids, status: 'approved' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const id of ids) {
      expect([outcomes(one.body)[id], outcomes(two.body)[id]].sort()).toEqual(['done', 'unchanged']);
      expect((await historyOf(t.services, id)).filter((h) => h.startsWith('status:'))).toEqual([
        'status:pending→approved:admin',
      ]);
    }
    expect(await auditOf('order.status_changed', ids)).toHaveLength(3);
  });
});

describe('requests: move the selected through the desk', () => {
  it('closes what the machine allows, refuses the rest, leaves demos to their queue', async () => {
    const [pending, done, rejected, demo] = [
      await filedRequest(),
      await filedRequest(),
      await filedRequest(),
      await filedRequest(),
    ];
    await forceStatus(t.services, done, 'done');
    await forceStatus(t.services, rejected, 'rejected');
    await t.services.db.update(contactRequests).set({ kind: 'demo' }).where(eq(contactRequests.id, demo));
    const res = await bulk('requests', { ids: [pending, done, rejected, demo], status: 'canceled' });
    expect(res.status).toBe(200);
    expect(outcomes(res.body)).toEqual({
      [pending]: 'done',
      [done]: 'refused',
      [rejected]: 'refused',
      [demo]: 'not_found',
    });
    expect(await requestHistory(t.services, pending)).toEqual(['pending→canceled:admin']);
    expect(await requestHistory(t.services, demo)).toEqual([]);
    const audit = await auditOf('request.status_changed', [pending, done, rejected, demo]);
    expect(audit.map((r) => r.entityId)).toEqual([pending]);
    expect(audit[0]!.after).toMatchObject({ status: 'canceled' });
  });

  it('the same bulk run twice at once changes each request once', async () => {
    const ids = [await filedRequest(), await filedRequest()];
    const [one, two] = await Promise.all([
      bulk('requests', { ids, status: 'approved' }),
      bulk('requests', { ids, status: 'approved' }),
    ]);
    for (const id of ids) {
      expect([outcomes(one.body)[id], outcomes(two.body)[id]].sort()).toEqual(['done', 'unchanged']);
      expect(await requestHistory(t.services, id)).toEqual(['pending→approved:admin']);
    }
    expect(await auditOf('request.status_changed', ids)).toHaveLength(2);
  });
});

describe('customers: disable or enable the selected', () => {
  it('disables each account with its sessions, refuses the admin themself, reports the already disabled', async () => {
    const [a, b, already] = [
      await newCustomer(t.services),
      await newCustomer(t.services),
      await newCustomer(t.services),
    ];
    await t.services.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, already));
    const res = await bulk('customers', { ids: [a, b, already, admin.id, randomUUID()], action: 'disable' });
    expect(res.status).toBe(200);
    expect(Object.values(outcomes(res.body))).toEqual(['done', 'done', 'unchanged', 'refused', 'not_found']);
    expect(res.body.data.results[3].message).toBe('You cannot do this to your own account.');
    const disabled = await t.services.db
      .select()
      .from(users)
      .where(inArray(users.id, [a, b, admin.id]));
    expect(Object.fromEntries(disabled.map((u) => [u.id, !!u.disabledAt]))).toEqual({
      [a]: true,
      [b]: true,
      [admin.id]: false,
    });
    expect(await auditOf('customer.disabled', [a, b, already, admin.id])).toHaveLength(2);

    const back = await bulk('customers', { ids: [a, b], action: 'enable' });
    expect(Object.values(outcomes(back.body))).toEqual(['done', 'done']);
    expect(await auditOf('customer.enabled', [a, b])).toHaveLength(2);
  });

  it('the same bulk run twice at once disables each account once (one audit row)', async () => {
    const ids = [await newCustomer(t.services), await newCustomer(t.services)];
    const [one, two] = await Promise.all([
      bulk('customers', { ids, action: 'disable' }),
      bulk('customers', { ids, action: 'disable' }),
    ]);
    for (const id of ids)
      expect([outcomes(one.body)[id], outcomes(two.body)[id]].sort()).toEqual(['done', 'unchanged']);
    expect(await auditOf('customer.disabled', ids)).toHaveLength(2);
  });
});

describe('subscribers: unsubscribe the selected', () => {
  it('unsubscribes each, reports the already unsubscribed and the unknown, twice at once still once', async () => {
    const [a, b, gone] = [await subscriber(), await subscriber(), await subscriber('unsubscribed')];
    const [one, two] = await Promise.all([
      bulk('subscribers', { ids: [a, b, gone, '999999999', 'x'], action: 'unsubscribe' }),
      bulk('subscribers', { ids: [a, b], action: 'unsubscribe' }),
    ]);
    expect(one.status).toBe(200);
    expect(outcomes(one.body)[gone]).toBe('unchanged');
    expect(outcomes(one.body)['999999999']).toBe('not_found');
    expect(outcomes(one.body).x).toBe('not_found');
    for (const id of [a, b])
      expect([outcomes(one.body)[id], outcomes(two.body)[id]].sort()).toEqual(['done', 'unchanged']);
    const rows = await t.services.db
      .select()
      .from(newsletterSubscribers)
      .where(inArray(newsletterSubscribers.id, [Number(a), Number(b)]));
    expect(rows.map((r) => r.status)).toEqual(['unsubscribed', 'unsubscribed']);
    expect(await auditOf('subscriber.unsubscribed', [a, b, gone])).toHaveLength(2);
  });
});
