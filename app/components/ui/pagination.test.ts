import { describe, expect, it } from 'vitest';
import { pageParam, paginate } from './pagination';

const req = (query: string) => new Request(`http://x/produits${query}`);

describe('pagination', () => {
  it('reads the page parameter, refusing anything but a whole number from 1', () => {
    expect(pageParam(req(''))).toBe(1);
    expect(pageParam(req('?page=3'))).toBe(3);
    for (const bad of ['0', '-2', 'abc', '1e9', "1'--", '2.5', '9999999']) {
      expect(pageParam(req(`?page=${encodeURIComponent(bad)}`)), bad).toBe(1);
    }
  });

  it('slices one page and clamps a page past the end to the last one', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(paginate(items, 1, 24)).toMatchObject({ page: 1, pages: 3, total: 50, items: items.slice(0, 24) });
    expect(paginate(items, 3, 24).items).toEqual([48, 49]);
    expect(paginate(items, 99, 24).page).toBe(3);
    expect(paginate([], 1, 24)).toMatchObject({ page: 1, pages: 1, items: [] });
  });
});
