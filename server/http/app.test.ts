import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { createWorkerHealthApp } from './app';
import { type TestApp, useTestApp } from '../test/harness';

let ctx: TestApp;
useTestApp((started) => (ctx = started));

describe('http app', () => {
  it('answers /healthz with a database round trip', async () => {
    const res = await request(ctx.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });

  it('names the answering process on /healthz (ADR-0015)', async () => {
    const res = await request(ctx.app).get('/healthz');
    expect(res.body).toMatchObject({ role: 'all', pid: process.pid });
  });

  it("a worker's own port answers /healthz and nothing else (ADR-0015)", async () => {
    const worker = createWorkerHealthApp(ctx.services);
    expect((await request(worker).get('/healthz')).body).toMatchObject({ status: 'ok', pid: process.pid });
    for (const path of ['/', '/fr', '/api/invoices', '/api/auth/login'])
      expect((await request(worker).get(path)).status).toBe(404);
  });

  it('answers 503 on /healthz when the database is gone', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await request(other.app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unavailable');
  });

  it('serves each language dictionary under /locales/{lng}/{ns}.json', async () => {
    const fr = await request(ctx.app).get('/locales/fr/common.json');
    expect(fr.status).toBe(200);
    expect(fr.body.nav.home).toBe('Accueil');
    const ar = await request(ctx.app).get('/locales/ar/common.json');
    expect(ar.body.nav.home).toBe('الرئيسية');
    expect((await request(ctx.app).get('/locales/de/common.json')).status).toBe(404);
    expect((await request(ctx.app).get('/locales/fr/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await request(ctx.app).get('/locales/fr/nope.json')).status).toBe(404);
  });

  it('sends security headers with a fresh CSP nonce on every response', async () => {
    const a = await request(ctx.app).get('/healthz');
    const b = await request(ctx.app).get('/healthz');
    const csp = a.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(b.headers['content-security-policy']);
    expect(a.headers['x-content-type-options']).toBe('nosniff');
    expect(a.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown API paths and bad bodies with the JSON error shape, never a 500', async () => {
    const missing = await request(ctx.app).get('/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found' });
    const malformed = await request(ctx.app)
      .post('/api/nope')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/not valid JSON/);
    const huge = await request(ctx.app)
      .post('/api/nope')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
  });

  it('rate-limits the API per IP with 429 and Retry-After', async () => {
    const limited = await createTestApp({ RATE_LIMIT_API: '2' });
    await request(limited.app).get('/api/captcha/challenge').expect(200);
    await request(limited.app).get('/api/captcha/challenge').expect(200);
    const res = await request(limited.app).get('/api/captcha/challenge');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.message).toBeTruthy();
    await limited.close();
  });
});

describe('XSRF', () => {
  it('issues a readable XSRF-TOKEN cookie', async () => {
    const res = await request(ctx.app).get('/api/nope');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith('XSRF-TOKEN='),
    );
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('refuses an API mutation made with the session cookie but without the matching header', async () => {
    const token = 'a'.repeat(43);
    const cookies = `sid=some-session; XSRF-TOKEN=${token}`;
    const refused = await request(ctx.app).post('/api/nope').set('Cookie', cookies).send({});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    const wrong = await request(ctx.app)
      .post('/api/nope')
      .set('Cookie', cookies)
      .set('X-XSRF-TOKEN', 'b'.repeat(43));
    expect(wrong.status).toBe(403);
    const ok = await request(ctx.app)
      .post('/api/nope')
      .set('Cookie', cookies)
      .set('X-XSRF-TOKEN', token)
      .send({});
    expect(ok.status).toBe(404);
    const anonymous = await request(ctx.app).post('/api/nope').send({});
    expect(anonymous.status).toBe(404);
  });
});
