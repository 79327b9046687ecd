import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import type { AuditActor } from '../audit/service';
import { customerWithCart } from '../orders/test-helpers';
import { orderLines } from '../orders/schema';
import { movePayStatus } from '../orders/transitions';
import { isDomainError } from '../../platform/domain-error';
import { PromoErrors } from './errors';
import { promoCodes } from './schema';
import { promoCodeInput, uniqueCode } from './test-helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Awaited<ReturnType<typeof newAdmin>> & Awaited<ReturnType<typeof adminLogin>>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' }, { worker: false });
  await seedDemoShop(t.services);
  const account = await newAdmin(t.services);
  admin = { ...account, ...(await adminLogin(t.app, account)) };
});
afterAll(() => t.close());

const CARTON = { service: 'carton-double-cannelure', package: 'lot-100' };
const actor = (email = 'nadia@example.test'): AuditActor => ({
  id: null,
  email,
  ip: '10.0.0.1',
  userAgent: 'vitest',
});
const input = promoCodeInput;
const api = () => request(t.app);
const adminPost = (path: string, body: object = {}) =>
  api().post(`/api/admin${path}`).set(admin.headers).send(body);
const promoRows = async () => (await t.services.db.select({ n: count() }).from(promoCodes))[0]!.n;
const auditRows = (action: string, id: number) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))));

/** The field errors a refused create gives, with nothing written. */
async function refusedCreate(fields: Record<string, unknown>) {
  const before = await promoRows();
  const error = await t.services.promotionsAdmin.create(input(fields), actor()).catch((e: unknown) => e);
  if (!isDomainError<{ fields: Record<string, string> }>(error, PromoErrors.invalid)) throw error;
  expect(await promoRows()).toBe(before);
  return error.details.fields;
}

