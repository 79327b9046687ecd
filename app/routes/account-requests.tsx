import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Pagination } from '~/components/ui/pagination';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { RequestFilters, RequestList } from '~/features/requests/request-list';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { parseListFilters } from '../../common/requests/schemas';
import { requestListItem } from '~/features/requests/view.server';
import type { Route } from './+types/account-requests';
import { buttonClasses } from '~/components/ui/button';

export const handle = { i18n: ['account', 'requests'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

const PER_PAGE = 10;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const filters = parseListFilters(new URL(request.url).searchParams);
  const page = await context.services.requests.list(user.id, { ...filters, perPage: PER_PAGE });
  const timeZone = context.services.config.TIME_ZONE;
  return data(
    {
      filters,
      items: page.rows.map((row) => requestListItem(row, locale, timeZone)),
      page: page.page,
      pages: Math.max(1, Math.ceil(page.total / page.perPage)),
    },
    { headers: NO_STORE },
  );
}

export default function AccountRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('requests');
  const { filters, items, page, pages } = loaderData;
  const href = (n: number) => {
    const query = new URLSearchParams();
    if (filters.status) query.set('status', filters.status);
    if (filters.type) query.set('type', filters.type);
    if (filters.q) query.set('q', filters.q);
    query.set('page', String(n));
    return `/account/requests/all?${query}`;
  };
  return (
    <>
      <PageMeta title={t('title')} description={t('description')} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold">{t('heading')}</h1>
          <LocalizedLink to="/account/requests/new" className={buttonClasses()}>
            {t('newRequest')}
          </LocalizedLink>
        </div>
        <RequestFilters filters={filters} />
        <RequestList items={items} />
        <Pagination page={page} pages={pages} href={href} label={t('pagination.label')} />
      </div>
    </>
  );
}
