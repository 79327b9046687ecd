import { sql } from 'drizzle-orm';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app';
import { waitFor } from '../test/wait';
import { anonymousPages, isSearchResultPath, isSharedPublicPath } from './anonymous-pages';
import { securityHeaders } from './security-headers';
import { issueXsrfCookie } from './xsrf';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let renders = 0;
let app: express.Express;

/**
 * Stands in for React Router: streams a page that carries this response's nonce and XSRF token (and
 * a search's query). `?cookie` or a search for "set cookie" sets a cookie; `?status=` or a search
 * for "status 500" answers that status.
 */
function renderPage(req: express.Request, res: express.Response) {
  renders++;
  const { nonce, xsrfToken } = res.locals as { nonce: string; xsrfToken: string };
  const q = typeof req.query.q === 'string' ? req.query.q : '';
  if (req.query.cookie || q === 'set cookie') res.append('Set-Cookie', 'pending=1; Path=/');
  if (req.query.status) res.status(Number(req.query.status));
  if (/^status \d+$/.test(q)) res.status(Number(q.slice(7)));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Link', '</assets/entry.js>; rel=modulepreload');
  res.write(`<!doctype html><html><head><script nonce="${nonce}">boot()</script></head>`);
  res.write(Buffer.from(`<body><form><input name="_xsrf" value="${xsrfToken}"></form>`));
  res.end(
    `<p>render ${renders} ${q}</p><script nonce="${nonce}">window.__data={"xsrfToken":"${xsrfToken}"}</script></body></html>`,
  );
}

beforeAll(async () => {
  ctx = await createTestApp();
  app = express();
  app.set('etag', false);
  app.use(securityHeaders({ hsts: false }));
  app.use(issueXsrfCookie({ secure: false }));
  app.get('/{*splat}', anonymousPages(ctx.services, 'build-1'), renderPage);
});
afterAll(() => ctx.close());
beforeEach(() => written('categories'));

/**
 * A write to a cached table, as any process (or psql) would make it: resolves once this instance
 * has heard of it (the trigger's NOTIFY moved the database's cache generation).
 */
async function written(table: 'categories' | 'faqs' | 'site_settings') {
  const before = await ctx.services.caches.generation();
  const column = { categories: 'slug', faqs: 'position', site_settings: 'company_name' }[table];
  await ctx.services.db.execute(sql.raw(`update ${table} set ${column} = ${column}`));
  await waitFor(
    async () => (await ctx.services.caches.generation()) !== before,
    5000,
    'cache generation moved',
  );
}

const TOKEN_A = 'a'.repeat(43);
const TOKEN_B = 'b'.repeat(43);

function get(path: string, cookie = `XSRF-TOKEN=${TOKEN_A}; i18next=fr`) {
  return request(app).get(path).set('Cookie', cookie);
}

function nonceOf(res: request.Response) {
  return /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
}

