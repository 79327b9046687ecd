import { useId } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Form, Link, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { inputClass } from '~/features/auth/form-parts';
import { listQuery } from '~/features/admin/list-block';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { statusTone } from '~/features/admin-promo-codes/status';
import { PROMO_DISPLAY_STATUSES, type PromoCodePage } from '../../../common/admin/promo-codes';
import type { Route } from './+types/promo-codes';

export const handle = { i18n: ['admin', 'admin-promo-codes'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status'] as const;

/** Search and filter live in the URL: a result can be reloaded, shared and walked back through. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<PromoCodePage>(`/promo-codes?${query}`)), filters };
}

export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-promo-codes');
  const { lang } = useParams();
  const { page, filters, message: error } = loaderData;
  const ids = { q: useId(), status: useId() };
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/promo-codes?${query}`;
  };
  const link = 'font-semibold text-teal-800 underline dark:text-teal-300';
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('title')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t('intro')}</p>
        </div>
        <Link to={adminPath(lang, '/admin/promo-codes/new')} className={buttonClasses()}>
          {t('list.new')}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('list.filters')}
        data-testid="promo-codes-filters"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('list.search')}
          </label>
          <input
            id={ids.q}
            name="q"
            type="search"
            dir="ltr"
            defaultValue={filters.q}
            className={inputClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t('list.status')}
          </label>
          <select id={ids.status} name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t('list.any')}</option>
            {PROMO_DISPLAY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions
          className="flex flex-wrap items-end gap-4"
          apply={t('list.apply')}
          reset={t('list.reset')}
          resetTo={adminPath(lang, '/admin/promo-codes')}
        />
      </Form>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          empty={t('list.empty')}
          caption={t('list.caption', { total: page.total })}
          headers={[
            t('list.code'),
            t('list.rules'),
            t('list.status'),
            t('list.uses'),
            t('list.revenue'),
            t('list.period'),
          ]}
          testId="promo-codes-table"
          minWidth="min-w-[52rem]"
          row={(p) => (
            <tr key={p.id} className={rowClass} data-code={p.code}>
              <td className={cellClass}>
                <Link to={adminPath(lang, `/admin/promo-codes/${p.id}`)} className={link}>
                  <bdi dir="ltr">{p.code}</bdi>
                </Link>
              </td>
              <td className={cellClass}>{p.summary}</td>
              <td className={cellClass}>
                <span className={badgeClass(statusTone(p.display_status))}>{p.display_status_label}</span>
              </td>
              <td className={`${cellClass} whitespace-nowrap`} data-testid="promo-uses">
                {p.uses_label}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{p.revenue_label}</td>
              <td className={cellClass}>{p.period_label}</td>
            </tr>
          )}
        />
      )}
      {page && (
        <Pagination
          page={page.current_page}
          pages={page.last_page}
          href={hrefFor}
          label={t('list.caption', { total: page.total })}
        />
      )}
    </div>
  );
}
