import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { createHttpApp } from '../../http/app';
import { createTestApp } from '../../test/app';
import { ADMIN_PAGE } from './pages';

let t: Awaited<ReturnType<typeof createTestApp>>;
let app: Express;
beforeAll(async () => {
  t = await createTestApp();
  // A stand-in for the React pages (tested with the build in the journeys): it sends what it got.
  app = createHttpApp({
    services: t.services,
    before: [(_req, res) => void res.type('html').send('<p>page</p>')],
  });
});
afterAll(() => t.close());

describe('the admin pages', () => {
  it('are the admin paths under any language prefix, and their data requests', () => {
    for (const path of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/ar/admin/audit',
      '/fr/admin',
      '/admin.data',
      '/en/admin/audit.data',
    ])
      expect(ADMIN_PAGE.test(path), path).toBe(true);
    for (const path of ['/administration', '/produits/admin', '/de/admin', '/api/admin/login', '/fr/adminx'])
      expect(ADMIN_PAGE.test(path), path).toBe(false);
  });

  it('get the strictest policy of the site, a fresh nonce each time, and stay out of indexes', async () => {
    const admin = await request(app).get('/ar/admin/login');
    const again = await request(app).get('/ar/admin/login');
    const shop = await request(app).get('/ar/produits');
    const policy = admin.headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'nonce-[\w+/=]+'(;|$)/);
    expect(policy).not.toContain('blob: ');
    expect(again.headers['content-security-policy']).not.toBe(policy);
    expect(admin.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(admin.headers['referrer-policy']).toBe('no-referrer');
    expect(shop.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
