import { Pagination } from '~/components/ui/pagination';
import type { Page } from '../../../common/admin/types';
import { StatusMessage } from './admin-ui';

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

/** Page `n` of a list with the same filters, for `Pagination`. */
export function pageHref(path: string, filters: Record<string, string>) {
  return (n: number) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
    query.set('page', String(n));
    return `${path}?${query}`;
  };
}

/**
 * The block under a list's filters: how many there are (announced), the table or the empty
 * state, and the pages. `children` is the table (a `DataTable`), shown only when the page has rows.
 */
export function ListBlock<T>(props: {
  page: Page<T>;
  /** "12 requests": announced politely when the list changes. Optional when the caption says it. */
  summary?: string;
  empty: string;
  pagesLabel: string;
  hrefFor: (page: number) => string;
  /** Between the summary and the table: the bulk actions bar. */
  before?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { page } = props;
  return (
    <>
      {props.summary !== undefined && <StatusMessage>{props.summary}</StatusMessage>}
      {page.data.length ? (
        <>
          {props.before}
          {props.children}
        </>
      ) : (
        <p className="rounded-2xl border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {props.empty}
        </p>
      )}
      <Pagination
        page={page.current_page}
        pages={page.last_page}
        href={props.hrefFor}
        label={props.pagesLabel}
      />
    </>
  );
}
