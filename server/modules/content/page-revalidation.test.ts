import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { isRevalidatedPath, revalidateAnonymousPages } from './page-revalidation';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let renders = 0;
let app: express.Express;

beforeAll(async () => {
  ctx = await createTestApp();
  app = express();
  app.set('etag', false);
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${Math.random()}'`);
    res.locals.xsrfToken = 'token-of-this-browser';
    next();
  });
  app.get('/{*splat}', revalidateAnonymousPages(ctx.services, 'build-1'), (_req, res) => {
    renders++;
    res.send('<html>page</html>');
  });
});
afterAll(() => ctx.close());

async function revalidate(path: string, cookie = 'i18next=fr') {
  const first = await request(app).get(path).set('Cookie', cookie);
  const etag = first.headers.etag;
  const second = await request(app)
    .get(path)
    .set('Cookie', cookie)
    .set('If-None-Match', etag ?? '');
  return { first, second, etag };
}

describe('anonymous page revalidation', () => {
  it('answers 304 without rendering when nothing changed, and without a new CSP', async () => {
    const before = renders;
    const { first, second } = await revalidate('/fr/produits');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(second.status).toBe(304);
    expect(second.headers['content-security-policy']).toBeUndefined();
    expect(renders).toBe(before + 1);
  });

  it('changes the validator with the language, the theme, the data and the clock', async () => {
    const base = (await revalidate('/produits')).etag;
    expect((await revalidate('/produits', 'i18next=ar')).etag).not.toBe(base);
    expect((await revalidate('/produits', 'i18next=fr; theme=dark')).etag).not.toBe(base);
    ctx.services.catalog.invalidate();
    const afterWrite = (await revalidate('/produits')).etag;
    expect(afterWrite).not.toBe(base);
    ctx.clock.advance(6 * 60 * 1000);
    expect((await revalidate('/produits')).etag).not.toBe(afterWrite);
  });

  it('never applies to a logged-in visitor, a pending toast, a counted or private page', async () => {
    for (const [path, cookie] of [
      ['/fr/produits', 'sid=abc'],
      ['/fr/produits', 'toast=xyz'],
      ['/fr/blog/some-post', ''],
      ['/fr/search-result', ''],
      ['/fr/contact_requests/3f0e2c1a-9b7d-4c5e-8a6f-1b2c3d4e5f60', ''],
    ] as const) {
      const res = await request(app).get(path).set('Cookie', cookie);
      expect(res.headers.etag, path).toBeUndefined();
    }
  });

  it('knows the public pages, prefixed or not, and their client data requests', () => {
    for (const path of [
      '/',
      '/ar',
      '/produits',
      '/en/produits/papier-bulle',
      '/fr/produits/a/packages/b',
      '/category/x',
      '/mentions-l%C3%A9gales',
      '/fr/blog',
      '/fr/produits.data',
    ])
      expect(isRevalidatedPath(path), path).toBe(true);
    for (const path of [
      '/fr/blog/x',
      '/search-result',
      '/account',
      '/newsletter/confirm',
      '/fr/produits/a/b',
    ])
      expect(isRevalidatedPath(path), path).toBe(false);
  });
});
