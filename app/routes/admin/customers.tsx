import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataTable, rowClass } from '~/features/admin/data-table';
import { inputClass } from '~/features/auth/form-parts';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import type { CustomerRow, Page } from '../../../common/admin/types';
import type { Route } from './+types/customers';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'role'] as const;

/** Search and filters live in the URL: a result can be reloaded, shared and walked back through. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  try {
    const res = await adminJson<{ data: Page<CustomerRow> }>(`/customers?${query}`, {
      locale,
      lang: params.lang,
    });
    return { page: res.data, filters, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { page: null, filters, error: error.message };
  }
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const { page, filters, error } = loaderData;
  const ids = { q: useId(), status: useId(), role: useId() };
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/customers?${query}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('customers.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('customers.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('customers.intro')}</p>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('customers.filters')}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-1 sm:col-span-3">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('customers.search')}
          </label>
          <input id={ids.q} name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t('customers.status')}
          </label>
          <select id={ids.status} name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t('customers.any')}</option>
            <option value="active">{t('customers.statuses.active')}</option>
            <option value="disabled">{t('customers.statuses.disabled')}</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.role} className="text-sm font-medium">
            {t('customers.role')}
          </label>
          <select id={ids.role} name="role" defaultValue={filters.role} className={inputClass}>
            <option value="">{t('customers.any')}</option>
            <option value="customer">{t('customers.roles.customer')}</option>
            <option value="admin">{t('customers.roles.admin')}</option>
          </select>
        </div>
        <FilterActions
          className="flex flex-wrap items-end gap-4"
          apply={t('customers.apply')}
          reset={t('customers.reset')}
          resetTo={adminPath(lang, '/admin/customers')}
        />
      </Form>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {page &&
        (page.data.length ? (
          <DataTable
            caption={t('customers.caption', { total: page.total })}
            headers={[
              t('customers.name'),
              t('customers.email'),
              t('customers.company'),
              t('customers.role'),
              t('customers.status'),
              t('customers.created'),
            ]}
            testId="customers-table"
          >
            {page.data.map((c) => (
              <tr key={c.id} className={rowClass} data-customer={c.email}>
                <td className={cellClass}>
                  <Link
                    to={adminPath(lang, `/admin/customers/${c.id}`)}
                    className="font-semibold text-teal-800 underline dark:text-teal-300"
                  >
                    <bdi>{`${c.first_name} ${c.last_name}`.trim() || c.email}</bdi>
                  </Link>
                </td>
                <td className={cellClass}>
                  <bdi className="break-all">{c.email}</bdi>
                  {!c.verified && (
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {t('customers.unverified')}
                    </span>
                  )}
                </td>
                <td className={cellClass}>
                  <bdi>{c.company}</bdi>
                </td>
                <td className={cellClass}>{t(`customers.roles.${c.role}`)}</td>
                <td className={cellClass}>
                  <span className={badgeClass(c.disabled ? 'warn' : 'ok')}>
                    {t(`customers.statuses.${c.disabled ? 'disabled' : 'active'}`)}
                  </span>
                </td>
                <td className={cellClass}>
                  <time dateTime={c.created_at}>{c.created_at_label}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p>{t('customers.empty')}</p>
        ))}
      {page && (
        <Pagination
          page={page.current_page}
          pages={page.last_page}
          href={hrefFor}
          label={t('customers.caption', { total: page.total })}
        />
      )}
    </div>
  );
}
