import { randomUUID } from 'node:crypto';
import { isolate } from '../../../common/i18n/bidi';
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wallClockParts } from '../../../common/format/dates';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { invoices } from '../invoices/schema';
import { notifications } from '../notifications/schema';
import { countRows } from '../payments/test-helpers';
import { orderHistory, orders } from './schema';
import { customerWithCart, emailOf, historyOf, mailSubjectsTo } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let auth: Record<string, string>;
let adminId: string;
let adminEmail: string;
// No worker: mails stay in the outbox, where the tests read them.
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '1000' }, { worker: false });
  await seedDemoShop(t.services);
  const admin = await newAdmin(t.services);
  adminId = admin.id;
  adminEmail = admin.email;
  auth = (await adminLogin(t.app, admin)).headers;
  const reauth = await request(t.app)
    .post('/api/admin/reauthenticate')
    .set(auth)
    .send({ password: admin.password });
  expect(reauth.status).toBe(200);
});
afterAll(() => t.close());

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
const card = { number: '4242424242424242', expiry: '12/30', cvc: '123', name: 'Salma Benali' };
const api = () => request(t.app);
/** The signed-in admin's requests, in that language. */
const asAdmin = (lang: 'fr' | 'en' | 'ar') => {
  const headers = { ...auth, 'Accept-Language': lang };
  return {
    get: (path: string) => api().get(path).set(headers),
    post: (path: string) => api().post(path).set(headers),
  };
};

/** A customer's order of a carton lot, placed with that payment mode. */
async function placed(paymentMode: 'pay_later' | 'pay_now', locale: 'fr' | 'en' | 'ar' = 'fr') {
  const customer = await customerWithCart(t.services, [CARTON], locale);
  const { order } = await t.services.orders.placeOrder({
    customerId: customer,
    locale,
    paymentMode,
    idempotencyKey: randomUUID(),
  });
  return { customer, order };
}
const payLater = (locale: 'fr' | 'en' | 'ar' = 'fr') => placed('pay_later', locale);

/** A pay-now order paid on the sandbox's page, as the customer's return confirms it. */
async function paidNow() {
  const { customer, order } = await placed('pay_now');
  const [payment] = await t.services.payments.listFor('order', order.id);
  await t.services.payments.sandbox.hosted.pay(payment!.providerRef!, card);
  await t.services.payments.confirm(payment!.id, 'redirect');
  return { customer, order, paymentId: payment!.id };
}

const auditOf = (orderId: string) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
    .orderBy(asc(auditLog.id));
