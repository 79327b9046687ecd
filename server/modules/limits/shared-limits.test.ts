import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { solvedCaptcha } from '../../test/captcha';
import { secondConnection } from '../../test/database';
import { newAdmin } from '../admin/test-helpers';
import { CAPTCHA_AFTER_FAILURES, IP_FAILURE_LIMIT } from './buckets';

const FORMS = 4;
/** Each failed login spends a real password check: a dozen of them take a while on a busy machine. */
const SLOW = 90_000;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** Two processes of one shop: two apps, each with its own services and connections, one database. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ RATE_LIMIT_FORMS: String(FORMS) }, { worker: false });
  b = await createTestApp(
    { RATE_LIMIT_FORMS: String(FORMS) },
    { worker: false, database: secondConnection(a.database) },
  );
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const from = (ip: string, lang = 'en') => ({ 'X-Forwarded-For': ip, 'Accept-Language': lang });
const login = (app: TestApp, ip: string, email: string, lang?: string) =>
  request(app.app).post('/api/auth/login').set(from(ip, lang)).send({ email, password: 'a wrong guess' });
const subscribe = (app: TestApp, ip: string, body: object, lang?: string) =>
  request(app.app).post('/api/contact_requests/subscribe').set(from(ip, lang)).send(body);

describe('limits shared by every process', () => {
  it(
    'counts login failures once across two processes: the next one is 429, localized, with Retry-After',
    async () => {
      for (let i = 0; i < IP_FAILURE_LIMIT; i++)
        expect((await login(i % 2 ? a : b, '10.20.0.1', `guess${i}@example.test`)).status).toBe(401);
      const blocked = await login(a, '10.20.0.1', 'another@example.test', 'fr');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe("Trop d'essais infructueux. Réessayez dans 15 minutes.");
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect((await login(b, '10.20.0.1', 'another@example.test')).status).toBe(429);
    },
    SLOW,
  );

  it('counts failures on one address once: the other process asks for the human check', async () => {
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++)
      expect((await login(a, `10.21.0.${i}`, 'target@example.test')).status).toBe(401);
    const asked = await login(b, '10.21.1.1', 'target@example.test');
    expect(asked.status).toBe(422);
    expect(asked.body.errors.altcha).toHaveLength(1);
  });

  it("counts a form bucket once across two processes (the newsletter's), answering in the reader's language", async () => {
    for (let i = 0; i < FORMS; i++)
      expect((await subscribe(i % 2 ? a : b, '10.22.0.1', { email: '' })).status).toBe(422);
    const limited = await subscribe(a, '10.22.0.1', { email: 'late@example.test', locale: 'ar' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'طلبات كثيرة من اتصالكم. يرجى المحاولة بعد بضع دقائق.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('accepts a solved human check once across two processes', async () => {
    const altcha = await solvedCaptcha(a.services);
    const first = await subscribe(a, '10.23.0.1', { email: 'once@example.test', altcha });
    expect(first.status).toBe(200);
    const replay = await subscribe(b, '10.23.0.2', { email: 'twice@example.test', altcha });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.altcha).toHaveLength(1);
  });
});

describe('a bucket per purpose', () => {
  it(
    "a visitor's form posts and failed customer logins never use up the admin login's allowance",
    async () => {
      const ip = '10.24.0.1';
      const admin = await newAdmin(a.services);
      for (let i = 0; i <= FORMS; i++) await subscribe(a, ip, { email: '' });
      expect((await subscribe(b, ip, { email: '' })).status).toBe(429);
      for (let i = 0; i <= IP_FAILURE_LIMIT; i++) await login(b, ip, `staff${i}@example.test`);
      expect((await login(a, ip, 'staff@example.test')).status).toBe(429);
      const res = await request(b.app)
        .post('/api/admin/login')
        .set(from(ip))
        .send({ email: admin.email, password: admin.password });
      expect(res.status).toBe(200);
    },
    SLOW,
  );

  it('the admin login has its own request allowance: 429 in the admin’s language with Retry-After', async () => {
    const ip = '10.25.0.1';
    for (let i = 0; i < FORMS; i++)
      await request(i % 2 ? a.app : b.app)
        .post('/api/admin/login')
        .set(from(ip))
        .send({ email: 'nobody@example.test', password: 'x' });
    const res = await request(a.app)
      .post('/api/admin/login?lang=fr')
      .set(from(ip))
      .send({ email: 'nobody@example.test', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Trop de tentatives. Patientez quelques minutes puis réessayez.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('TRUST_PROXY', () => {
  it('believes X-Forwarded-For from loopback by default, and from no one when false', async () => {
    const trusting = await createTestApp({ RATE_LIMIT_API: '2' }, { worker: false });
    const wary = await createTestApp(
      { RATE_LIMIT_API: '2', TRUST_PROXY: 'false' },
      { worker: false, database: secondConnection(trusting.database) },
    );
    try {
      const statuses = async (app: TestApp) => {
        const out: number[] = [];
        for (const ip of ['10.30.0.1', '10.30.0.2', '10.30.0.3'])
          out.push((await request(app.app).get('/api/captcha/challenge').set('X-Forwarded-For', ip)).status);
        return out;
      };
      // Each forwarded address its own client; then, forwarded addresses ignored: one client, the proxy.
      expect(await statuses(trusting)).toEqual([200, 200, 200]);
      expect(await statuses(wary)).toEqual([200, 200, 429]);
    } finally {
      await wary.close();
      await trusting.close();
    }
  });
});
