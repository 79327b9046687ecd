import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha';
import { users } from '../accounts/schema';
import { confirmedUser, PASSWORD } from '../accounts/test-helpers';
import { CAPTCHA_AFTER_FAILURES } from '../accounts/throttle';
import { eq } from 'drizzle-orm';
import { adminSessions } from './schema';
import {
  ADMIN_ABSOLUTE_MS,
  ADMIN_IDLE_MS,
  ADMIN_REAUTH_MS,
  ADMIN_REFRESH_EVERY_MS,
  ADMIN_SESSIONS_KEPT_MS,
} from './sessions';
import { adminLogin, newAdmin } from './test-helpers';
import { type TestApp, type TestSmtp, UNLIMITED, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started), UNLIMITED);

const MINUTE = 60_000;
const refresh = (headers: Record<string, string>) =>
  request(t.app).post('/api/admin/refresh_token').set(headers);
const me = (headers: Record<string, string>) => request(t.app).get('/api/admin/me').set(headers);

describe('admin login', () => {
  it('gives an opaque token and an httpOnly SameSite=Strict binding cookie', async () => {
    const admin = await newAdmin(t.services);
    const res = await request(t.app)
      .post('/api/admin/login')
      .send({ email: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token: expect.stringMatching(/^adm_[\w-]{43}$/),
      user: { id: admin.id, email: admin.email, first_name: 'Nadia', last_name: 'Alaoui' },
    });
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('admin_binding='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    // Nothing usable at rest: the table holds hashes only.
    const rows = await t.services.admin.sessions.listLive(admin.id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(res.body.token.slice(4));
  });

  it("refuses a customer's right password exactly like a wrong password, with no token", async () => {
    const customer = await confirmedUser(t.services, smtp);
    const admin = await newAdmin(t.services);
    const asCustomer = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.1.0.1')
      .send({ email: customer.email, password: PASSWORD });
    const wrong = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.1.0.2')
      .send({ email: admin.email, password: 'not the right one at all' });
    const unknown = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.1.0.3')
      .send({ email: 'nobody@example.test', password: PASSWORD });
    for (const res of [asCustomer, wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        message: 'These credentials do not match an administrator account.',
        captcha: false,
      });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      expect(cookies.filter((c) => c.startsWith('admin_binding'))).toEqual([]);
    }
  });

  it('answers in the request language', async () => {
    const res = await request(t.app)
      .post('/api/admin/login?lang=ar')
      .set('X-Forwarded-For', '10.1.0.4')
      .send({ email: 'nobody@example.test', password: 'x' });
    expect(res.body.message).toBe('بيانات الدخول هذه لا تطابق أي حساب مسؤول.');
    const fr = await request(t.app).post('/api/admin/refresh_token').set('Accept-Language', 'fr-FR');
    expect(fr.status).toBe(401);
    expect(fr.body.message).toBe("Votre session d'administration est terminée. Veuillez vous reconnecter.");
  });

  it('asks for the human check after failures on one address, like the customer login', async () => {
    const admin = await newAdmin(t.services);
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      await request(t.app)
        .post('/api/admin/login')
        .set('X-Forwarded-For', `10.2.0.${i}`)
        .send({ email: admin.email, password: 'wrong password here' });
    const blocked = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.2.1.1')
      .send({ email: admin.email, password: admin.password });
    expect(blocked.status).toBe(422);
    expect(blocked.body.errors.altcha).toHaveLength(1);
    expect(blocked.body.token).toBeUndefined();
    const solved = await request(t.app)
      .post('/api/admin/login')
      .set('X-Forwarded-For', '10.2.1.2')
      .send({ email: admin.email, password: admin.password, altcha: await solvedCaptcha(t.services) });
    expect(solved.status).toBe(200);
  });
});

describe('admin session rules, with the clock moved', () => {
  it('stays alive while the tab refreshes every 5 hours; the same token stays valid', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.1');
    t.clock.advance(ADMIN_REFRESH_EVERY_MS);
    expect((await refresh(headers)).status).toBe(200);
    t.clock.advance(ADMIN_REFRESH_EVERY_MS);
    expect((await refresh(headers)).status).toBe(200);
    expect((await me(headers)).status).toBe(200);
  });

  it('ends after the idle time without a refresh (the tab was closed)', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.2');
    t.clock.advance(ADMIN_IDLE_MS - MINUTE);
    // Other calls do not extend it: only the login and the refresh do.
    expect((await me(headers)).status).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await refresh(headers)).status).toBe(401);
    expect((await me(headers)).status).toBe(401);
  });

  it('ends at the absolute lifetime however often it is refreshed', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.3');
    for (let at = 0; at + ADMIN_REFRESH_EVERY_MS < ADMIN_ABSOLUTE_MS; at += ADMIN_REFRESH_EVERY_MS) {
      t.clock.advance(ADMIN_REFRESH_EVERY_MS);
      expect((await refresh(headers)).status).toBe(200);
    }
    t.clock.advance(ADMIN_ABSOLUTE_MS % ADMIN_REFRESH_EVERY_MS);
    expect((await refresh(headers)).status).toBe(401);
  });

  it('refuses the token from another browser (no binding cookie, or another one)', async () => {
    const admin = await newAdmin(t.services);
    const first = await adminLogin(t.app, admin, '10.3.0.4');
    const other = await adminLogin(t.app, admin, '10.3.0.5');
    expect((await refresh({ Authorization: `Bearer ${first.token}` })).status).toBe(401);
    expect((await refresh({ Authorization: `Bearer ${first.token}`, Cookie: other.cookie })).status).toBe(
      401,
    );
    expect((await refresh(first.headers)).status).toBe(200);
  });

  it('refuses the token after logout (204), and audits the login and the logout', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.6');
    const out = await request(t.app).post('/api/admin/logout').set(headers);
    expect(out.status).toBe(204);
    expect((await refresh(headers)).status).toBe(401);
    expect((await request(t.app).post('/api/admin/logout').set(headers)).status).toBe(401);
    const log = await t.services.admin.audit.list({ actor: admin.id, page: 1, perPage: 10 }, 'en');
    expect(log.data.map((r) => r.action)).toEqual(['admin.logout', 'admin.login']);
    expect(log.data[0]).toMatchObject({ actor_email: admin.email, action_label: 'Admin signed out' });
    expect(log.data[1]).toMatchObject({ actor_id: admin.id, ip: '10.3.0.6', entity_type: 'admin_session' });
  });

  it('ends every admin session when the password changes', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.7');
    await t.services.accounts.changePassword(admin.id, admin.password, 'a brand new passphrase 7');
    expect((await refresh(headers)).status).toBe(401);
  });

  it('ends when the account is no longer an admin', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.8');
    await t.services.db.update(users).set({ role: 'customer' }).where(eq(users.id, admin.id));
    expect((await refresh(headers)).status).toBe(401);
  });

  it("sign out everywhere ends every admin session and the admin's customer sessions", async () => {
    const admin = await newAdmin(t.services);
    const one = await adminLogin(t.app, admin, '10.3.0.9');
    const two = await adminLogin(t.app, admin, '10.3.0.10');
    const customerLogin = await request(t.app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '10.3.0.11')
      .send({ email: admin.email, password: admin.password });
    const res = await request(t.app).post('/api/admin/sign_out_everywhere').set(one.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect(res.headers['set-cookie']?.[0]).toMatch(/^admin_binding=;/);
    expect((await refresh(one.headers)).status).toBe(401);
    expect((await refresh(two.headers)).status).toBe(401);
    const customer = await request(t.app)
      .get('/api/user/get_notifications')
      .set('Authorization', `Bearer ${customerLogin.body.token}`);
    expect(customer.status).toBe(401);
  });

  it('re-authentication lasts 5 minutes; a wrong password is refused and audited', async () => {
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.3.0.12');
    const session = async () => {
      const check = await t.services.admin.sessions.check(
        headers.Authorization.slice(7),
        headers.Cookie.split('=')[1],
      );
      if (!check.ok) throw new Error(check.reason);
      return check.session;
    };
    expect(t.services.admin.recentlyReauthenticated(await session())).toBe(false);
    const wrong = await request(t.app)
      .post('/api/admin/reauthenticate?lang=fr')
      .set(headers)
      .send({ password: 'nope nope nope' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(["Ce mot de passe n'est pas correct."]);
    const ok = await request(t.app)
      .post('/api/admin/reauthenticate')
      .set(headers)
      .send({ password: admin.password });
    expect(ok.status).toBe(200);
    expect(t.services.admin.recentlyReauthenticated(await session())).toBe(true);
    t.clock.advance(ADMIN_REAUTH_MS + 1000);
    expect(t.services.admin.recentlyReauthenticated(await session())).toBe(false);
    const log = await t.services.admin.audit.list({ actor: admin.email, page: 1, perPage: 10 }, 'en');
    expect(log.data.map((r) => r.action)).toEqual([
      'admin.reauthenticated',
      'admin.reauthentication_failed',
      'admin.login',
    ]);
  });
});

describe('ended admin sessions', () => {
  it('are deleted 30 days after they ended, live ones never', async () => {
    const admin = await newAdmin(t.services);
    const ended = await adminLogin(t.app, admin, '10.4.0.1');
    await request(t.app).post('/api/admin/logout').set(ended.headers);
    t.clock.advance(ADMIN_SESSIONS_KEPT_MS + MINUTE);
    const live = await adminLogin(t.app, admin, '10.4.0.2');
    // The hourly job may already have run on the moved clock; this call makes sure it has.
    await t.services.admin.sessions.purgeEnded();
    const left = await t.services.db.select().from(adminSessions).where(eq(adminSessions.userId, admin.id));
    expect(left).toHaveLength(1);
    expect((await me(live.headers)).status).toBe(200);
  });
});
