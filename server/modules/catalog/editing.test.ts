import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { auditLog } from '../audit/schema';
import { ADMIN_PASSWORD, adminLogin, newAdmin } from '../admin/test-helpers';
import { customerWithCart } from '../orders/test-helpers';
import { serviceTranslations, services as servicesTable } from './schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_API: '100000', RATE_LIMIT_FORMS: '1000' }, { worker: false });
  await seedDemoShop(t.services);
  headers = (await adminLogin(t.app, await newAdmin(t.services))).headers;
});
afterAll(() => t.close());

const api = () => request(t.app);
const get = (path: string) => api().get(`/api/admin${path}`).set(headers);
const patch = (path: string, body: object) => api().patch(`/api/admin${path}`).set(headers).send(body);
const post = (path: string, body: object = {}) => api().post(`/api/admin${path}`).set(headers).send(body);

async function read(ref: string) {
  const res = await get(`/services/${ref}?lang=en`);
  expect(res.status).toBe(200);
  return res.body.data as Record<string, unknown> & {
    version: number;
    translations: Record<string, Record<string, unknown>>;
  };
}

describe('editing a service (ADR-0700)', () => {
  it('reads a service by its public id in the one shape: version, fields, translations in fr, en, ar', async () => {
    const data = await read('papier-bulle');
    expect(data).toMatchObject({ ref: 'papier-bulle', slug: 'papier-bulle', version: 1, currency: 'MAD' });
    expect(typeof data.price).toBe('string');
    expect(Object.keys(data.translations).sort()).toEqual(['ar', 'en', 'fr']);
    expect(data.translations.ar).toHaveProperty('description');
    expect((await get('/services/no-such-service')).status).toBe(404);
    expect((await get('/services/%E2%80%8B')).status).toBe(404);
  });

  it('saves a partial patch with the version read: 200, the new version, the audit row with only the delta', async () => {
    const before = await read('carton-double-cannelure');
    const res = await patch('/services/carton-double-cannelure', {
      version: before.version,
      price: '12.50',
      translations: { ar: { description: 'وصف جديد للكرتون' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: before.version + 1, price: '12.50', price_minor: 1250 });
    expect(res.body.data.translations.ar.description).toBe('وصف جديد للكرتون');
    expect(res.body.data.translations.fr.description).toBe(before.translations.fr!.description);
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'service.updated'), eq(auditLog.entityId, String(before.id))))
      .orderBy(desc(auditLog.id));
    expect(row!.before).toEqual({
      price: before.price,
      price_minor: before.price_minor,
      'translations.ar.description': before.translations.ar!.description,
    });
    expect(row!.after).toEqual({
      price: '12.50',
      price_minor: 1250,
      'translations.ar.description': 'وصف جديد للكرتون',
    });
  });

  it('a save that changes nothing writes no version and no audit row (empty patch, same values, same image)', async () => {
    const before = await read('papier-bulle');
    const audited = async () =>
      (
        await t.services.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityType, 'service'), eq(auditLog.entityId, String(before.id))))
      ).length;
    const rows = await audited();
    for (const body of [
      {},
      { price: before.price, images: before.images },
      { translations: { fr: { name: ` ${String(before.translations.fr!.name)} ` } } },
    ]) {
      const res = await patch('/services/papier-bulle', { version: before.version, ...body });
      expect(res.status).toBe(200);
      expect(res.body.data.version).toBe(before.version);
    }
    expect(await audited()).toBe(rows);
    expect(
      (await post('/services/papier-bulle/publish', { version: before.version })).body.data.version,
    ).toBe(before.version);
    expect(await audited()).toBe(rows);
    // A real change still saves, with its version and its audit row.
    const changed = await patch('/services/papier-bulle', { version: before.version, price: '99.90' });
    expect(changed.body.data.version).toBe(before.version + 1);
    expect(await audited()).toBe(rows + 1);
  });

  it('two saves with the same version, raced: one wins, the other gets 409 and writes nothing', async () => {
    const { version } = await read('palettes-bois');
    const [a, b] = await Promise.all([
      patch('/services/palettes-bois?lang=fr', { version, translations: { fr: { name: 'Nom A' } } }),
      patch('/services/palettes-bois?lang=fr', { version, translations: { fr: { name: 'Nom B' } } }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a.status === 200 ? 'Nom A' : 'Nom B';
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/Quelqu’un a enregistré/);
    const after = await read('palettes-bois');
    expect(after.version).toBe(version + 1);
    expect(after.translations.fr!.name).toBe(winner);
    // A later save with the stale version is refused too.
    expect((await patch('/services/palettes-bois', { version, price: '1' })).status).toBe(409);
    expect((await read('palettes-bois')).price).toBe(after.price);
  });

  it('refuses a negative price, a percent over 100 and a duplicate slug with field errors; nothing saved', async () => {
    const before = await read('carton-double-cannelure');
    const patchCarton = (change: object) =>
      patch('/services/carton-double-cannelure?lang=en', { version: before.version, ...change });
    const negative = await patchCarton({ price: '-5' });
    expect(negative.status).toBe(422);
    expect(negative.body.errors.price).toEqual(['A price cannot be negative.']);
    const percent = await patchCarton({ discount_type: 'percent', discount_value: '150' });
    expect(percent.status).toBe(422);
    expect(percent.body.errors.discount_value).toEqual(['A percent cannot be more than 100.']);
    const duplicate = await patchCarton({ slug: 'papier-bulle' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.slug).toEqual(['Another record already uses this slug.']);
    const stranger = await patchCarton({ price_minor: 1 });
    expect(stranger.status).toBe(422);
    expect(await read('carton-double-cannelure')).toMatchObject({
      version: before.version,
      price: before.price,
      slug: 'carton-double-cannelure',
    });
  });

  it('stores a script in a description as the text it is', async () => {
    const { version } = await read('papier-bulle');
    const script = '<script>alert("x")</script> & <b>bold</b>';
    const res = await patch('/services/papier-bulle', {
      version,
      translations: { en: { description: script } },
    });
    expect(res.status).toBe(200);
    const [row] = await t.services.db
      .select({ description: serviceTranslations.description })
      .from(serviceTranslations)
      .innerJoin(servicesTable, eq(servicesTable.id, serviceTranslations.serviceId))
      .where(and(eq(servicesTable.slug, 'papier-bulle'), eq(serviceTranslations.locale, 'en')));
    expect(row!.description).toBe(script);
  });

  it('drops the public cache and search follows at once: the public read shows the new text and price', async () => {
    const before = await read('papier-bulle');
    await t.services.catalog.getService('ar', 'papier-bulle'); // warm the snapshot
    const res = await patch('/services/papier-bulle', {
      version: before.version,
      price: '99.90',
      translations: { ar: { description: 'تغليف فقاعي زمردي' } },
    });
    expect(res.status).toBe(200);
    const found = await t.services.catalog.getService('ar', 'papier-bulle');
    expect(found?.service.description).toBe('تغليف فقاعي زمردي');
    expect(found?.service.priceMinor).toBe(9990);
    const hits = await t.services.search.search('ar', 'زمردي');
    expect(hits.hits.map((h) => h.path)).toContain('/produits/papier-bulle');
  });

  it('a changed slug keeps the old one answering: the redirect lookup gives the new slug', async () => {
    const { version } = await read('referencement-seo');
    const res = await patch('/services/referencement-seo', { version, slug: 'referencement-seo-pro' });
    expect(res.status).toBe(200);
    expect(res.body.data.ref).toBe('referencement-seo-pro');
    expect(await t.services.editing.currentSlug('services', 'referencement-seo')).toBe(
      'referencement-seo-pro',
    );
    expect(await t.services.catalog.getService('fr', 'referencement-seo')).toBeNull();
    expect((await t.services.catalog.getService('fr', 'referencement-seo-pro'))?.service.slug).toBe(
      'referencement-seo-pro',
    );
  });

  it('counts completeness per language and lists records missing a language', async () => {
    const { version, id } = await read('carton-double-cannelure');
    const res = await patch('/services/carton-double-cannelure', {
      version,
      translations: { en: { summary: '', features: [] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.completeness.en).toEqual({ filled: 2, total: 4, missing: ['summary', 'features'] });
    expect(res.body.data.completeness.fr.filled).toBe(4);
    const missing = await get('/editing/missing?locale=en&lang=en');
    expect(missing.status).toBe(200);
    expect(missing.body.data.data).toContainEqual(
      expect.objectContaining({
        entity: 'services',
        ref: 'carton-double-cannelure',
        locale: 'en',
        filled: 2,
        total: 4,
      }),
    );
    const totals = await get('/editing/completeness');
    const en = totals.body.data.find(
      (r: { entity: string; locale: string }) => r.entity === 'services' && r.locale === 'en',
    );
    expect(en.total - en.filled).toBeGreaterThanOrEqual(2);
    // The public page falls back to English… and English is empty, so another language, marked.
    const found = await t.services.catalog.getService('en', 'carton-double-cannelure');
    expect(found?.service.summary).not.toBe('');
    expect(found?.service.textLang?.summary).toBeDefined();
    expect(id).toBeTypeOf('number');
  });

  it('says what a delete breaks, refuses it while an order names the service, and archives instead', async () => {
    const customer = await customerWithCart(t.services, [{ service: 'stockage-climatise' }], 'fr');
    await t.services.orders.placeOrder({
      customerId: customer,
      locale: 'fr',
      paymentMode: 'pay_later',
      idempotencyKey: randomUUID(),
    });
    const { version } = await read('stockage-climatise');
    const impact = await get('/services/stockage-climatise/impact');
    expect(impact.status).toBe(200);
    expect(impact.body.data.can_delete).toBe(false);
    expect(impact.body.data.items).toContainEqual({ kind: 'orders', count: 1, blocks: true });
    expect((await post('/reauthenticate', { password: ADMIN_PASSWORD })).status).toBe(200);
    const refused = await api()
      .delete('/api/admin/services/stockage-climatise?lang=en')
      .set(headers)
      .send({ version });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/archive it instead/);
    expect((await read('stockage-climatise')).version).toBe(version);
    const archived = await post('/services/stockage-climatise/archive', { version });
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ archived: true, available: false });
    const listed = await t.services.catalog.listServices('fr');
    expect(listed.map((s) => s.slug)).not.toContain('stockage-climatise');
  });

  it('deletes what nothing keeps, after saying what goes with it', async () => {
    const created = await post('/categories?lang=en', {
      slug: 'temporaire',
      image: '/images/x.webp',
      translations: { fr: { name: 'Temporaire' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.completeness.en).toMatchObject({ filled: 0, total: 2 });
    const impact = await get('/categories/temporaire/impact');
    expect(impact.body.data).toEqual({ items: [], can_delete: true, can_archive: false });
    const gone = await api()
      .delete('/api/admin/categories/temporaire')
      .set(headers)
      .send({ version: created.body.data.version });
    expect(gone.status).toBe(204);
    expect((await get('/categories/temporaire')).status).toBe(404);
    const [row] = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'category.deleted'))
      .orderBy(desc(auditLog.id));
    expect(row!.before).toMatchObject({ slug: 'temporaire', 'translations.fr.name': 'Temporaire' });
  });

  it('keeps a draft apart from the record, previews it through a signed short-lived link, publishes it with the version', async () => {
    const before = await read('site-e-commerce');
    const draft = await api()
      .put('/api/admin/services/site-e-commerce/draft')
      .set(headers)
      .send({
        version: before.version,
        price: '8800',
        translations: { fr: { name: 'Boutique en ligne clé en main' } },
      });
    expect(draft.status).toBe(200);
    expect(draft.body.data.draft.patch).toMatchObject({ price: '8800' });
    expect(draft.body.data.version).toBe(before.version);
    expect((await t.services.catalog.getService('fr', 'site-e-commerce'))?.service.name).toBe(
      before.translations.fr!.name,
    );

    const link = await post('/services/site-e-commerce/preview');
    expect(link.status).toBe(200);
    expect(link.body.data.url).toMatch(/^\/produits\/site-e-commerce\?preview=/);
    const token = decodeURIComponent(link.body.data.url.split('?preview=')[1]);
    const opened = await t.services.editing.readPreview(token);
    expect(opened).toMatchObject({ entity: 'services', patch: { price: '8800' } });
    const found = await t.services.catalog.getService('fr', 'site-e-commerce');
    const previewed = t.services.catalog.withDraft(found!.service, opened!.patch, 'fr');
    expect(previewed).toMatchObject({ name: 'Boutique en ligne clé en main', priceMinor: 880000 });
    expect(await t.services.editing.readPreview(`${token.slice(0, -2)}xx`)).toBeNull();

    expect(
      (await post('/services/site-e-commerce/draft/publish', { version: before.version + 7 })).status,
    ).toBe(409);
    const published = await post('/services/site-e-commerce/draft/publish', { version: before.version });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ version: before.version + 1, price: '8800.00', draft: null });
    expect((await t.services.catalog.getService('fr', 'site-e-commerce'))?.service.name).toBe(
      'Boutique en ligne clé en main',
    );
    t.clock.advance(31 * 60 * 1000);
    expect(await t.services.editing.readPreview(token)).toBeNull();
  });

  it('moves a record up among its siblings, and answers 404 for an entity nobody registered', async () => {
    const list = async () =>
      (await get('/sub-categories?parent=emballage')).body.data.data.map((r: { ref: string }) => r.ref);
    const before = await list();
    expect(before.length).toBeGreaterThan(1);
    const moved = await post(`/sub-categories/${before[1]}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect(await list()).toEqual([before[1], before[0], ...before.slice(2)]);
    expect((await post(`/sub-categories/${before[1]}/move`, { direction: 'up' })).status).toBe(409);
    expect((await get('/no-such-entity')).status).toBe(404);
    expect((await get('/services/papier-bulle%3Ax')).status).toBe(404);
  });
});
