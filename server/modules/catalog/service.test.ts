import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';
import { serviceTranslations, services } from './schema';
import { applyDiscount } from './types';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
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

  it('applies percent and amount discounts in minor units, never below zero', () => {
    expect(applyDiscount(24900, { type: 'percent', value: 10 })).toBe(22410);
    expect(applyDiscount(24900, { type: 'amount', value: 5000 })).toBe(19900);
    expect(applyDiscount(1000, { type: 'amount', value: 5000 })).toBe(0);
    expect(applyDiscount(1000, null)).toBe(1000);
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

  it('serves from its cache until invalidated, and falls back to English for a missing language', async () => {
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
    expect((await ctx.services.catalog.getService('ar', 'papier-bulle'))?.service.name).not.toBe(
      'Bubble wrap (renamed)',
    );
    ctx.services.catalog.invalidate();
    expect((await ctx.services.catalog.getService('ar', 'papier-bulle'))?.service.name).toBe(
      'Bubble wrap (renamed)',
    );
  });
});