describe('creating a code', () => {
  it('refuses each broken rule, writing nothing', async () => {
    expect(await refusedCreate({ code: 'welcome10' })).toEqual({ code: 'codeTaken' });
    expect(await refusedCreate({ discount_value: '0' })).toEqual({ discount_value: 'percentRange' });
    expect(await refusedCreate({ discount_value: '101' })).toEqual({ discount_value: 'percentRange' });
    expect(await refusedCreate({ discount_value: '12.5' })).toEqual({ discount_value: 'percentRange' });
    expect(await refusedCreate({ discount_type: 'amount', discount_value: '0' })).toEqual({
      discount_value: 'amountPositive',
    });
    expect(await refusedCreate({ discount_type: 'amount', discount_value: '1.234' })).toEqual({
      discount_value: 'amountPrecision',
    });
    expect(await refusedCreate({ minimum_order: '10.999' })).toEqual({ minimum_order: 'minimumOrder' });
    expect(await refusedCreate({ starts_at: '2027-01-10T10:00', ends_at: '2027-01-10T10:00' })).toEqual({
      ends_at: 'windowOrder',
    });
    expect(await refusedCreate({ applies_to: 'selected' })).toEqual({ targets: 'targetsRequired' });
    expect(
      await refusedCreate({ applies_to: 'selected', targets: [{ service_id: 'no-such-service' }] }),
    ).toEqual({ 'targets.0': 'targetUnknown' });
  });

  it('the API answers bad shapes with 422 in the reader language, and a duplicate whatever its case', async () => {
    const before = await promoRows();
    const bad = await adminPost('/promo-codes?lang=fr', {
      code: 'a!',
      discount_type: 'percent',
      discount_value: '10',
      starts_at: '2027-02-30T10:00',
      applies_to: 'all',
      price: 1,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Les données envoyées ne sont pas valides.');
    expect(bad.body.errors).toMatchObject({
      code: ['Utilisez 3 à 40 lettres, chiffres, - ou _.'],
      price: ["Ce champ n'est pas accepté."],
    });
    const dup = await adminPost('/promo-codes?lang=en', {
      code: ' emballo50 ',
      discount_type: 'percent',
      discount_value: 5,
      applies_to: 'all',
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({ code: ['Another code already has this text.'] });
    expect(await promoRows()).toBe(before);
  });

  it('stores an amount in minor units and times of the shop zone; answers them formatted, with its audit row', async () => {
    const code = uniqueCode('AMT');
    const res = await adminPost('/promo-codes?lang=fr', {
      code: code.toLowerCase(),
      discount_type: 'amount',
      discount_value: '49,90',
      minimum_order: '200',
      starts_at: '2027-01-01T00:00',
      ends_at: '2027-02-01T00:00',
      usage_limit: '5',
      per_customer_limit: '1',
      applies_to: 'selected',
      targets: [
        { service_id: CARTON.service, package_id: CARTON.package },
        { service_id: 'stockage-climatise' },
      ],
    });
    expect(res.status).toBe(201);
    const view = res.body.data;
    expect(view).toMatchObject({
      code,
      discount_type: 'amount',
      discount_value: 4990,
      currency: 'MAD',
      minimum_order_minor: 20000,
      usage_limit: 5,
      used: 0,
      remaining: 5,
      per_customer_limit: 1,
      applies_to_all: false,
      display_status: 'scheduled',
      display_status_label: 'Programmé',
      uses_label: '0 / 5',
      // Shown for typing as French writes it (ADR-0010): the form reads either separator back.
      form: {
        discount_value: '49,90',
        minimum_order: '200,00',
        starts_at: '2027-01-01T00:00',
        ends_at: '2027-02-01T00:00',
      },
      locked: [],
      moves: ['pause', 'end'],
    });
    expect(view.discount_label).toMatch(/^49,90\sMAD$/);
    expect(view.revenue_label).toMatch(/^0,00\sMAD$/);
    expect(view.summary).toContain('1 utilisation par client');
    expect(view.summary).toContain('2 articles choisis');
    expect(view.targets.map((x: { package_id: string | null }) => x.package_id)).toEqual(['lot-100', null]);
    // Casablanca is UTC+1 in January: local midnight is 23:00 UTC the day before.
    const [row] = await t.services.db.select().from(promoCodes).where(eq(promoCodes.id, view.id));
    expect(row!.startsAt!.toISOString()).toBe('2026-12-31T23:00:00.000Z');
    const [audit] = await auditRows('promo_code.created', view.id);
    expect(audit).toMatchObject({ actorId: admin.id, actorEmail: admin.email, entityType: 'promo_code' });
    expect(audit!.after).toMatchObject({ code, discount_value: 4990, usage_limit: 5 });
  });
});

describe('the state machine', () => {
  it('pauses, resumes and ends; refuses what the status does not allow (409), one audit row per move', async () => {
    const id = await t.services.promotionsAdmin.create(input(), actor());
    const move = (what: string, lang = 'en') => adminPost(`/promo-codes/${id}/${what}?lang=${lang}`);

    expect((await move('resume')).status).toBe(409);
    const paused = await move('pause');
    expect(paused.status).toBe(200);
    expect(paused.body.data).toMatchObject({
      status: 'paused',
      display_status: 'paused',
      moves: ['resume', 'end'],
    });
    const twice = await move('pause');
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Only an active code can be paused (this one is Paused).');
    expect((await move('resume')).body.data.status).toBe('active');

    // Ending is final and destructive: the password again first.
    const unconfirmed = await move('end');
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.reauthenticate).toBe(true);
    expect(
      (await api().post('/api/admin/reauthenticate').set(admin.headers).send({ password: admin.password }))
        .status,
    ).toBe(200);
    const ended = await move('end');
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      status: 'ended',
      display_status: 'ended',
      moves: [],
      editable: false,
    });

    const resumeEnded = await move('resume', 'fr');
    expect(resumeEnded.status).toBe(409);
    expect(resumeEnded.body.message).toBe(
      'Seul un code suspendu peut être réactivé (celui-ci est : Terminé).',
    );
    expect((await move('pause')).status).toBe(409);
    expect((await move('end')).status).toBe(409);
    const edit = await api()
      .patch(`/api/admin/promo-codes/${id}`)
      .set(admin.headers)
      .send({ version: ended.body.data.version, usage_limit: 10 });
    expect(edit.status).toBe(409);

    for (const action of ['promo_code.paused', 'promo_code.resumed', 'promo_code.ended'])
      expect(await auditRows(action, id)).toHaveLength(1);
    const [endRow] = await auditRows('promo_code.ended', id);
    expect(endRow).toMatchObject({
      before: { status: 'active' },
      after: { status: 'ended' },
      actorEmail: admin.email,
    });
  });

  it('an ended code is refused at the cart with its own reason', async () => {
    const promo = input();
    const id = await t.services.promotionsAdmin.create(promo, actor());
    await t.services.promotionsAdmin.move(id, 'end', actor());
    const customer = await customerWithCart(t.services, [CARTON]);
    const applied = await t.services.cart.applyPromoCode(customer, promo.code, 'en');
    expect(applied).toMatchObject({ ok: false, reason: 'ended', message: 'This code has ended.' });
  });

  it('two admins pausing at once: one move, one audit row; the other is refused', async () => {
    const id = await t.services.promotionsAdmin.create(input(), actor());
    const results = await Promise.allSettled([
      t.services.promotionsAdmin.move(id, 'pause', actor('first@example.test')),
      t.services.promotionsAdmin.move(id, 'pause', actor('second@example.test')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toMatchObject({
      code: PromoErrors.transition,
      details: { from: 'paused', move: 'pause' },
    });
    expect(await auditRows('promo_code.paused', id)).toHaveLength(1);
  });

  it('derives scheduled, exhausted and ended from the clock and the counter; the list filters by them', async () => {
    const now = t.services.clock.now().getTime();
    const local = (ms: number) => {
      const d = new Date(ms + 60 * 60 * 1000); // Africa/Casablanca in December: UTC+1
      return d.toISOString().slice(0, 16);
    };
    const day = 24 * 60 * 60 * 1000;
    const scheduled = await t.services.promotionsAdmin.create(
      input({ code: uniqueCode('SCH'), starts_at: local(now + day) }),
      actor(),
    );
    const past = await t.services.promotionsAdmin.create(
      input({ code: uniqueCode('OLD'), starts_at: local(now - 2 * day), ends_at: local(now - day) }),
      actor(),
    );
    const full = await t.services.promotionsAdmin.create(
      input({ code: uniqueCode('FUL'), usage_limit: '1' }),
      actor(),
    );
    await t.services.db.update(promoCodes).set({ used: 1 }).where(eq(promoCodes.id, full));
    const statusOf = async (id: number) => (await t.services.promotionsAdmin.get(id, 'en'))!.display_status;
    expect([await statusOf(scheduled), await statusOf(past), await statusOf(full)]).toEqual([
      'scheduled',
      'ended',
      'exhausted',
    ]);
    for (const [status, id] of [
      ['scheduled', scheduled],
      ['ended', past],
      ['exhausted', full],
    ] as const) {
      const res = await api().get(`/api/admin/promo-codes?status=${status}&per_page=100`).set(admin.headers);
      expect(res.status).toBe(200);
      const ids = res.body.data.data.map((r: { id: number }) => r.id);
      expect(ids).toContain(id);
      expect(res.body.data.data.every((r: { display_status: string }) => r.display_status === status)).toBe(
        true,
      );
    }
    const search = await api().get('/api/admin/promo-codes?q=welcome').set(admin.headers);
    expect(search.body.data.data.map((r: { code: string }) => r.code)).toEqual(['WELCOME10']);
    expect((await api().get('/api/admin/promo-codes?status=gone').set(admin.headers)).status).toBe(422);
  });
});

describe('uses, revenue and editing a used code', () => {
  it('counts live uses and paid revenue from real orders; lists each order with its discount', async () => {
    const promo = input({ code: uniqueCode('REV'), usage_limit: '5' });
    const id = await t.services.promotionsAdmin.create(promo, actor());
    const place = async () => {
      const customer = await customerWithCart(t.services, [CARTON]);
      expect((await t.services.cart.applyPromoCode(customer, promo.code, 'fr')).ok).toBe(true);
      const { order } = await t.services.orders.placeOrder({
        customerId: customer,
        locale: 'fr',
        paymentMode: 'pay_later',
        idempotencyKey: randomUUID(),
      });
      return { customer, order };
    };
    const paid = await place();
    await place(); // pay later, not paid yet: a use, no revenue
    const cancelled = await place();
    await t.services.db.transaction((tx) =>
      movePayStatus(tx, t.services.clock, { orderId: paid.order.id, to: 'paid', actor: 'admin' }),
    );
    await t.services.orders.cancel(cancelled.customer, cancelled.order.id);

    const view = (await t.services.promotionsAdmin.get(id, 'fr'))!;
    expect(view).toMatchObject({ used: 2, remaining: 3, uses_label: '2 / 5' });
    expect(view.revenue).toEqual([
      { minor: paid.order.totalMinor, currency: 'MAD', label: expect.stringContaining('MAD') },
    ]);
    expect(view.locked).toEqual(['code', 'discount_type', 'discount_value']);

    const uses = await api().get(`/api/admin/promo-codes/${id}/uses?lang=fr`).set(admin.headers);
    expect(uses.status).toBe(200);
    expect(uses.body.data.total).toBe(3);
    const byNumber = new Map(uses.body.data.data.map((u: { order_number: string }) => [u.order_number, u]));
    // The order's discount less the lines' own: what the code took off.
    const lines = await t.services.db.select().from(orderLines).where(eq(orderLines.orderId, paid.order.id));
    const promoPart = paid.order.discountMinor - lines.reduce((sum, l) => sum + l.discountMinor, 0);
    expect(promoPart).toBeGreaterThan(0);
    expect(byNumber.get(paid.order.number)).toMatchObject({
      released: false,
      discount: { minor: promoPart, currency: 'MAD' },
      pay_status_label: 'Payée',
      customer: { id: paid.customer, name: 'Salma Benali' },
    });
    expect(byNumber.get(cancelled.order.number)).toMatchObject({ released: true });

    const listed = await api().get(`/api/admin/promo-codes?q=${promo.code}&lang=fr`).set(admin.headers);
    expect(listed.body.data.data[0]).toMatchObject({ id, used: 2, uses_label: '2 / 5' });
    expect(listed.body.data.data[0].revenue_label).toBe(view.revenue_label);
  });

  it('keeps the text and discount of a used code; its limit cannot go below its uses; a stale version is refused', async () => {
    const promo = input({ code: uniqueCode('USE'), usage_limit: '3' });
    const id = await t.services.promotionsAdmin.create(promo, actor());
    const customer = await customerWithCart(t.services, [CARTON]);
    await t.services.cart.applyPromoCode(customer, promo.code, 'en');
    await t.services.orders.placeOrder({
      customerId: customer,
      locale: 'en',
      paymentMode: 'pay_later',
      idempotencyKey: randomUUID(),
    });
    const patch = (body: object) =>
      api().patch(`/api/admin/promo-codes/${id}?lang=en`).set(admin.headers).send(body);
    const { version } = (await t.services.promotionsAdmin.get(id, 'en'))!;

    const renamed = await patch({ version, code: uniqueCode('NEW') });
    expect(renamed.status).toBe(409);
    expect(renamed.body.errors).toEqual({ code: ['Cannot change: orders already used this code.'] });
    expect((await patch({ version, discount_value: '20' })).body.errors).toEqual({
      discount_value: ['Cannot change: orders already used this code.'],
    });
    expect((await patch({ version, discount_type: 'amount' })).status).toBe(409);
    // The same text in another case is the same code: no change.
    const below = await patch({ version, code: promo.code.toLowerCase(), usage_limit: 0 });
    expect(below.status).toBe(422);
    expect((await patch({ version, usage_limit: '' })).status).toBe(200);
    const stale = await patch({ version, usage_limit: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Someone else saved this code/);

    const fresh = (await t.services.promotionsAdmin.get(id, 'en'))!;
    const lowered = await patch({
      version: fresh.version,
      usage_limit: 1,
      ends_at: '2027-06-30T18:00',
      per_customer_limit: 1,
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data).toMatchObject({
      usage_limit: 1,
      remaining: 0,
      display_status: 'exhausted',
      per_customer_limit: 1,
      form: { ends_at: '2027-06-30T18:00' },
      version: fresh.version + 1,
    });
    const refusedLimit = await patch({ version: fresh.version + 1, usage_limit: 0 });
    expect(refusedLimit.status).toBe(422);
    const [row] = await t.services.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row).toMatchObject({ code: promo.code, discountValue: 10, usageLimit: 1 });
    const updates = await auditRows('promo_code.updated', id);
    expect(updates).toHaveLength(2);
    expect(updates[1]!.before).toMatchObject({ usage_limit: null });
    expect(updates[1]!.after).toMatchObject({ usage_limit: 1 });
  });

  it('an unused code changes every rule, its scope included', async () => {
    const id = await t.services.promotionsAdmin.create(input(), actor());
    const { version } = (await t.services.promotionsAdmin.get(id, 'en'))!;
    const code = uniqueCode('RE');
    const res = await api()
      .patch(`/api/admin/promo-codes/${id}`)
      .set(admin.headers)
      .send({
        version,
        code,
        discount_type: 'amount',
        discount_value: '25',
        applies_to: 'selected',
        targets: [{ service_id: CARTON.service, package_id: CARTON.package }],
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      code,
      discount_value: 2500,
      applies_to_all: false,
      targets: [{ package_id: 'lot-100' }],
    });
    const back = await api()
      .patch(`/api/admin/promo-codes/${id}`)
      .set(admin.headers)
      .send({ version: version + 1, applies_to: 'all' });
    expect(back.body.data).toMatchObject({ applies_to_all: true, targets: [] });
  });
});

describe('unknown and malformed ids', () => {
  it('answers 404, never a database error', async () => {
    for (const path of [
      '/promo-codes/abc',
      '/promo-codes/999999',
      '/promo-codes/1e3/uses',
      '/promo-codes/-1',
    ])
      expect((await api().get(`/api/admin${path}`).set(admin.headers)).status).toBe(404);
    expect((await adminPost('/promo-codes/999999/pause')).status).toBe(404);
    expect((await adminPost('/promo-codes/x/resume')).status).toBe(404);
    expect(
      (await api().patch('/api/admin/promo-codes/999999').set(admin.headers).send({ version: 1 })).status,
    ).toBe(404);
  });
});