const orderRow = async (id: string) =>
  (await t.services.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const notificationKeys = async (userId: string) =>
  (await t.services.db.select().from(notifications).where(eq(notifications.userId, userId))).map(
    (n) => n.messageKey,
  );

describe('GET /api/admin/orders', () => {
  it('filters, searches, sorts and pages; wrong filters are 422 in the request language', async () => {
    const a = await payLater();
    const b = await paidNow();
    const email = await emailOf(t.services, a.customer);
    const byEmail = await api()
      .get(`/api/admin/orders?q=${encodeURIComponent(email)}`)
      .set(auth);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    expect(byEmail.body.data.data[0]).toMatchObject({
      id: a.order.id,
      customer: { email },
      pay_status: 'on_hand',
    });
    const byNumber = await api().get(`/api/admin/orders?q=${b.order.number}`).set(auth);
    expect(byNumber.body.data.data.map((o: { id: string }) => o.id)).toEqual([b.order.id]);

    const paid = await api().get('/api/admin/orders?pay_status=paid&payment_mode=pay_now').set(auth);
    expect(paid.body.data.data.every((o: { pay_status: string }) => o.pay_status === 'paid')).toBe(true);
    expect(paid.body.data.data.map((o: { id: string }) => o.id)).toContain(b.order.id);

    const pageOne = await api().get('/api/admin/orders?sort=number&per_page=1').set(auth);
    const pageTwo = await api().get('/api/admin/orders?sort=number&per_page=1&page=2').set(auth);
    expect(pageOne.body.data.per_page).toBe(1);
    expect(pageOne.body.data.last_page).toBeGreaterThanOrEqual(2);
    expect(pageOne.body.data.data[0].number < pageTwo.body.data.data[0].number).toBe(true);

    const wall = wallClockParts(t.services.clock.now(), t.services.config.TIME_ZONE);
    const today = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
    const dated = await api().get(`/api/admin/orders?from=${today}&to=${today}`).set(auth);
    expect(dated.body.data.total).toBeGreaterThanOrEqual(2);
    const future = await api().get('/api/admin/orders?from=2099-01-01').set(auth);
    expect(future.body.data.total).toBe(0);

    const bad = await asAdmin('fr').get('/api/admin/orders?status=lost&from=2026-02-31');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Les données envoyées ne sont pas valides.');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'status']);
  });

  it('the detail: lines, amounts, history, payments, invoices; unknown and malformed ids are 404', async () => {
    const { order } = await paidNow();
    const res = await asAdmin('en').get(`/api/admin/orders/${order.id}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.lines).toHaveLength(1);
    expect(d.total.label).toMatch(/MAD|DH/);
    expect(d.history.map((h: { actor_label: string }) => h.actor_label)).toEqual(['System', 'System']);
    expect(d.payments).toMatchObject([
      { status: 'succeeded', status_label: 'Succeeded', provider: 'sandbox' },
    ]);
    expect(d.invoices).toMatchObject([{ kind: 'invoice', status: 'paid' }]);
    expect(d.can).toMatchObject({ record_payment: false, refund: true });
    expect(d.can.statuses.map((s: { value: string }) => s.value).sort()).toEqual(['canceled', 'done']);
    for (const id of ['00000000-0000-4000-8000-000000000000', '999999999', 'not-an-id']) {
      const missing = await asAdmin('ar').get(`/api/admin/orders/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body.message).toBe('الطلب غير موجود.');
      const moved = await api().post(`/api/admin/orders/${id}/status`).set(auth).send({ status: 'done' });
      expect(moved.status, id).toBe(404);
      expect((await api().post(`/api/admin/orders/${id}/payment`).set(auth)).status, id).toBe(404);
      expect(
        (await api().post(`/api/admin/orders/${id}/refund`).set(auth).set('Idempotency-Key', randomUUID()))
          .status,
        id,
      ).toBe(404);
      expect(
        (await api().post(`/api/admin/orders/${id}/comments`).set(auth).send({ body: 'x' })).status,
      ).toBe(404);
    }
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves through the state machine as admin, tells the customer, writes one audit row', async () => {
    const { customer, order } = await payLater('ar');
    const res = await asAdmin('en').post(`/api/admin/orders/${order.id}/status`).send({ status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The order is now “Approved”. The customer was told.');
    expect(res.body.data.status).toBe('approved');
    expect(await historyOf(t.services, order.id)).toEqual([
      'pay_status:pending→on_hand:customer',
      'status:pending→approved:admin',
    ]);
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toContain(
      `الطلب ${isolate(order.number)}: مقبول`,
    );
    expect(await notificationKeys(customer)).toContain('order_status_changed');
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: adminId,
      action: 'order.status_changed',
      before: { status: 'pending' },
      after: { status: 'approved' },
    });
  });

  it('a move the machine refuses is 409 in the request language and changes nothing', async () => {
    const { order } = await payLater();
    const res = await asAdmin('fr').post(`/api/admin/orders/${order.id}/status`).send({ status: 'closed' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cette commande ne peut pas passer de « En attente » à « Clôturée ».');
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await historyOf(t.services, order.id)).toEqual(['pay_status:pending→on_hand:customer']);
    expect(await auditOf(order.id)).toEqual([]);
    const invalid = await asAdmin('fr')
      .post(`/api/admin/orders/${order.id}/status`)
      .send({ status: 'lost', extra: 1 });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      status: ['Choisissez un statut.'],
      extra: ['Ce champ n’est pas accepté.'],
    });
  });

  it('cancelling a pay-later order credits its On hand invoice', async () => {
    const { order } = await payLater();
    const res = await api()
      .post(`/api/admin/orders/${order.id}/status`)
      .set(auth)
      .send({ status: 'canceled' });
    expect(res.status).toBe(200);
    const kinds = (await t.services.db.select().from(invoices).where(eq(invoices.orderId, order.id))).map(
      (i) => i.kind,
    );
    expect(kinds.sort()).toEqual(['credit_note', 'invoice']);
  });
});

