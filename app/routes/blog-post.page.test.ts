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

  it('is a stored page: its render counts nothing, its beacon notes a reading, added up by the job', async () => {
    const v = visitor(t.app);
    const path = at('ar', '/blog/choisir-le-bon-carton');
    const views = (html: string) => Number(/data-testid="view-count" data-views="(\d+)"/.exec(html)?.[1]);
    const first = await v.get(path);
    const second = await v.get(path);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers.etag).toBeDefined();
    expect(views(second.text)).toBe(views(first.text));

    const stored = (await t.services.content.getPost('ar', 'choisir-le-bon-carton'))!.post.views;
    expect((await v.api('post', '/api/blog/posts/choisir-le-bon-carton/views')).status).toBe(204);
    expect((await v.api('post', '/api/blog/posts/no-such-post/views')).status).toBe(404);
    await t.services.content.flushPostViews();
    expect((await t.services.content.getPost('ar', 'choisir-le-bon-carton'))!.post.views).toBe(stored + 1);
  });
});
