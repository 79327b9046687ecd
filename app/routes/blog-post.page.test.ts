import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../server/test/pages';
import { at, createDemoShopPages, elementsWith } from '../../server/test/public-site';

let t: Awaited<ReturnType<typeof createDemoShopPages>>;
beforeAll(async () => {
  t = await createDemoShopPages();
}, 180_000);
afterAll(() => t.close());

describe('/:lang/blog and its posts', () => {
  it('the list leads to its posts, with the three most read beside them', async () => {
    const html = (await visitor(t.app).get(at('fr', '/blog'))).text;
    const mostRead = elementsWith(html, 'data-testid', 'most-read')[0] ?? '';
    expect(mostRead.match(/<li\b/g)).toHaveLength(3);
    const first = elementsWith(html, 'data-testid', 'post-card')[0] ?? '';
    expect(first).toMatch(/href="\/fr\/blog\/[\w-]+"/);
  });

  it('counts each reading of a post', async () => {
    const v = visitor(t.app);
    const views = async () => {
      const html = (await v.get(at('ar', '/blog/choisir-le-bon-carton'))).text;
      return Number(/data-testid="view-count" data-views="(\d+)"/.exec(html)?.[1]);
    };
    const first = await views();
    expect(first).toBeGreaterThan(0);
    expect(await views()).toBe(first + 1);
  });
});