describe('anonymous pages kept in memory', () => {
  it('renders a page once and serves the copy, stitched with each response own nonce and token', async () => {
    const first = await get('/fr/produits');
    const rendersAfterFirst = renders;
    const second = await get('/fr/produits', `XSRF-TOKEN=${TOKEN_B}; i18next=fr`);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(rendersAfterFirst);

    const nonce = nonceOf(second)!;
    expect(nonce).not.toBe(nonceOf(first));
    expect(second.text.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(second.text).toContain(`value="${TOKEN_B}"`);
    expect(second.text).toContain(`"xsrfToken":"${TOKEN_B}"`);
    expect(second.text).not.toContain(TOKEN_A);
    expect(second.text).not.toContain(nonceOf(first)!);
    expect(second.text.replaceAll(nonce, 'N').replaceAll(TOKEN_B, 'T')).toBe(
      first.text.replaceAll(nonceOf(first)!, 'N').replaceAll(TOKEN_A, 'T'),
    );
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.link).toBe('</assets/entry.js>; rel=modulepreload');
  });

  it('serves a copy gzip-encoded to a browser that accepts it, and plain to one that does not', async () => {
    await get('/fr/resources');
    const plain = await get('/fr/resources').set('Accept-Encoding', 'identity');
    expect(plain.headers['x-page-cache']).toBe('hit');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const none = await get('/fr/resources').unset('Accept-Encoding');
    expect(none.headers['content-encoding']).toBeUndefined();
    const gzipped = await get('/fr/resources').set('Accept-Encoding', 'br;q=1, gzip;q=0.8');
    expect(gzipped.headers['x-page-cache']).toBe('hit');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    // supertest decodes the body: it must read as the same page, with this response's nonce.
    expect(gzipped.text).toBe(plain.text.replaceAll(nonceOf(plain)!, nonceOf(gzipped)!));
  });

  it('gives a new visitor the copy with the token it is being issued', async () => {
    await get('/fr/offers', `XSRF-TOKEN=${TOKEN_A}`);
    const visitor = await request(app).get('/fr/offers');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    const issued = /XSRF-TOKEN=([^;]+)/.exec(String(visitor.headers['set-cookie']))?.[1];
    expect(issued).toMatch(/^[\w-]{43}$/);
    expect(visitor.text).toContain(`value="${issued}"`);
  });

  it('keeps one copy per URL, language and theme', async () => {
    await get('/fr/gallery');
    for (const [path, cookie] of [
      ['/ar/gallery', `XSRF-TOKEN=${TOKEN_A}`],
      ['/fr/gallery?page=2', `XSRF-TOKEN=${TOKEN_A}`],
      ['/fr/gallery', `XSRF-TOKEN=${TOKEN_A}; theme=dark`],
      ['/gallery', `XSRF-TOKEN=${TOKEN_A}; i18next=ar`],
    ] as const) {
      expect((await get(path, cookie)).headers['x-page-cache'], `${path} ${cookie}`).toBe('miss');
    }
    expect((await get('/fr/gallery', `XSRF-TOKEN=${TOKEN_B}; i18next=fr`)).headers['x-page-cache']).toBe(
      'hit',
    );
  });

  it('renders again after a catalogue or content write and after five minutes', async () => {
    await get('/fr/stockage');
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('hit');
    await written('categories');
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('miss');
    await written('faqs');
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('miss');
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('hit');
    // Dropping this process's own caches is not a change: the copy stays good.
    ctx.services.catalog.invalidate();
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('hit');
    ctx.clock.advance(6 * 60 * 1000);
    expect((await get('/fr/stockage')).headers['x-page-cache']).toBe('miss');
  });

  it('never stores an error, a response that set a cookie, nor serves a copy to HEAD before GET', async () => {
    await get('/fr/faqs?status=500');
    expect((await get('/fr/faqs?status=500')).headers['x-page-cache']).toBe('miss');
    await get('/fr/faqs?cookie=1');
    expect((await get('/fr/faqs?cookie=1')).headers['x-page-cache']).toBe('miss');
    const head = await request(app).head('/fr/aboutus').set('Cookie', `XSRF-TOKEN=${TOKEN_A}`);
    expect(head.headers['x-page-cache']).toBe('miss');
    await get('/fr/aboutus', `XSRF-TOKEN=${TOKEN_A}`);
    const headHit = await request(app).head('/fr/aboutus').set('Cookie', `XSRF-TOKEN=${TOKEN_A}`);
    expect(headHit.headers['x-page-cache']).toBe('hit');
    expect(headHit.text ?? '').toBe('');
  });
});