describe('POST /api/admin/orders/:id/payment', () => {
  it('On hand → Paid (and Approved), its invoice Paid, the customer told; twice at once is once', async () => {
    const { customer, order } = await payLater('fr');
    const [first, second] = await Promise.all([
      api().post(`/api/admin/orders/${order.id}/payment`).set(auth),
      api().post(`/api/admin/orders/${order.id}/payment`).set(auth),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 'paid', status: 'approved' });
    expect(await historyOf(t.services, order.id)).toEqual([
      'pay_status:pending→on_hand:customer',
      'pay_status:on_hand→paid:admin',
      'status:pending→approved:admin',
    ]);
    const [invoice] = await t.services.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoice!.status).toBe('paid');
    const subjects = await mailSubjectsTo(t.services, await emailOf(t.services, customer));
    expect(subjects.filter((s) => s.startsWith('Paiement effectué'))).toHaveLength(1);
    expect(await auditOf(order.id)).toMatchObject([
      {
        action: 'order.payment_recorded',
        actorId: adminId,
        before: { pay_status: 'on_hand', status: 'pending' },
        after: { pay_status: 'paid', status: 'approved' },
      },
    ]);
  });

  it('a pay-now order awaiting its payment is refused (409)', async () => {
    const { order } = await placed('pay_now');
    const res = await asAdmin('en').post(`/api/admin/orders/${order.id}/payment`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order cannot move from “Pending” to “Paid”.');
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe('the order history names the admin', () => {
  it('a status move and a recorded payment keep the admin id; the detail shows who; other actors have none', async () => {
    const { order } = await payLater();
    expect((await api().post(`/api/admin/orders/${order.id}/payment`).set(auth)).status).toBe(200);
    expect(
      (await api().post(`/api/admin/orders/${order.id}/status`).set(auth).send({ status: 'done' })).status,
    ).toBe(200);
    const rows = await t.services.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(asc(orderHistory.id));
    expect(rows.map((r) => [`${r.field}:${r.toValue}:${r.actor}`, r.actorId])).toEqual([
      ['pay_status:on_hand:customer', null],
      ['pay_status:paid:admin', adminId],
      ['status:approved:admin', adminId],
      ['status:done:admin', adminId],
    ]);
    const detail = await api().get(`/api/admin/orders/${order.id}?lang=en`).set(auth);
    expect(
      detail.body.data.history.map(
        (h: { to: string; actor_id: string | null; actor_email: string | null }) => [
          h.to,
          h.actor_id,
          h.actor_email,
        ],
      ),
    ).toEqual([
      ['on_hand', null, null],
      ['paid', adminId, adminEmail],
      ['approved', adminId, adminEmail],
      ['done', adminId, adminEmail],
    ]);
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('wants the password typed again within 5 minutes, and an Idempotency-Key', async () => {
    const admin = await newAdmin(t.services);
    const fresh = (await adminLogin(t.app, admin, '10.9.0.7')).headers;
    const { order } = await paidNow();
    // Signed in, but the password was never typed again.
    const stale = await api().post(`/api/admin/orders/${order.id}/refund`).set(fresh);
    expect(stale.status).toBe(403);
    expect(stale.body.reauthenticate).toBe(true);
    await api().post('/api/admin/reauthenticate').set(fresh).send({ password: admin.password });
    const noKey = await api().post(`/api/admin/orders/${order.id}/refund`).set(fresh);
    expect(noKey.status).toBe(400);
    expect((await orderRow(order.id)).payStatus).toBe('paid');
  });

  it('one key clicked twice at once: one refund at the provider, one credit note, one audit row', async () => {
    const admin = await newAdmin(t.services);
    const headers = (await adminLogin(t.app, admin, '10.9.0.8')).headers;
    await api().post('/api/admin/reauthenticate').set(headers).send({ password: admin.password });
    const { order, paymentId } = await paidNow();
    const key = randomUUID();
    const refund = () =>
      api().post(`/api/admin/orders/${order.id}/refund`).set(headers).set('Idempotency-Key', key);
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await countRows(t.services, 'payment_refunds', `payment_id = '${paymentId}'`)).toBe(1);
    const provider = (await t.services.payments.get(paymentId)).providerRef;
    expect(await countRows(t.services, 'sandbox_refunds', `payment_id = '${provider}'`)).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ payStatus: 'refund' });
    expect(
      (await historyOf(t.services, order.id)).filter((h) => h.startsWith('pay_status:paid→refund')),
    ).toEqual(['pay_status:paid→refund:admin']);
    const docs = await t.services.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(docs.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(1);
    expect(await auditOf(order.id)).toMatchObject([
      { action: 'order.refunded', actorId: admin.id, before: { pay_status: 'paid' } },
    ]);
    // Another key on a refunded order: refused, nothing more.
    const again = await api()
      .post(`/api/admin/orders/${order.id}/refund`)
      .set({ ...headers, 'Accept-Language': 'fr' })
      .set('Idempotency-Key', randomUUID());
    expect(again.status).toBe(409);
    expect(await countRows(t.services, 'payment_refunds', `payment_id = '${paymentId}'`)).toBe(1);
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('two keys at once: only one refund passes; a pay-later order paid by hand has nothing to refund', async () => {
    const { order, paymentId } = await paidNow();
    const results = await Promise.all(
      [randomUUID(), randomUUID()].map((key) =>
        api().post(`/api/admin/orders/${order.id}/refund`).set(auth).set('Idempotency-Key', key),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await countRows(t.services, 'payment_refunds', `payment_id = '${paymentId}'`)).toBe(1);
    expect(await auditOf(order.id)).toHaveLength(1);

    const byHand = await payLater();
    await api().post(`/api/admin/orders/${byHand.order.id}/payment`).set(auth);
    const none = await asAdmin('en')
      .post(`/api/admin/orders/${byHand.order.id}/refund`)
      .set('Idempotency-Key', randomUUID());
    expect(none.status).toBe(409);
    expect(none.body.message).toMatch(/not paid through the payment provider/);
    const unpaid = await payLater();
    const refused = await api()
      .post(`/api/admin/orders/${unpaid.order.id}/refund`)
      .set(auth)
      .set('Idempotency-Key', randomUUID());
    expect(refused.status).toBe(409);
  });
});

describe('POST /api/admin/orders/:id/comments', () => {
  it("the company's reply is in the customer's thread; the customer is told in their language", async () => {
    const { customer, order } = await payLater('ar');
    const res = await asAdmin('fr')
      .post(`/api/admin/orders/${order.id}/comments`)
      .send({ body: '  Votre commande part demain.  ' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Réponse envoyée. Le client a été prévenu.');
    const thread = await t.services.orders.comments.list(order.id, 'ar');
    expect(thread).toMatchObject([{ author: 'admin', body: 'Votre commande part demain.' }]);
    expect(await mailSubjectsTo(t.services, await emailOf(t.services, customer))).toContain(
      `رد جديد على طلبك ${isolate(order.number)}`,
    );
    expect(await notificationKeys(customer)).toContain('order_replied');
    expect(await auditOf(order.id)).toMatchObject([
      { action: 'order.replied', actorId: adminId, after: { comment_id: thread[0]!.id } },
    ]);
    const detail = await api().get(`/api/admin/orders/${order.id}`).set(auth);
    expect(detail.body.data.comments).toHaveLength(1);

    const empty = await asAdmin('ar').post(`/api/admin/orders/${order.id}/comments`).send({ body: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ['هذا الحقل مطلوب.'] });
  });
});
