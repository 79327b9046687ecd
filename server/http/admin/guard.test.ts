import { count } from 'drizzle-orm';
import express, { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listRoutes } from '../route-list';
import { confirmedUser, PASSWORD } from '../../modules/accounts/test-helpers';
import { adminSessions } from '../../modules/admin/schema';
import { auditLog } from '../../modules/audit/schema';
import { adminApi } from '../../modules/admin/api';
import { requireRecentReauth } from './guard';
import { ADMIN_ABSOLUTE_MS, ADMIN_REAUTH_MS } from '../../modules/admin/sessions';
import { adminLogin, newAdmin } from '../../modules/admin/test-helpers';
import { type TestApp, type TestSmtp, UNLIMITED, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started), UNLIMITED);

/** The only admin route open without an admin session. */
const OPEN = new Set(['post /api/admin/login']);

const XSRF = 'x'.repeat(43);

/**
 * Walks the API router: every /api/admin endpoint, today's and any added later (the queues' routers
 * mounted under /api/admin), must refuse everything but a live, bound admin session.
 */
describe('every /api/admin endpoint behind requireAdmin', () => {
  const adminEndpoints = () =>
    listRoutes(t.app.locals.apiRouter as Router, '/api').filter(
      (e) => e.path.startsWith('/api/admin') && !OPEN.has(`${e.method} ${e.path}`),
    );

  it('finds them by walking the router', () => {
    const found = adminEndpoints().map((e) => `${e.method} ${e.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'post /api/admin/refresh_token',
        'post /api/admin/logout',
        'post /api/admin/reauthenticate',
        'post /api/admin/sign_out_everywhere',
        'get /api/admin/me',
        'get /api/admin/audit',
      ]),
    );
  });

  // Five credentials against every admin route: its time grows with the router (a longer limit).
  it('401 without a live bound admin token, 404 for customer credentials, and nothing changes', async () => {
    const admin = await newAdmin(t.services);
    const expired = await adminLogin(t.app, admin, '10.8.0.1');
    t.clock.advance(ADMIN_ABSOLUTE_MS + 1000);
    const live = await adminLogin(t.app, admin, '10.8.0.2');
    const other = await adminLogin(t.app, await newAdmin(t.services), '10.8.0.3');
    const customer = await confirmedUser(t.services, smtp);
    const customerToken = (
      await request(t.app).post('/api/auth/login').send({ email: customer.email, password: PASSWORD })
    ).body.token as string;
    // The admin's own ordinary (customer) login is a customer credential here.
    const adminsOwnCustomerToken = (
      await request(t.app).post('/api/auth/login').send({ email: admin.email, password: admin.password })
    ).body.token as string;

    const cases: [string, Record<string, string>, number][] = [
      ['no token', {}, 401],
      ['an unknown admin-looking token', { Authorization: `Bearer adm_${'A'.repeat(43)}` }, 401],
      ['an expired admin token', expired.headers, 401],
      ['a live token without its cookie', { Authorization: `Bearer ${live.token}` }, 401],
      [
        "a live token with another browser's cookie",
        { Authorization: `Bearer ${live.token}`, Cookie: other.cookie },
        401,
      ],
      [
        "a customer's session cookie",
        { Cookie: `sid=${customer.sid}; XSRF-TOKEN=${XSRF}`, 'X-XSRF-TOKEN': XSRF },
        404,
      ],
      ["a customer's Bearer token", { Authorization: `Bearer ${customerToken}` }, 404],
      ["the admin's ordinary customer token", { Authorization: `Bearer ${adminsOwnCustomerToken}` }, 404],
    ];

    const snapshot = async () => ({
      audit: (await t.services.db.select({ n: count() }).from(auditLog))[0]!.n,
      sessions: await t.services.db.select().from(adminSessions).orderBy(adminSessions.id),
    });
    const before = await snapshot();
    const unknownRoute = await request(t.app).get('/api/no-such-route');

    for (const { method, path } of adminEndpoints()) {
      for (const [label, headers, status] of cases) {
        const agent = request(t.app);
        const res = await agent[method as 'post'](path)
          .set(headers)
          .send(method === 'get' ? undefined : { password: admin.password });
        const where = `${method.toUpperCase()} ${path} with ${label}`;
        expect(res.status, where).toBe(status);
        if (status === 404) expect(res.body, where).toEqual(unknownRoute.body);
        else expect(res.body.message, where).toBe('Your admin session has ended. Please sign in again.');
      }
    }
    expect(await snapshot()).toEqual(before);
    // The live, bound session itself still works.
    expect((await request(t.app).get('/api/admin/me').set(live.headers)).status).toBe(200);
  }, 120_000);
});

describe('an area mounted under /api/admin, with requireRecentReauth', () => {
  it('is behind requireAdmin, and its destructive action wants the password typed within 5 minutes', async () => {
    const area = Router();
    area.post(
      '/things/purge',
      requireRecentReauth(t.services),
      (_req, res) => void res.json({ purged: true }),
    );
    const app = express()
      .use(express.json())
      .use('/api', adminApi(t.services, [area]));
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin, '10.8.1.1');
    const purge = () => request(app).post('/api/admin/things/purge?lang=fr').set(headers);

    expect((await request(app).post('/api/admin/things/purge')).status).toBe(401);
    const refused = await purge();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Confirmez votre mot de passe pour continuer.',
      reauthenticate: true,
    });
    await request(app).post('/api/admin/reauthenticate').set(headers).send({ password: admin.password });
    expect((await purge()).body).toEqual({ purged: true });
    t.clock.advance(ADMIN_REAUTH_MS + 1000);
    expect((await purge()).status).toBe(403);
  });
});
