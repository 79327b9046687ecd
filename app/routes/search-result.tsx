import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { Pagination } from '~/components/ui/pagination';
import { LocalizedLink } from '~/components/ui/localized-link';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/features/content/page-header';
import { Highlighted } from '~/features/search/highlighted';
import { SearchBox } from '~/features/search/search-box';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { classifySearch, searchQueryString, searchRequestOf } from '../../common/search/query';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/search-result';

export const handle = { i18n: ['search'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const url = new URL(request.url);
  // Another spelling of a search goes to the search's own URL: one page, stored once (ADR-0101).
  const where = classifySearch(url.search);
  if (where.kind === 'redirect') throw redirect(url.pathname + (where.to ? `?${where.to}` : ''));
  const { q, page } = searchRequestOf(url.searchParams);
  return context.services.search.search(locale, q, page);
}

export default function SearchResultPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, hits, page, perPage, total } = loaderData;
  const pages = Math.ceil(total / perPage);
  const pageLink = (n: number) => `/search-result?${searchQueryString({ q: query, page: n })}`;
  return (
    <>
      <PageMeta title={query ? t('search:titleFor', { query }) : t('search:title')} />
      <meta name="robots" content="noindex, follow" />
      <PageHeader title={query ? t('search:titleFor', { query }) : t('search:title')}>
        <SearchBox name={t('search:again')} className="max-w-xl" />
      </PageHeader>
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
        {query && (
          <p role="status" className="text-slate-700 dark:text-slate-300">
            {t('search:count', { count: total })}
          </p>
        )}
        {query && total === 0 && <EmptyState size="lg">{t('search:empty', { query })}</EmptyState>}
        {!query && <EmptyState size="lg">{t('search:prompt')}</EmptyState>}
        {hits.length > 0 && (
          <ol className="flex flex-col gap-4" data-testid="search-results" start={(page - 1) * perPage + 1}>
            {hits.map((hit) => (
              <li
                key={`${hit.type}:${hit.path}`}
                className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
              >
                <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
                  {t(`search:types.${hit.type}`)}
                </p>
                <h2 className="text-lg font-bold">
                  <LocalizedLink to={hit.path} className="text-teal-800 hover:underline dark:text-teal-300">
                    <Highlighted text={hit.title} query={query} />
                  </LocalizedLink>
                </h2>
                <p className="mt-1 text-slate-700 dark:text-slate-300">
                  <Highlighted text={hit.snippet} query={query} />
                </p>
              </li>
            ))}
          </ol>
        )}
        <Pagination page={page} pages={pages} href={pageLink} label={t('search:pagination')} />
      </div>
    </>
  );
}
