import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { CheckboxField } from '~/components/ui/checkbox';
import { Link, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { BulkBar, SelectAllCheckbox, SelectRowCell, useSelection } from '~/features/admin/bulk';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { Badge, linkClass } from '~/features/admin-requests/ui';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { REQUEST_QUEUE_SORTS, SLA_FLAGS } from '../../../common/admin-requests/schemas';
import type { AdminRequestRow } from '../../../common/admin-requests/types';
import type { Page } from '../../../common/admin/types';
import { FILED_REQUEST_KINDS, REQUEST_STATUS_VALUES } from '../../../common/requests/schemas';
import type { Route } from './+types/requests';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-requests', 'requests'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['status', 'type', 'q', 'sla', 'waiting', 'sort'] as const;
/** Where the admin may move requests in bulk (the desk's machine judges each one). */
const BULK_STATUSES = REQUEST_STATUS_VALUES.filter((s) => s !== 'pending');

/** The filters, sort and page are the URL's query: a view can be reloaded, shared and walked back. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<Page<AdminRequestRow>>(`/requests?${query}`)), filters };
}

/** The table's columns, by their header's key. */
const COLUMNS = ['subject', 'customer', 'type', 'status', 'due', 'created'] as const;

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { t: tr } = useTranslation('requests');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const field = filterFields(filters, errors);
  const rows = page?.data ?? [];
  const selection = useSelection(rows.map((r) => r.id));
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('queue.title')} intro={t('queue.intro')} />
      <FilterForm
        words={{ label: t('queue.filters'), apply: t('queue.apply'), reset: t('queue.reset') }}
        layout="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        testId="requests-filters"
        resetTo={adminPath(lang, '/admin/requests')}
        actionsClass="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3"
      >
        <TextField {...field('q')} type="search" label={t('queue.search')} />
        <SelectField
          {...field('status')}
          label={t('queue.status')}
          options={[
            { value: '', label: t('queue.anyStatus') },
            ...REQUEST_STATUS_VALUES.map((s) => ({ value: s, label: tr(`statuses.${s}`) })),
          ]}
        />
        <SelectField
          {...field('type')}
          label={t('queue.type')}
          options={[
            { value: '', label: t('queue.anyType') },
            ...FILED_REQUEST_KINDS.map((k) => ({ value: k, label: tr(`kinds.${k}`) })),
          ]}
        />
        <SelectField
          {...field('sla')}
          label={t('queue.sla')}
          options={[
            { value: '', label: t('queue.anySla') },
            ...SLA_FLAGS.map((f) => ({ value: f, label: t(`sla.${f}`) })),
          ]}
        />
        <SelectField
          compact
          name="sort"
          label={t('queue.sort')}
          defaultValue={filters.sort || '-created'}
          errors={errors?.sort}
          options={REQUEST_QUEUE_SORTS.map((s) => ({ value: s, label: t(`queue.sorts.${s}`) }))}
        />
        <CheckboxField
          name="waiting"
          value="1"
          label={t('queue.waiting')}
          defaultChecked={filters.waiting === '1'}
          className="self-end pb-2"
        />
      </FilterForm>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          summary={t('queue.results', { count: page.total })}
          summaryStyle="notice"
          empty={t('queue.empty')}
          pagination={listPages(page, pageHref('/admin/requests', filters), t('queue.pages'))}
          before={
            <BulkBar
              selection={selection}
              endpoint="/requests/bulk"
              field="status"
              actionLabel={t('queue.bulkLabel')}
              actions={BULK_STATUSES.map((s) => ({ value: s, label: tr(`statuses.${s}`) }))}
              nameOf={(id) => rows.find((r) => r.id === id)?.subject || t('queue.noSubject')}
            />
          }
          caption={t('queue.title')}
          captionHidden
          minWidth="min-w-[48rem]"
          testId="requests-table"
          leading={{ header: <SelectAllCheckbox selection={selection} /> }}
          headers={COLUMNS.map((column) => t(`queue.${column}`))}
          row={(row) => (
            <tr key={row.id} className={rowClass} data-id={row.id}>
              <SelectRowCell selection={selection} id={row.id} name={row.subject || t('queue.noSubject')} />
              <td className={cellClass}>
                <Link to={adminPath(lang, `/admin/requests/${row.id}`)} className={linkClass}>
                  {row.subject || t('queue.noSubject')}
                </Link>
                {row.waiting_on_customer && (
                  <div className="mt-1">
                    <Badge tone="info">{t('queue.waitingBadge')}</Badge>
                  </div>
                )}
              </td>
              <td className={cellClass}>
                {row.full_name}
                <br />
                <EmailAddress email={row.email} className="text-xs text-slate-600 dark:text-slate-400" />
              </td>
              <td className={cellClass}>{row.type_label}</td>
              <td className={cellClass}>{row.status_label}</td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-1">
                  {row.sla !== 'ok' && <Badge tone={row.sla}>{row.sla_label}</Badge>}
                  {row.breached && <Badge tone="breached">{t('sla.breached')}</Badge>}
                </div>
                {row.due && (
                  <div className="mt-1">
                    <time dateTime={row.due.iso}>{row.due.label}</time>
                  </div>
                )}
              </td>
              <td className={cellClass}>
                <time dateTime={row.created_at.iso}>{row.created_at.label}</time>
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
