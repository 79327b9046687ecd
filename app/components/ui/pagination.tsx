import { useTranslation } from 'react-i18next';
import { LocalizedLink } from './localized-link';

/** Previous / "Page n of m" / next, as links (work without JS); `href(n)` builds page n's URL. */
export function Pagination({
  page,
  pages,
  href,
  label,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const linkClass = 'font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300';
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-between gap-4" data-testid="pagination">
      {page > 1 ? (
        <LocalizedLink to={href(page - 1)} rel="prev" className={linkClass}>
          {t('pagination.previous')}
        </LocalizedLink>
      ) : (
        <span />
      )}
      <span aria-current="page">{t('pagination.pageOf', { page, pages })}</span>
      {page < pages ? (
        <LocalizedLink to={href(page + 1)} rel="next" className={linkClass}>
          {t('pagination.next')}
        </LocalizedLink>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The `page` query parameter: a whole number from 1, anything else is page 1. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(1, page);
}

/** One page of a list; a page past the end shows the last one. */
export function paginate<T>(items: T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pages,
    total: items.length,
  };
}
