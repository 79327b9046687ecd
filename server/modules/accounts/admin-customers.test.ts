import { and, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../admin/schema';
import { auditLog } from '../audit/schema';
import { adminLogin, signedInAdminFrom } from '../admin/test-helpers';
import { authSessions } from './schema';
import { confirmedUser, PASSWORD } from './test-helpers';
import { type TestApp, type TestSmtp, UNLIMITED, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started), UNLIMITED);

let ip = 0;
const signedInAdmin = () => signedInAdminFrom(t, `10.20.0.${++ip}`);

const auditRows = (action: string, entityId: string) =>
  t.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

const customerLogin = (email: string) =>
  request(t.app).post('/api/auth/login?lang=en').send({ email, password: PASSWORD });

describe('disabling and enabling an account', () => {
  it('refuses the login, ends every session, then lets them back in; one audit row each', async () => {
    const admin = await signedInAdmin();
    const customer = await confirmedUser(t.services, smtp, { company: 'Atlas Cartons' });
    const token = (await customerLogin(customer.email)).body.token as string;
    expect(token).toBeTruthy();
    const disable = () =>
      request(t.app).post(`/api/admin/customers/${customer.userId}/disable`).set(admin.headers);

    const refused = await disable();
    expect(refused.status).toBe(403);
    expect(refused.body.reauthenticate).toBe(true);
    expect((await t.services.accounts.findById(customer.userId))!.disabledAt).toBeNull();

    await admin.reauth();
    const done = await disable();
    expect(done.status).toBe(200);
    expect(done.body.data.disabled).toBe(true);

    expect(
      await t.services.db.select().from(authSessions).where(eq(authSessions.userId, customer.userId)),
    ).toEqual([]);
    expect(await t.services.accounts.sessions.resolve(customer.sid, 'browser')).toBeNull();
    expect(
      (await request(t.app).get('/api/user/get_notifications').set('Authorization', `Bearer ${token}`))
        .status,
    ).toBe(401);
    const login = await customerLogin(customer.email);
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account is disabled. Please contact us to restore it.');
    expect(login.body.token).toBeUndefined();
    // A wrong password still gets the ordinary refusal: being disabled is said only to the owner.
    expect(
      (await request(t.app).post('/api/auth/login').send({ email: customer.email, password: 'nope' })).status,
    ).toBe(401);

    expect((await disable()).status).toBe(409);
    const [row] = await auditRows('customer.disabled', customer.userId);
    expect(row).toMatchObject({ actorId: admin.id, actorEmail: admin.email, entityType: 'user' });
    expect(row!.before).toMatchObject({ disabled_at: null });
    expect(row!.after).toMatchObject({ sessions_ended: 2 });

    const enabled = await request(t.app)
      .post(`/api/admin/customers/${customer.userId}/enable?lang=fr`)
      .set(admin.headers);
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.disabled).toBe(false);
    expect((await customerLogin(customer.email)).status).toBe(200);
    expect(await auditRows('customer.enabled', customer.userId)).toHaveLength(1);
    const again = await request(t.app)
      .post(`/api/admin/customers/${customer.userId}/enable?lang=fr`)
      .set(admin.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Ce compte n'est pas désactivé.");
  });

  it("ends a disabled admin's admin sessions, and refuses their admin login", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin();
    await admin.reauth();
    const res = await request(t.app).post(`/api/admin/customers/${other.id}/disable`).set(admin.headers);
    expect(res.status).toBe(200);
    const [session] = await t.services.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.userId, other.id));
    expect(session!.revokedReason).toBe('account_disabled');
    expect((await request(t.app).get('/api/admin/me').set(other.headers)).status).toBe(401);
    const login = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.20.9.9')
      .send({ email: other.email, password: other.password });
    expect(login.status).toBe(401);
    expect(await auditRows('customer.disabled', other.id)).toHaveLength(1);
  });

  it('never lets an admin disable or demote themselves', async () => {
    const admin = await signedInAdmin();
    await admin.reauth();
    const res = await request(t.app)
      .post(`/api/admin/customers/${admin.id}/disable?lang=ar`)
      .set(admin.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('لا يمكنك القيام بذلك على حسابك الخاص.');
    const demote = await request(t.app)
      .post(`/api/admin/customers/${admin.id}/role`)
      .set(admin.headers)
      .send({ role: 'customer' });
    expect(demote.status).toBe(409);
    expect(await auditRows('customer.disabled', admin.id)).toHaveLength(0);
  });
});

