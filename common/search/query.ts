/**
 * The search-result page's URL parameters (ADR-0101): what a search asks for, normalised, and the
 * one query string that asks for it. The page redirects any other spelling of the same search to
 * that one, and only that one is kept in the page store, so a search is stored once.
 */

/** The most characters of a query (the search box's maxLength; the search cuts there too). */
export const MAX_QUERY_LENGTH = 100;
/** The last page of results a search shows. */
export const MAX_SEARCH_PAGE = 100;

export interface SearchRequest {
  /** Trimmed, every run of white space one space, at most MAX_QUERY_LENGTH characters. */
  q: string;
  /** 1 to MAX_SEARCH_PAGE; 1 for an empty query. */
  page: number;
}

export function normaliseQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trimEnd();
}

/** What a search-result URL asks for: `q` and `page`, anything else ignored. */
export function searchRequestOf(params: URLSearchParams): SearchRequest {
  const q = normaliseQuery(params.get('q') ?? '');
  const page = Number.parseInt(params.get('page') ?? '1', 10) || 1;
  return { q, page: q ? Math.min(MAX_SEARCH_PAGE, Math.max(1, page)) : 1 };
}

/**
 * The query string of a search ('' for none): `q` spelt as a form sends it, then `page` past the
 * first. What the search box submits and the result pages link to.
 */
export function searchQueryString({ q, page }: SearchRequest): string {
  if (!q) return '';
  const params = new URLSearchParams({ q });
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/**
 * Where a search-result URL's query string belongs, by the values it carries:
 * - `canonical`: it is the search's own query string (up to percent-encoding: `%20` or `+`);
 * - `redirect`: only `q` and `page`, but not as the search's own (white space, `page=1`, a page out
 *   of range, a repeated or reordered parameter…): `to` is the query string to go to;
 * - `other`: it carries another parameter; the page is rendered for it as it is, never stored.
 */
export function classifySearch(
  search: string,
): { kind: 'canonical' } | { kind: 'redirect'; to: string } | { kind: 'other' } {
  const params = new URLSearchParams(search);
  if ([...params.keys()].some((name) => name !== 'q' && name !== 'page')) return { kind: 'other' };
  const to = searchQueryString(searchRequestOf(params));
  return params.toString() === to ? { kind: 'canonical' } : { kind: 'redirect', to };
}
