import type { Page } from '../../../common/admin/types';

/**
 * A list screen's filters read from its URL (ADR-0611): `query` is what goes to the admin API
 * (only the filled ones, and the page), `filters` what the form shows again.
 */
export function listQuery<const K extends string>(request: Request, keys: readonly K[]) {
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...keys, 'page']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<
    K,
    string
  >;
  return { query, filters };
}

/** The page a list's URL asks for (`?page=3`), when it is a page number at all. */
export function pageParam(url: URL): string | null {
  const page = url.searchParams.get('page') ?? '';
  return /^\d{1,6}$/.test(page) ? page : null;
}

/** Page `n` of a list with the same filters, for `Pagination`. */
export function pageHref(path: string, filters: Record<string, string>) {
  return (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    query.set('page', String(n));
    return `${path}?${query}`;
  };
}

/** A `DataList`'s pages from an admin API page: where it is, how many, and page n's URL. */
export function listPages(page: Page<unknown>, href: (page: number) => string, label: string) {
  return { page: page.current_page, pages: page.last_page, href, label };
}

/**
 * What a filter form's field takes from the list's URL: `field('status')` gives its name, the value
 * the URL holds, the API's errors for it and the admin's smaller label.
 */
export function filterFields<K extends string>(
  filters: Record<K, string>,
  errors?: Record<string, string[]> | null,
) {
  return (name: K) => ({ compact: true, name, defaultValue: filters[name], errors: errors?.[name] });
}
