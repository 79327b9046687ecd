import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { packages, serviceTranslations, services } from './schema';
import type { DiscountType } from '../../../common/catalog/types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({}, { worker: false }); // no job worker: a test below counts every read of the database
  await seedDemoShop(ctx.services);
});
afterAll(() => ctx.close());

describe('catalogue', () => {
  it('holds the demo shop: 3+ categories with sub-categories, 12 services of the three kinds', async () => {
    const categories = await ctx.services.catalog.listCategories('fr');
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect(categories.every((c) => c.subCategories.length > 0)).toBe(true);
    const all = await ctx.services.catalog.listServices('ar');
    expect(all).toHaveLength(12);
    expect(new Set(all.map((s) => s.kind))).toEqual(
      new Set(['packaging_product', 'storage_offer', 'digital_service']),
    );
    const packages = all.flatMap((s) => s.packages);
    expect(new Set(packages.map((p) => p.billingPeriod))).toEqual(new Set([null, 'week', 'month', 'year']));
    expect(new Set(packages.map((p) => p.paymentKind))).toEqual(new Set(['one_time', 'subscription']));
  });

  it('seeding twice changes nothing', async () => {
    expect((await seedDemoShop(ctx.services)).seeded).toEqual([]);
    expect(await ctx.services.catalog.listServices('en')).toHaveLength(12);
  });

  it('serves every package price after its discount, computed by the pricing rules', async () => {
    const [service] = await ctx.services.db.select().from(services).where(eq(services.slug, 'papier-bulle'));
    const row = (slug: string, priceMinor: number, currency: string, type: DiscountType, value: number) => ({
      serviceId: service!.id,
      slug,
      priceMinor,
      currency,
      discountType: type,
      discountValue: value,
      paymentKind: 'one_time' as const,
    });
    await ctx.services.db
      .insert(packages)
      .values([
        row('test-half', 24905, 'MAD', 'percent', 10),
        row('test-floor', 1000, 'MAD', 'amount', 5000),
        row('test-yen', 999, 'JPY', 'percent', 15),
      ]);
    ctx.services.catalog.invalidate();
    const served = (await ctx.services.catalog.getService('fr', 'papier-bulle'))!.service.packages;
    const price = (slug: string) => served.find((p) => p.slug === slug)?.finalPriceMinor;
    // 10 % of 24 905 is 2 490.5: half up takes 2 491 off; 15 % of ¥999 is 149.85 → 150 off.
    expect([price('test-half'), price('test-floor'), price('test-yen')]).toEqual([22414, 0, 849]);
    await ctx.services.db
      .delete(packages)
      .where(inArray(packages.slug, ['test-half', 'test-floor', 'test-yen']))
      .execute();
    ctx.services.catalog.invalidate();
  });

  it('sells every service on its own terms too; "from" is the cheapest of what is for sale', async () => {
    const all = await ctx.services.catalog.listServices('fr');
    expect(all.every((s) => s.priceMinor > 0 && s.currency === 'MAD' && s.available)).toBe(true);
    const climate = all.find((s) => s.slug === 'stockage-climatise')!;
    expect(climate).toMatchObject({
      priceMinor: 45000,
      discount: { type: 'percent', value: 10 },
      finalPriceMinor: 40500,
      billingPeriod: 'month',
      paymentKind: 'subscription',
      fromPrice: { minor: 35000, currency: 'MAD' },
    });
    const bubbles = all.find((s) => s.slug === 'papier-bulle')!;
    expect(bubbles.fromPrice).toEqual({ minor: 6900, currency: 'MAD' });
    await ctx.services.db.update(services).set({ available: false }).where(eq(services.slug, 'papier-bulle'));
    ctx.services.catalog.invalidate();
    try {
      const hidden = (await ctx.services.catalog.getService('fr', 'papier-bulle'))!.service;
      expect(hidden.available).toBe(false);
      // Its packages cannot be bought without it; nothing is for sale, so no "from" price.
      expect(hidden.packages.map((p) => p.available)).toEqual([false, false]);
      expect(hidden.fromPrice).toBeNull();
    } finally {
      await ctx.services.db
        .update(services)
        .set({ available: true })
        .where(eq(services.slug, 'papier-bulle'));
      ctx.services.catalog.invalidate();
    }
  });

  it('serves offer prices from the package price and the offer discount', async () => {
    const offers = await ctx.services.catalog.listCurrentOffers('ar');
    const prices = (slug: string) => {
      const offer = offers.find((o) => o.slug === slug)!;
      return [offer.priceMinor, offer.offerPriceMinor, offer.currency];
    };
    expect(prices('premier-mois-box-5m2')).toEqual([99000, 49500, 'MAD']); // 50 %
    expect(prices('palette-500-cartons-pro')).toEqual([390000, 350000, 'MAD']); // 400.00 MAD off
  });

  it('lists only the offers running now, by the platform clock', async () => {
    expect(await ctx.services.catalog.listCurrentOffers('en')).toHaveLength(3);
    ctx.clock.advance(400 * 24 * 3600 * 1000);
    expect(await ctx.services.catalog.listCurrentOffers('en')).toEqual([]);
    ctx.clock.advance(-400 * 24 * 3600 * 1000);
  });

  it('a category, a sub-category and a service are found by slug; unknown slugs are null', async () => {
    expect((await ctx.services.catalog.getCategory('en', 'stockage'))?.services.length).toBeGreaterThan(0);
    expect((await ctx.services.catalog.getSubCategory('en', 'cartons-et-boites'))?.category.slug).toBe(
      'emballage',
    );
    expect(await ctx.services.catalog.getCategory('en', 'nope')).toBeNull();
    expect(await ctx.services.catalog.getSubCategory('en', 'nope')).toBeNull();
    expect(await ctx.services.catalog.getService('en', 'nope')).toBeNull();
  });

  // Whether the change reaches the cache (NOTIFY from the writing transaction) is caches.test.ts's.
  it('falls back to English for a missing language, once its cache is dropped', async () => {
    const [row] = await ctx.services.db.select().from(services).where(eq(services.slug, 'papier-bulle'));
    await ctx.services.db
      .delete(serviceTranslations)
      .where(eq(serviceTranslations.serviceId, row!.id))
      .execute();
    await ctx.services.db.insert(serviceTranslations).values({
      serviceId: row!.id,
      locale: 'en',
      name: 'Bubble wrap (renamed)',
      summary: 's',
      description: 'd',
      features: [],
    });
    ctx.services.catalog.invalidate();
    expect((await ctx.services.catalog.getService('ar', 'papier-bulle'))?.service.name).toBe(
      'Bubble wrap (renamed)',
    );
  });

  it('pages through every service grouped by kind, like the products page lists them', async () => {
    const all = await ctx.services.catalog.listServices('fr');
    const byKind = ['packaging_product', 'storage_offer', 'digital_service'].flatMap((kind) =>
      all.filter((s) => s.kind === kind),
    );
    const first = await ctx.services.catalog.pageOfServicesByKind('fr', 1, 5);
    expect(first).toMatchObject({ page: 1, pages: Math.ceil(byKind.length / 5), total: byKind.length });
    expect(first.items.map((s) => s.slug)).toEqual(byKind.slice(0, 5).map((s) => s.slug));
    const second = await ctx.services.catalog.pageOfServicesByKind('fr', 2, 5);
    expect(second.items.map((s) => s.slug)).toEqual(byKind.slice(5, 10).map((s) => s.slug));
    const beyond = await ctx.services.catalog.pageOfServicesByKind('fr', 99, 5);
    expect(beyond.page).toBe(first.pages);
    expect(beyond.items.map((s) => s.slug)).toEqual(byKind.slice((first.pages - 1) * 5).map((s) => s.slug));
    expect((await ctx.services.catalog.pageOfServicesByKind('fr', 0, 5)).page).toBe(1);
  });

  it('builds every language from one read of the tables, and reads again after a write', async () => {
    ctx.services.catalog.invalidate();
    const reads: string[] = [];
    const db = ctx.services.db;
    const select = db.select.bind(db);
    (db as { select: unknown }).select = (...args: Parameters<typeof select>) => {
      reads.push('select');
      return select(...args);
    };
    try {
      await ctx.services.catalog.listCategories('fr');
      const perRead = reads.length;
      expect(perRead).toBeGreaterThan(0);
      await ctx.services.catalog.listCategories('en');
      await ctx.services.catalog.listCategories('ar');
      expect(reads).toHaveLength(perRead);
      ctx.services.catalog.invalidate();
      expect((await ctx.services.catalog.listServices('en')).length).toBe(12);
      expect(reads).toHaveLength(2 * perRead);
    } finally {
      (db as { select: unknown }).select = select;
    }
  });
});
