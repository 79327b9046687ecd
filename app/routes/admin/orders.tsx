import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { Link, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { BulkBar, SelectAllCheckbox, SelectRowCell, useSelection } from '~/features/admin/bulk';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ADMIN_ORDER_SORTS, type AdminOrderPage } from '../../../common/orders/admin';
import { ORDER_STATUSES, PAY_STATUSES, PAYMENT_MODES } from '../../../common/orders/types';
import type { Route } from './+types/orders';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-orders', 'orders'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'pay_status', 'payment_mode', 'from', 'to', 'sort'] as const;

/** The filters, sort and page are the URL's query: a view can be reloaded, shared and walked back. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<AdminOrderPage>(`/orders?${query}`)), filters };
}

/** Where the admin may move orders in bulk (the order machine judges each one). */
const BULK_STATUSES = ORDER_STATUSES.filter((s) => s !== 'pending');

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-orders');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const field = filterFields(filters, errors);
  const any = { value: '', label: t('list.any') };
  const rows = page?.data ?? [];
  const selection = useSelection(rows.map((o) => o.id));
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('list.title')} intro={t('list.intro')} />
      <FilterForm
        words={{ label: t('list.filters'), apply: t('list.apply'), reset: t('list.reset') }}
        layout="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        testId="orders-filters"
        resetTo={adminPath(lang, '/admin/orders')}
        actionsClass="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4"
      >
        <div className="sm:col-span-2">
          <TextField {...field('q')} type="search" label={t('list.q')} />
        </div>
        <SelectField
          {...field('status')}
          label={t('list.status')}
          options={[any, ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders:statuses.${s}`) }))]}
        />
        <SelectField
          {...field('pay_status')}
          label={t('list.payStatus')}
          options={[any, ...PAY_STATUSES.map((s) => ({ value: s, label: t(`orders:payStatuses.${s}`) }))]}
        />
        <SelectField
          {...field('payment_mode')}
          label={t('list.paymentMode')}
          options={[any, ...PAYMENT_MODES.map((s) => ({ value: s, label: t(`orders:paymentModes.${s}`) }))]}
        />
        <TextField {...field('from')} type="date" label={t('list.from')} />
        <TextField {...field('to')} type="date" label={t('list.to')} />
        <SelectField
          {...field('sort')}
          label={t('list.sort')}
          options={ADMIN_ORDER_SORTS.map((s) => ({ value: s, label: t(`list.sorts.${s}`) }))}
        />
      </FilterForm>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          summary={t('list.count', { count: page.total })}
          summaryStyle="notice"
          empty={t('list.none')}
          pagination={listPages(page, pageHref('/admin/orders', filters), t('list.title'))}
          before={
            <BulkBar
              selection={selection}
              endpoint="/orders/bulk"
              field="status"
              actionLabel={t('list.bulkLabel')}
              actions={BULK_STATUSES.map((s) => ({ value: s, label: t(`orders:statuses.${s}`) }))}
              nameOf={(id) => rows.find((o) => o.id === id)?.number ?? id}
            />
          }
          caption={t('list.title')}
          captionHidden
          minWidth="min-w-[48rem]"
          testId="orders-table"
          leading={{ header: <SelectAllCheckbox selection={selection} /> }}
          headers={[
            t('list.number'),
            t('list.date'),
            t('list.customer'),
            t('list.status'),
            t('list.payStatus'),
            { label: t('list.total'), end: true },
          ]}
          row={(order) => (
            <tr key={order.id} className={rowClass} data-testid="orders-row">
              <SelectRowCell
                selection={selection}
                id={order.id}
                name={t('list.bulkRowName', { number: order.number })}
              />
              <th scope="row" className={`${cellClass} font-semibold whitespace-nowrap`}>
                <Link
                  to={adminPath(lang, `/admin/orders/${order.id}`)}
                  className="text-teal-800 underline dark:text-teal-300"
                  aria-label={t('list.open', { number: order.number })}
                >
                  <bdi dir="ltr">{order.number}</bdi>
                </Link>
              </th>
              <td className={cellClass}>
                <time dateTime={order.created_at.iso}>{order.created_at.label}</time>
              </td>
              <td className={cellClass}>
                {order.customer ? (
                  <EmailAddress email={order.customer.email} />
                ) : (
                  <span className="text-slate-600 dark:text-slate-400">{t('list.noCustomer')}</span>
                )}
              </td>
              <td className={cellClass}>{order.status_label}</td>
              <td className={cellClass}>
                {order.pay_status_label}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {order.payment_mode_label}
                </span>
              </td>
              <td className={`${cellClass} text-end whitespace-nowrap`}>{order.total.label}</td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
