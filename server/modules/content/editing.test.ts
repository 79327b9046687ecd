import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { adminLogin, newAdmin } from '../admin/test-helpers';
import { blogPosts, faqs } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;
let reauth: () => Promise<unknown>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '1000' }, { worker: false });
  await seedDemoShop(t.services);
  const admin = await newAdmin(t.services);
  headers = (await adminLogin(t.app, admin, '10.71.0.1')).headers;
  reauth = () =>
    request(t.app).post('/api/admin/reauthenticate').set(headers).send({ password: admin.password });
});
afterAll(() => t.close());

const get = (path: string) => request(t.app).get(`/api/admin${path}`).set(headers);
const patch = (path: string, body: object) =>
  request(t.app).patch(`/api/admin${path}`).set(headers).send(body);
const post = (path: string, body: object = {}) =>
  request(t.app).post(`/api/admin${path}`).set(headers).send(body);
const del = (path: string, body: object) =>
  request(t.app).delete(`/api/admin${path}`).set(headers).send(body);

type Record_ = {
  id: number;
  version: number;
  translations: Record<string, Record<string, unknown>>;
} & Record<string, unknown>;
async function read(path: string): Promise<Record_> {
  const res = await get(`${path}?lang=en`);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function firstFaqId() {
  const [row] = await t.services.db.select({ id: faqs.id }).from(faqs).orderBy(faqs.id).limit(1);
  return row!.id;
}

/** Reads the record, then patches it at the version read: the record as it was, and the answer. */
async function patchCurrent(path: string, change: object) {
  const before = await read(path);
  return { before, res: await patch(path, { version: before.version, ...change }) };
}

describe('FAQs', () => {
  it('edits the Arabic answer with the version read; the public FAQ page and the search follow at once', async () => {
    const id = await firstFaqId();
    await t.services.content.listFaqGroups('ar'); // warm the snapshot
    const before = await read(`/faqs/${id}`);
    expect(Object.keys(before.translations).sort()).toEqual(['ar', 'en', 'fr']);
    const answer = 'جواب جديد عن التوصيل إلى طنجة في يومين';
    const res = await patch(`/faqs/${id}`, { version: before.version, translations: { ar: { answer } } });
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe(before.version + 1);
    expect(res.body.data.translations.fr).toEqual(before.translations.fr);
    const shown = (await t.services.content.listFaqGroups('ar'))
      .flatMap((g) => g.items)
      .find((f) => f.id === id);
    expect(shown?.answer).toBe(answer);
    const found = await t.services.search.search('ar', 'طنجة', 1, 10);
    expect(JSON.stringify(found)).toContain('طنجة');
    const [audit] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'faq.updated'), eq(auditLog.entityId, String(id))))
      .orderBy(desc(auditLog.id));
    expect(audit?.after).toEqual({ 'translations.ar.answer': answer });
  });

  it('refuses a stale version with 409, nothing saved', async () => {
    const id = await firstFaqId();
    const before = await read(`/faqs/${id}`);
    const res = await patch(`/faqs/${id}`, {
      version: before.version - 1,
      translations: { en: { answer: 'late' } },
    });
    expect(res.status).toBe(409);
    expect((await read(`/faqs/${id}`)).translations.en!.answer).toBe(before.translations.en!.answer);
  });

  it('an unpublished FAQ leaves the public page and the search; published again, it is back', async () => {
    const id = await firstFaqId();
    const { version } = await read(`/faqs/${id}`);
    expect((await post(`/faqs/${id}/unpublish`, { version })).status).toBe(200);
    const items = async () =>
      (await t.services.content.listFaqGroups('fr')).flatMap((g) => g.items).map((f) => f.id);
    expect(await items()).not.toContain(id);
    const hits = await t.services.search.search('ar', 'طنجة', 1, 10);
    expect(hits.hits.filter((h) => h.type === 'faq')).toEqual([]);
    const again = await read(`/faqs/${id}`);
    expect((await post(`/faqs/${id}/publish`, { version: again.version })).status).toBe(200);
    expect(await items()).toContain(id);
  });

  it('deleting a FAQ group says first how many FAQs go with it', async () => {
    const groups = await get('/faq-groups?lang=en');
    const group = groups.body.data.data[0];
    const impact = await get(`/faq-groups/${group.ref}/impact`);
    expect(impact.status).toBe(200);
    expect(JSON.stringify(impact.body.data)).toMatch(/"faqs"/);
  });
});

