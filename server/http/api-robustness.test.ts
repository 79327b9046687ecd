import type { Router } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listRoutes } from './route-list';
import { type TestApp, useTestApp } from '../test/harness';

let ctx: TestApp;
useTestApp((started) => (ctx = started), { RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '100000' });

/** Every route registered under /api, found by walking the routers: new endpoints are covered too. */
const endpoints = (router: Router) => listRoutes(router, '/api');

const hostileBodies: [string, string][] = [
  ['malformed JSON', '{"email": '],
  ['wrong types', JSON.stringify({ email: 42, notification_id: { $gt: '' }, password: ['x'], page: 'NaN' })],
  ['an array', JSON.stringify([1, 2, 3])],
  ['null', 'null'],
  [
    'script payload',
    JSON.stringify({ email: '<script>alert(1)</script>', name: '<img src=x onerror=alert(1)>' }),
  ],
  [
    'SQL metacharacters',
    JSON.stringify({ email: "a'; DROP TABLE users;--@x.io", notification_id: '1 OR 1=1' }),
  ],
];

const nulAndPrototypeBodies: [string, string][] = [
  ['a __proto__ key', '{"__proto__":{"admin":true},"constructor":{"x":1},"email":"a@example.test"}'],
  ['NUL bytes', JSON.stringify({ email: 'a\u0000@example.test', code: '\u0000', subject: 'x\u0000' })],
];

describe('every /api endpoint with hostile input', () => {
  it('finds the endpoints to test', () => {
    expect(endpoints(ctx.app.locals.apiRouter as Router).length).toBeGreaterThan(0);
  });

  // Every endpoint in turn: longer than one request's test on a busy machine.
  it('answers 4xx with the JSON error shape, never 5xx or a stack trace', { timeout: 90_000 }, async () => {
    await walk(hostileBodies, '?page=-1&per_page=99999&sort=%27%3B--&q=%3Cscript%3E', true);
  });

  it('a NUL byte or a __proto__ key anywhere: 4xx too', { timeout: 90_000 }, async () => {
    await walk(nulAndPrototypeBodies, '?q=%00&page=1%00', false);
  });
});

/** Each endpoint with each body (GET: with the query), checked for a 4xx in the error shape. */
async function walk(bodies: [string, string][], query: string, oversized: boolean) {
  const all = endpoints(ctx.app.locals.apiRouter as Router);
  for (const { method, path } of all) {
    const cases: [string, string | undefined][] =
      method === 'get'
        ? [['junk query', undefined]]
        : [
            ...bodies,
            ...(oversized
              ? [['oversized', JSON.stringify({ email: 'x'.repeat(300_000) })] as [string, string]]
              : []),
          ];
    for (const [label, body] of cases) {
      const target = method === 'get' ? `${path}${query}` : path;
      let req = request(ctx.app)[method as 'post'](target).set('Content-Type', 'application/json');
      if (body !== undefined) req = req.send(body);
      const res = await req;
      const where = `${method.toUpperCase()} ${path} with ${label}`;
      expect(res.status, where).toBeLessThan(500);
      expect(res.headers['content-type'], where).toMatch(/json|event-stream/);
      if (res.status >= 400) expect(typeof res.body.message, where).toBe('string');
      expect(JSON.stringify(res.body), where).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+/);
    }
  }
}

describe('path traversal', () => {
  it.each([
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/server/config.ts',
    '/locales/..%2f..%2f/package.json',
    '/locales/fr/..%2f..%2f..%2fpackage.json',
    '/uploads/..%2f..%2fsession-secret',
    '/..%2fpackage.json',
  ])('%s answers 404 without leaking the file', async (path) => {
    const res = await request(ctx.app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"dependencies"');
  });
});