describe('search results kept in a store of their own (ADR-0101)', () => {
  const cacheOf = async (path: string, cookie?: string) => (await get(path, cookie)).headers['x-page-cache'];

  it('serves a second identical search from the store; another query, page, language or theme is another entry', async () => {
    const path = '/fr/search-result?q=carton+double';
    const first = await get(path);
    const rendersAfterFirst = renders;
    const second = await get(path, `XSRF-TOKEN=${TOKEN_B}; i18next=fr`);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(renders).toBe(rendersAfterFirst);
    expect(second.text).toContain(`render ${rendersAfterFirst} carton double`);
    expect(second.text).toContain(`value="${TOKEN_B}"`);
    expect(second.text).not.toContain(TOKEN_A);
    expect(second.headers.etag).toMatch(/^W\/"/);

    for (const [other, cookie] of [
      ['/fr/search-result?q=carton', undefined],
      ['/fr/search-result?q=carton+doubles', undefined],
      ['/fr/search-result?q=carton+double&page=2', undefined],
      ['/ar/search-result?q=carton+double', undefined],
      ['/search-result?q=carton+double', `XSRF-TOKEN=${TOKEN_A}; i18next=fr`],
      [path, `XSRF-TOKEN=${TOKEN_A}; i18next=fr; theme=dark`],
    ] as const)
      expect(await cacheOf(other, cookie), `${other} ${cookie}`).toBe('miss');
    expect(await cacheOf('/fr/search-result?q=carton+double&page=2')).toBe('hit');
    expect(await cacheOf(path)).toBe('hit');
    // The page with no query (the search box alone) is a page too.
    await get('/fr/search-result');
    expect(await cacheOf('/fr/search-result')).toBe('hit');
  });

  it('answers a new search with the page it stores, compressed once: whole, with its length', async () => {
    const first = await get('/fr/search-result?q=boite+archive');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(Number(first.headers['content-length'])).toBeGreaterThan(0);
    expect(first.text).toContain('boite archive</p>');
    expect(first.text).toContain(`value="${TOKEN_A}"`);
    expect(first.text).toContain(`nonce="${nonceOf(first)}"`);
    // What is not stored goes out as it was written.
    const failed = await get('/fr/search-result?q=status+500');
    expect(failed.status).toBe(500);
    expect(failed.headers['content-encoding']).toBeUndefined();
    expect(failed.text).toMatch(/status 500<\/p>.*<\/html>$/);
  });

  it('leaves another spelling of a search (the page redirects it) and another parameter to the page, never stored', async () => {
    for (const path of [
      '/fr/search-result?q=carton+',
      '/fr/search-result?q=carton++double',
      '/fr/search-result?q=carton&page=1',
      '/fr/search-result?page=2&q=carton',
      '/fr/search-result?q=carton&utm_source=mail',
      '/fr/search-result.data?q=carton',
    ])
      for (let i = 0; i < 2; i++) {
        const res = await get(path);
        expect(res.headers['x-page-cache'], path).toBeUndefined();
        expect(res.headers.etag, path).toBeUndefined();
      }
  });

  it('renders a search again after a catalogue or content write by any process (the database generation)', async () => {
    const path = '/fr/search-result?q=stockage';
    await get(path);
    expect(await cacheOf(path)).toBe('hit');
    await written('categories');
    expect(await cacheOf(path)).toBe('miss');
    expect(await cacheOf(path)).toBe('hit');
    await written('faqs');
    expect(await cacheOf(path)).toBe('miss');
  });

  it('never stores an error or a response that set a cookie, and never shares with another cookie', async () => {
    for (const path of ['/fr/search-result?q=status+500', '/fr/search-result?q=set+cookie']) {
      await get(path);
      expect(await cacheOf(path), path).toBe('miss');
    }
    await get('/fr/search-result?q=papier');
    const toast = await request(app).get('/fr/search-result?q=papier').set('Cookie', 'toast=xyz');
    expect(toast.headers['x-page-cache']).toBeUndefined();
  });

  it('a flood of distinct searches evicts older searches, never a stored catalogue page', async () => {
    // Both stores hold a few dozen of these small pages: the flood is ten times that.
    const small = express();
    small.set('etag', false);
    small.use(securityHeaders({ hsts: false }));
    small.use(issueXsrfCookie({ secure: false }));
    small.get(
      '/{*splat}',
      anonymousPages(ctx.services, 'build-1', { maxBytes: 24 * 1024, searchMaxBytes: 24 * 1024 }),
      renderPage,
    );
    const at = (path: string) => request(small).get(path).set('Cookie', `XSRF-TOKEN=${TOKEN_A}; i18next=fr`);
    await at('/fr/produits');
    expect((await at('/fr/produits')).headers['x-page-cache']).toBe('hit');
    await at('/fr/search-result?q=flood+0');
    for (let i = 1; i < 400; i++) await at(`/fr/search-result?q=flood+${i}`);
    expect((await at('/fr/search-result?q=flood+399')).headers['x-page-cache']).toBe('hit');
    expect((await at('/fr/search-result?q=flood+0')).headers['x-page-cache']).toBe('miss');
    expect((await at('/fr/produits')).headers['x-page-cache']).toBe('hit');
  });
});

describe('anonymous page revalidation', () => {
  async function revalidate(path: string, cookie = `XSRF-TOKEN=${TOKEN_A}; i18next=fr`) {
    const first = await get(path, cookie);
    const second = await get(path, cookie).set('If-None-Match', first.headers.etag ?? '');
    return { first, second, etag: first.headers.etag as string | undefined };
  }

  it('answers 304 without a body or a new CSP when the copy is current', async () => {
    const { first, second } = await revalidate('/fr/portfolio');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(second.status).toBe(304);
    expect(second.headers['content-security-policy']).toBeUndefined();
  });

  it('changes the validator with the browser token, language, theme, data and clock', async () => {
    const base = (await revalidate('/produits')).etag;
    expect((await revalidate('/produits', `XSRF-TOKEN=${TOKEN_B}; i18next=fr`)).etag).not.toBe(base);
    expect((await revalidate('/produits', `XSRF-TOKEN=${TOKEN_A}; i18next=ar`)).etag).not.toBe(base);
    expect((await revalidate('/produits', `XSRF-TOKEN=${TOKEN_A}; i18next=fr; theme=dark`)).etag).not.toBe(
      base,
    );
    await written('site_settings');
    const afterWrite = (await revalidate('/produits')).etag;
    expect(afterWrite).not.toBe(base);
    ctx.clock.advance(6 * 60 * 1000);
    expect((await revalidate('/produits')).etag).not.toBe(afterWrite);
  });
});

describe('what is never shared', () => {
  it('a logged-in visitor, a pending toast, any unknown cookie, a private page', async () => {
    for (const [path, cookie] of [
      ['/fr/produits', 'sid=abc'],
      ['/fr/produits', 'toast=xyz'],
      ['/fr/produits', 'pending_signup=1'],
      ['/fr/search-result?q=carton&utm_source=mail', ''],
      ['/fr/contact_requests/3f0e2c1a-9b7d-4c5e-8a6f-1b2c3d4e5f60', ''],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await request(app).get(path).set('Cookie', cookie);
        expect(res.headers.etag, path).toBeUndefined();
        expect(res.headers['x-page-cache'], path).toBeUndefined();
      }
    }
  });

  it('knows the shared public pages, prefixed or not, and their client data requests', () => {
    for (const path of [
      '/',
      '/ar',
      '/produits',
      '/en/produits/papier-bulle',
      '/fr/produits/a/packages/b',
      '/category/x',
      '/mentions-l%C3%A9gales',
      '/fr/blog',
      '/fr/blog/choisir-le-bon-carton',
      '/fr/produits.data',
    ])
      expect(isSharedPublicPath(path), path).toBe(true);
    for (const path of [
      '/fr/blog/x/y',
      '/search-result',
      '/account',
      '/newsletter/confirm',
      '/fr/produits/a/b',
    ])
      expect(isSharedPublicPath(path), path).toBe(false);
  });

  it('knows the search results page, prefixed or not, and not its client data', () => {
    for (const path of ['/search-result', '/fr/search-result', '/ar/search-result/'])
      expect(isSearchResultPath(path), path).toBe(true);
    for (const path of ['/fr/search-result.data', '/fr/search-results', '/fr/search-result/x', '/produits'])
      expect(isSearchResultPath(path), path).toBe(false);
  });
});
