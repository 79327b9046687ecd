import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/modules/accounts/schema';
import { adminLogin, newAdmin } from '../../server/modules/admin/test-helpers';
import { visitor } from '../../server/test/pages';
import { waitFor } from '../../server/test/wait';
import { at, decodeHtml, elementsWith, text, visibleText } from '../../server/test/public-site';
import { site, useDemoSite } from '../../tests/pages/demo-site';

useDemoSite();

const SEARCHES = {
  fr: { query: 'climatisé', path: '/produits/stockage-climatise' },
  ar: { query: 'الفقاعي', path: '/produits/papier-bulle' },
  en: { query: 'bubbel wrap', path: '/produits/papier-bulle' },
} as const;

const results = (html: string) => elementsWith(html, 'data-testid', 'search-results')[0] ?? '';

describe('/:lang/search-result', () => {
  it.each(Object.entries(SEARCHES))(
    'finds a service in %s, misspelt or not, with the words marked',
    async (lang, { query, path }) => {
      const html = (await visitor(site.app).get(at(lang as 'fr', `/search-result?q=${query}`))).text;
      const list = results(html);
      expect(list).toContain(`href="/${lang}${path}"`);
      expect(list).toMatch(/<mark\b[^>]*>[^<]+<\/mark>/);
    },
  );

  it('says so when nothing is found, with the words searched for', async () => {
    const html = (await visitor(site.app).get(at('ar', '/search-result?q=zzqqxx'))).text;
    const empty = visibleText(elementsWith(html, 'data-testid', 'empty-state')[0] ?? '');
    expect(empty).toContain('zzqqxx');
    expect(results(html)).toBe('');
  });

  it('pages its results ten at a time, with a link to the next page', async () => {
    const v = visitor(site.app);
    const word = encodeURIComponent('stockage');
    const first = (await v.get(at('fr', `/search-result?q=${word}`))).text;
    expect(results(first).match(/<li\b/g)).toHaveLength(10);
    const next = /<a\b[^>]*\brel="next"[^>]*>([\s\S]*?)<\/a>/.exec(first);
    expect(visibleText(next?.[1] ?? '').trim()).toBe(text('fr', 'common', 'pagination.next'));
    const href = decodeHtml(/href="([^"]+)"/.exec(next![0])![1]!);
    expect(href).toBe(`/fr/search-result?q=${word}&page=2`);
    const second = (await v.get(href)).text;
    expect(results(second).match(/<li\b/g)?.length).toBeGreaterThan(0);
    expect(results(second)).not.toBe(results(first));
  });

  it('takes SQL metacharacters as words', async () => {
    const v = visitor(site.app);
    for (const q of ["' OR 1=1--", "'; DROP TABLE services;--", '%', '\\', '"']) {
      const res = await v.get(`/fr/search-result?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(visibleText(/<h1\b[\s\S]*?<\/h1>/.exec(res.text)![0]), q).toContain(q);
    }
    // Nothing was dropped or matched wholesale.
    expect(results((await v.get(`/fr/search-result?q=${encodeURIComponent("' OR 1=1--")}`)).text)).toBe('');
    expect(results((await v.get(at('fr', '/search-result?q=carton'))).text)).not.toBe('');
  });
});

/** A signed-in customer: the secret of a browser session. */
async function customer(firstName: string) {
  const { services } = site;
  const now = services.clock.now();
  const [row] = await services.db
    .insert(users)
    .values({
      email: `search-${randomUUID()}@example.test`,
      firstName,
      lastName: 'Search',
      passwordHash: 'not a hash: this customer never logs in with a password',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  const { secret } = await services.accounts.sessions.create(row!.id, 'browser');
  return { id: row!.id, sid: secret };
}

const island = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="personal-island">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as { id: string; first_name: string } | null;

describe('/:lang/search-result from the page store (ADR-0101)', () => {
  it('serves a second identical search from the store, with the new visitor’s own token', async () => {
    const path = '/fr/search-result?q=papier+bulle';
    const one = visitor(site.app);
    const first = await one.get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const other = visitor(site.app);
    const second = await other.get(path);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(results(second.text)).toBe(results(first.text));
    expect(results(second.text)).toContain('href="/fr/produits/papier-bulle"');
    const token = other.cookies.get('XSRF-TOKEN')!;
    expect(second.text).toContain(token);
    expect(second.text).not.toContain(one.cookies.get('XSRF-TOKEN')!);
  });

  it('keeps another query, page or language apart', async () => {
    const v = visitor(site.app);
    // In the dark theme: none of this file's other searches were stored in it.
    v.cookies.set('theme', 'dark');
    const word = 'stockage';
    await v.get(`/fr/search-result?q=${word}`);
    expect((await v.get(`/fr/search-result?q=${word}`)).headers['x-page-cache']).toBe('hit');
    const page2 = await v.get(`/fr/search-result?q=${word}&page=2`);
    expect(page2.headers['x-page-cache']).toBe('miss');
    const page2Again = await v.get(`/fr/search-result?q=${word}&page=2`);
    expect(page2Again.headers['x-page-cache']).toBe('hit');
    expect(results(page2Again.text)).toBe(results(page2.text));
    expect(results(page2Again.text)).not.toBe(results((await v.get(`/fr/search-result?q=${word}`)).text));
    expect((await v.get(`/fr/search-result?q=${word}s`)).headers['x-page-cache']).toBe('miss');
    expect((await v.get(`/en/search-result?q=${word}`)).headers['x-page-cache']).toBe('miss');
  });

  it('sends another spelling of a search to the search’s own URL', async () => {
    const v = visitor(site.app);
    for (const [from, to] of [
      ['/fr/search-result?q=%20papier%20%20bulle%20', '/fr/search-result?q=papier+bulle'],
      ['/fr/search-result?q=carton&page=1', '/fr/search-result?q=carton'],
      ['/ar/search-result?page=2&q=carton', '/ar/search-result?q=carton&page=2'],
      ['/fr/search-result?q=carton&page=999', '/fr/search-result?q=carton&page=100'],
      ['/fr/search-result?q=+', '/fr/search-result'],
    ]) {
      const res = await v.get(from!);
      expect(res.status, from).toBe(302);
      expect(res.headers.location, from).toBe(to);
    }
    // Another parameter: rendered as it is, never stored.
    for (let i = 0; i < 2; i++) {
      const res = await v.get('/fr/search-result?q=carton&utm_source=mail');
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
  });

  it('shows an editor’s change to a service in the next search', async () => {
    const word = `zorglub${Date.now().toString(36)}`;
    const path = `/fr/search-result?q=${word}`;
    const v = visitor(site.app);
    expect(results((await v.get(path)).text)).toBe('');
    expect((await v.get(path)).headers['x-page-cache']).toBe('hit');

    const { headers } = await adminLogin(site.app, await newAdmin(site.services));
    const before = await request(site.app).get('/api/admin/services/papier-bulle?lang=fr').set(headers);
    const generation = await site.services.caches.generation();
    const saved = await request(site.app)
      .patch('/api/admin/services/papier-bulle?lang=fr')
      .set(headers)
      .send({ version: before.body.data.version, translations: { fr: { name: `Papier bulle ${word}` } } });
    expect(saved.status).toBe(200);
    // The trigger's announcement (heard by every process, this one included) moves the generation.
    await waitFor(
      async () => (await site.services.caches.generation()) !== generation,
      5000,
      'cache generation moved',
    );
    const after = await v.get(path);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(results(after.text)).toContain('href="/fr/produits/papier-bulle"');
    expect((await v.get(path)).headers['x-page-cache']).toBe('hit');
  });

  it('gives a signed-in customer the stored result with their own header data, never another’s', async () => {
    const path = '/fr/search-result?q=carton+double';
    const amina = await customer('Amina');
    const karim = await customer('Karim');
    // The first to ask is signed in: the visitors' page is rendered and stored, without her data.
    const first = await visitor(site.app, { sid: amina.sid }).get(path);
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(island(first.text)).toMatchObject({ id: amina.id, first_name: 'Amina' });
    expect(results(first.text)).not.toBe('');

    const second = await visitor(site.app, { sid: karim.sid }).get(path);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBeUndefined();
    expect(island(second.text)).toMatchObject({ id: karim.id, first_name: 'Karim' });
    expect(second.text).not.toContain('Amina');
    expect(results(second.text)).toBe(results(first.text));

    const anonymous = await visitor(site.app).get(path);
    expect(anonymous.headers['x-page-cache']).toBe('hit');
    expect(island(anonymous.text)).toBeNull();
    expect(anonymous.text).not.toMatch(/Amina|Karim|personal-island/);
  });
});
