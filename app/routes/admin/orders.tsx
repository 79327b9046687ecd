import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions, StatusMessage } from '~/features/admin/admin-ui';
import { inputClass } from '~/features/auth/form-parts';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import { ADMIN_ORDER_SORTS, type AdminOrderPage } from '../../../common/orders/admin';
import { ORDER_STATUSES, PAY_STATUSES, PAYMENT_MODES } from '../../../common/orders/types';
import type { Route } from './+types/orders';

export const handle = { i18n: ['admin-orders', 'orders'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'pay_status', 'payment_mode', 'from', 'to', 'sort'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters, sort and page are the URL's query: a view can be reloaded, shared and walked back. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page'])
    if (url.searchParams.get(key)) query.set(key, url.searchParams.get(key)!);
  const filters = Object.fromEntries(FILTERS.map((key) => [key, url.searchParams.get(key) ?? ''])) as Record<
    Filter,
    string
  >;
  try {
    const page = await adminJson<{ data: AdminOrderPage }>(`/orders?${query}`, { locale, lang: params.lang });
    return { page: page.data, filters, errors: null, message: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { page: null, filters, errors: error.body.errors ?? {}, message: error.message };
  }
}

function Field(props: {
  name: Filter;
  label: string;
  value: string;
  type?: string;
  errors?: string[];
  options?: { value: string; label: string }[];
}) {
  const id = useId();
  const described = props.errors?.length ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      {props.options ? (
        <select
          id={id}
          name={props.name}
          defaultValue={props.value}
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        >
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          defaultValue={props.value}
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
          className={inputClass}
        />
      )}
      {described ? (
        <p id={described} className="text-sm font-medium text-red-700 dark:text-red-400">
          {props.errors!.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-orders');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const any = { value: '', label: t('list.any') };
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return adminPath(lang, `/admin/orders?${query}`);
  };
  const cell = 'px-3 py-2 align-top';
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('list.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('list.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('list.intro')}</p>
      </div>
      <Form
        method="get"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800 dark:bg-slate-900"
        aria-label={t('list.filters')}
        data-testid="orders-filters"
      >
        <div className="sm:col-span-2">
          <Field name="q" type="search" label={t('list.q')} value={filters.q} errors={errors?.q} />
        </div>
        <Field
          name="status"
          label={t('list.status')}
          value={filters.status}
          errors={errors?.status}
          options={[any, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders:statuses.${s}`) }))]}
        />
        <Field
          name="pay_status"
          label={t('list.payStatus')}
          value={filters.pay_status}
          errors={errors?.pay_status}
          options={[any, ...PAY_STATUSES.map((s) => ({ value: s, label: t(`orders:payStatuses.${s}`) }))]}
        />
        <Field
          name="payment_mode"
          label={t('list.paymentMode')}
          value={filters.payment_mode}
          errors={errors?.payment_mode}
          options={[any, ...PAYMENT_MODES.map((s) => ({ value: s, label: t(`orders:paymentModes.${s}`) }))]}
        />
        <Field name="from" type="date" label={t('list.from')} value={filters.from} errors={errors?.from} />
        <Field name="to" type="date" label={t('list.to')} value={filters.to} errors={errors?.to} />
        <Field
          name="sort"
          label={t('list.sort')}
          value={filters.sort}
          errors={errors?.sort}
          options={ADMIN_ORDER_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
        />
        <FilterActions
          className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4"
          apply={t('list.apply')}
          reset={t('list.reset')}
          resetTo={adminPath(lang, '/admin/orders')}
        />
      </Form>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <>
          <StatusMessage>{t('list.count', { count: page.total })}</StatusMessage>
          {page.data.length === 0 ? (
            <p>{t('list.none')}</p>
          ) : (
            <div
              className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              // A focusable scroll container, so keyboard users can scroll the table on small screens.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="group"
              aria-label={t('list.title')}
            >
              <table className="w-full min-w-[48rem] text-start text-sm" data-testid="orders-table">
                <thead className="bg-slate-50 text-start dark:bg-slate-800">
                  <tr>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('list.number')}
                    </th>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('list.date')}
                    </th>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('list.customer')}
                    </th>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('list.status')}
                    </th>
                    <th scope="col" className={`${cell} text-start`}>
                      {t('list.payStatus')}
                    </th>
                    <th scope="col" className={`${cell} text-end`}>
                      {t('list.total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((order) => (
                    <tr
                      key={order.id}
                      className="border-t border-slate-200 dark:border-slate-800"
                      data-testid="orders-row"
                    >
                      <th scope="row" className={`${cell} text-start font-semibold whitespace-nowrap`}>
                        <Link
                          to={adminPath(lang, `/admin/orders/${order.id}`)}
                          className="text-teal-800 underline dark:text-teal-300"
                          aria-label={t('list.open', { number: order.number })}
                        >
                          <bdi dir="ltr">{order.number}</bdi>
                        </Link>
                      </th>
                      <td className={cell}>
                        <time dateTime={order.created_at.iso}>{order.created_at.label}</time>
                      </td>
                      <td className={cell}>
                        {order.customer ? (
                          <bdi>{order.customer.email}</bdi>
                        ) : (
                          <span className="text-slate-600 dark:text-slate-400">{t('list.noCustomer')}</span>
                        )}
                      </td>
                      <td className={cell}>{order.status_label}</td>
                      <td className={cell}>
                        {order.pay_status_label}
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          {order.payment_mode_label}
                        </span>
                      </td>
                      <td className={`${cell} text-end whitespace-nowrap`}>{order.total.label}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={page.current_page}
            pages={page.last_page}
            href={hrefFor}
            label={t('list.title')}
          />
        </>
      )}
    </div>
  );
}
