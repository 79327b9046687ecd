import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoShopCountingStatements } from '../../test/statements';

let shop: Awaited<ReturnType<typeof demoShopCountingStatements>>;
beforeAll(async () => {
  shop = await demoShopCountingStatements();
});
afterAll(() => shop.close());

it('a page of search results is one statement: the function carries its settings (issue 28)', async () => {
  for (const [locale, q] of [
    ['fr', 'carton'],
    ['en', 'bubbel'],
    ['ar', 'تخزين'],
  ] as const) {
    const sent = await shop.statementsOf(async () => {
      const page = await shop.app.services.search.search(locale, q, 2, 2);
      expect(page.total).toBeGreaterThan(0);
    });
    expect(sent, sent.join('\n')).toEqual([expect.stringContaining(`search_page_${locale}(`)]);
  }
});
