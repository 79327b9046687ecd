import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/harness';

let ctx: TestApp;
useTestApp((started) => (ctx = started), {}, { seeded: true });

describe('content', () => {
  it('lists recent posts newest first, the most read and the categories with counts', async () => {
    const index = await ctx.services.content.getBlogIndex('fr');
    expect(index?.recent.length).toBeGreaterThanOrEqual(6);
    const dates = index!.recent.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const views = index!.mostRead.map((p) => p.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect(index!.categories.filter((c) => c.postCount > 0).length).toBeGreaterThanOrEqual(2);
    const one = index!.categories[0]!;
    const filtered = await ctx.services.content.getBlogIndex('fr', one.slug);
    expect(filtered!.recent.every((p) => p.categorySlug === one.slug)).toBe(true);
    expect(await ctx.services.content.getBlogIndex('fr', 'no-such-category')).toBeNull();
  });

  it('notes readings without touching the post, then adds them up once, fresh through the cache', async () => {
    const { content } = ctx.services;
    const [slug, other] = await content.listPostSlugs();
    const views = async (s: string) => (await content.getPost('en', s))!.post.views;
    const [before, otherBefore] = [await views(slug!), await views(other!)];
    expect(await content.recordPostView(slug!)).toBe(true);
    expect(await content.recordPostView(slug!)).toBe(true);
    expect(await content.recordPostView(other!)).toBe(true);
    expect(await content.recordPostView('no-such-post')).toBe(false);
    expect(await views(slug!)).toBe(before);

    expect(await content.flushPostViews()).toBe(3);
    expect(await views(slug!)).toBe(before + 2);
    expect(await views(other!)).toBe(otherBefore + 1);
    // Counted once: a second run (another process's, say) finds nothing left to add.
    expect(await content.flushPostViews()).toBe(0);
    expect(await views(slug!)).toBe(before + 2);
    const mostRead = (await content.getBlogIndex('en'))!.mostRead.map((p) => p.views);
    expect([...mostRead].sort((a, b) => b - a)).toEqual(mostRead);
  });

  it('has 8+ FAQs in groups and every content page in every language', async () => {
    const groups = await ctx.services.content.listFaqGroups('ar');
    expect(groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(8);
    for (const slug of [
      'aboutus',
      'mentions-legales',
      'privacy-policy',
      'resources',
      'other-services',
    ] as const) {
      for (const locale of ['fr', 'en', 'ar'] as const) {
        expect((await ctx.services.content.getPage(locale, slug))?.body.length).toBeGreaterThan(100);
      }
    }
  });
});
