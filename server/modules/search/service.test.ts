import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../../db/seed';
import { createTestApp } from '../../test/app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoShop(ctx.services);
});
afterAll(() => ctx.close());

describe('search', () => {
  it('finds a service by a French word, accents or not', async () => {
    const withAccent = await ctx.services.search.search('fr', 'climatisé');
    expect(withAccent.hits[0]?.path).toBe('/produits/stockage-climatise');
    const without = await ctx.services.search.search('fr', 'climatise');
    expect(without.hits.map((h) => h.path)).toContain('/produits/stockage-climatise');
  });

  it('finds a service by an Arabic word', async () => {
    const result = await ctx.services.search.search('ar', 'الفقاعي');
    expect(result.hits.map((h) => h.path)).toContain('/produits/papier-bulle');
  });

  it('forgives a misspelt English word', async () => {
    const result = await ctx.services.search.search('en', 'bubbel wrap');
    expect(result.hits.slice(0, 3).map((h) => h.path)).toContain('/produits/papier-bulle');
  });

  it('ranks, paginates and counts', async () => {
    const first = await ctx.services.search.search('en', 'storage', 1, 3);
    expect(first.hits).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    const second = await ctx.services.search.search('en', 'storage', 2, 3);
    expect(second.hits[0]?.path).not.toBe(first.hits[0]?.path);
    const scores = first.hits.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const beyond = await ctx.services.search.search('en', 'storage', 99, 3);
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('searches only the page language and finds nothing for gibberish', async () => {
    expect((await ctx.services.search.search('en', 'zqxjkv')).total).toBe(0);
    expect((await ctx.services.search.search('en', '   ')).total).toBe(0);
    const fr = await ctx.services.search.search('en', 'déménagement');
    expect(fr.hits.every((h) => !/déménagement/i.test(h.title))).toBe(true);
  });

  it('finds blog posts and FAQs too', async () => {
    const types = new Set(
      (await ctx.services.search.search('en', 'humidity', 1, 50)).hits.map((h) => h.type),
    );
    expect(types.has('post') || types.has('faq')).toBe(true);
  });
});