describe('making and removing an admin', () => {
  it('wants the password typed again, then the new admin can sign in, and loses it when removed', async () => {
    const admin = await signedInAdmin();
    const customer = await confirmedUser(t.services, smtp);
    const makeAdmin = () =>
      request(t.app)
        .post(`/api/admin/customers/${customer.userId}/role`)
        .set(admin.headers)
        .send({ role: 'admin' });
    const refused = await makeAdmin();
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ reauthenticate: true });
    expect((await t.services.accounts.findById(customer.userId))!.role).toBe('customer');

    await admin.reauth();
    expect((await makeAdmin()).body.data.role).toBe('admin');
    expect((await makeAdmin()).status).toBe(409);
    const promoted = await adminLogin(t.app, { email: customer.email, password: PASSWORD }, '10.20.8.1');
    expect((await request(t.app).get('/api/admin/me').set(promoted.headers)).status).toBe(200);

    const removed = await request(t.app)
      .post(`/api/admin/customers/${customer.userId}/role`)
      .set(admin.headers)
      .send({ role: 'customer' });
    expect(removed.body.data.role).toBe('customer');
    expect((await request(t.app).get('/api/admin/me').set(promoted.headers)).status).toBe(401);
    expect(await auditRows('customer.made_admin', customer.userId)).toHaveLength(1);
    const [row] = await auditRows('customer.admin_removed', customer.userId);
    expect(row).toMatchObject({ before: { role: 'admin' }, after: { role: 'customer' } });
  });

  it('refuses an unknown role with a message in the reader’s language', async () => {
    const admin = await signedInAdmin();
    await admin.reauth();
    const customer = await confirmedUser(t.services, smtp);
    const res = await request(t.app)
      .post(`/api/admin/customers/${customer.userId}/role?lang=fr`)
      .set(admin.headers)
      .send({ role: 'owner' });
    expect(res.status).toBe(422);
    expect(res.body.errors.role).toEqual(['Rôle non valide.']);
  });
});

describe('searching and viewing customers', () => {
  it('finds by name, e-mail or company, a page at a time', async () => {
    const admin = await signedInAdmin();
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i++) await confirmedUser(t.services, smtp, { company: `${tag} Emballages ${i}` });
    const byName = await confirmedUser(t.services, smtp, { lastName: `${tag}son` });
    const list = (query: string) => request(t.app).get(`/api/admin/customers?${query}`).set(admin.headers);

    const first = await list(`q=${tag}&per_page=2`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 4, per_page: 2, current_page: 1, last_page: 2 });
    expect(first.body.data.data).toHaveLength(2);
    expect((await list(`q=${tag}&per_page=2&page=2`)).body.data.data).toHaveLength(2);
    expect((await list(`q=${tag}son`)).body.data.data.map((c: { id: string }) => c.id)).toEqual([
      byName.userId,
    ]);
    expect((await list(`q=${encodeURIComponent(byName.email.toUpperCase())}`)).body.data.total).toBe(1);
    expect((await list(`q=${tag}&status=disabled`)).body.data.total).toBe(0);
    const bad = await list('per_page=1000&lang=ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.per_page).toEqual(['العدد في الصفحة غير صالح.']);
  });

  it('shows one with their orders, requests, subscriptions and invoices; unknown or malformed ids are 404', async () => {
    const admin = await signedInAdmin();
    const customer = await confirmedUser(t.services, smtp, { company: 'Rif Packaging' });
    const res = await request(t.app)
      .get(`/api/admin/customers/${customer.userId}?lang=en`)
      .set(admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: customer.userId,
      email: customer.email,
      company: 'Rif Packaging',
      role: 'customer',
      disabled: false,
      orders: { total: 0, data: [] },
      requests: { total: 0, data: [] },
      subscriptions: { total: 0, data: [] },
      invoices: { total: 0, data: [] },
    });
    // The country is named in the reader's language, written on the server.
    expect(res.body.data).toMatchObject({ country: 'MA', country_name: 'Morocco' });
    await admin.reauth();
    for (const id of ['99999999-9999-4999-8999-999999999999', '999999999', 'not-an-id']) {
      const view = await request(t.app).get(`/api/admin/customers/${id}?lang=fr`).set(admin.headers);
      expect(view.status, id).toBe(404);
      expect(view.body.message).toBe("Ce compte n'existe pas.");
      expect(
        (await request(t.app).post(`/api/admin/customers/${id}/disable`).set(admin.headers)).status,
        id,
      ).toBe(404);
    }
  });
});