describe('blog posts', () => {
  it('a changed slug keeps the old address answering with the new one', async () => {
    const before = await read('/blog-posts/choisir-le-bon-carton');
    const res = await patch('/blog-posts/choisir-le-bon-carton', {
      version: before.version,
      slug: 'bien-choisir-son-carton',
    });
    expect(res.status).toBe(200);
    expect(await t.services.editing.currentSlug('blog-posts', 'choisir-le-bon-carton')).toBe(
      'bien-choisir-son-carton',
    );
    expect(await t.services.content.getPost('fr', 'bien-choisir-son-carton')).not.toBeNull();
    expect(await t.services.content.getPost('fr', 'choisir-le-bon-carton')).toBeNull();
  });

  it('an unpublished post is not shown nor counted; a later publication date schedules it', async () => {
    const slug = 'emballer-objets-fragiles';
    const before = await read(`/blog-posts/${slug}`);
    expect(before.published).toBe(true);
    expect((await post(`/blog-posts/${slug}/unpublish`, { version: before.version })).status).toBe(200);
    expect(await t.services.content.getPost('en', slug)).toBeNull();
    expect(await t.services.content.recordPostView(slug)).toBe(false);
    const hidden = await read(`/blog-posts/${slug}`);
    expect((await post(`/blog-posts/${slug}/publish`, { version: hidden.version })).status).toBe(200);
    expect(await t.services.content.getPost('en', slug)).not.toBeNull();

    const shown = await read(`/blog-posts/${slug}`);
    const res = await patch(`/blog-posts/${slug}`, {
      version: shown.version,
      published_at: '2027-06-01T09:00',
    });
    expect(res.status).toBe(200);
    expect(await t.services.content.getPost('en', slug)).toBeNull();
    const [row] = await t.services.db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
    expect(row!.publishedAt.toISOString()).toBe('2027-06-01T08:00:00.000Z');
  });

  it('a category with posts cannot be deleted: its posts are named first', async () => {
    const category = await read('/blog-categories/conseils-emballage');
    const impact = await get('/blog-categories/conseils-emballage/impact');
    expect(JSON.stringify(impact.body.data)).toMatch(/"posts"/);
    await reauth();
    const res = await del('/blog-categories/conseils-emballage', { version: category.version });
    expect(res.status).toBe(409);
    expect((await get('/blog-categories/conseils-emballage')).status).toBe(200);
  });

  it('refuses a bad date, an unknown category and a duplicate slug, nothing saved', async () => {
    const before = await read('/blog-posts/bien-remplir-son-box');
    for (const body of [
      { published_at: 'tomorrow' },
      { category: 'no-such-category' },
      { slug: 'humidite-et-stockage' },
    ]) {
      const res = await patch('/blog-posts/bien-remplir-son-box', { version: before.version, ...body });
      expect(res.status).toBe(422);
    }
    expect((await read('/blog-posts/bien-remplir-son-box')).version).toBe(before.version);
  });
});

describe('pages, gallery and portfolio', () => {
  it('a page is edited in place; its address is fixed and it cannot be created or deleted', async () => {
    const { before, res } = await patchCurrent('/pages/aboutus', {
      translations: { en: { summary: 'Who we are, in short.' } },
    });
    expect(res.status).toBe(200);
    expect((await t.services.content.getPage('en', 'aboutus'))?.summary).toBe('Who we are, in short.');
    expect((await patch('/pages/aboutus', { version: before.version + 1, slug: 'about' })).status).toBe(422);
    const created = await post('/pages', { slug: 'aboutus', translations: { en: { title: 'Copy' } } });
    expect(created.status).toBe(422);
    await reauth();
    expect((await del('/pages/aboutus', { version: before.version + 1 })).status).toBe(409);
  });

  it('an unpublished gallery image leaves the gallery at once', async () => {
    const before = await read('/gallery-items/salle-archives');
    expect((await t.services.catalog.listGallery('fr')).map((g) => g.slug)).toContain('salle-archives');
    expect((await post('/gallery-items/salle-archives/unpublish', { version: before.version })).status).toBe(
      200,
    );
    expect((await t.services.catalog.listGallery('fr')).map((g) => g.slug)).not.toContain('salle-archives');
  });

  it('a project needs an http(s) address and a plausible year', async () => {
    const before = await read('/projects/cafe-atlas-coffrets');
    const bad = await patch('/projects/cafe-atlas-coffrets', {
      version: before.version,
      live_url: 'javascript:alert(1)',
      year: 1800,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['live_url', 'year']);
    const good = await patch('/projects/cafe-atlas-coffrets', { version: before.version, year: 2025 });
    expect(good.status).toBe(200);
    expect(
      (await t.services.catalog.listProjects('fr')).find((p) => p.slug === 'cafe-atlas-coffrets')?.year,
    ).toBe(2025);
  });

  it('a text emptied in one language shows in the missing-translations list, and the site falls back', async () => {
    const { before, res } = await patchCurrent('/gallery-items/studio-design', {
      translations: { en: { caption: '' } },
    });
    expect(res.status).toBe(200);
    const missing = await get('/editing/missing?locale=en&lang=en');
    expect(missing.body.data.data ?? missing.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ entity: 'gallery-items', ref: 'studio-design' })]),
    );
    // On the site, the empty English caption is the French one, never an empty string.
    const shown = (await t.services.catalog.listGallery('en')).find((g) => g.slug === 'studio-design');
    expect(shown?.caption).toBe(before.translations.fr!.caption);
    const completeness = await get('/editing/completeness?lang=en');
    expect(JSON.stringify(completeness.body)).toContain('gallery-items');
  });
});
