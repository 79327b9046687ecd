import { useTranslation } from 'react-i18next';
import { Form, Link, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions, StatusMessage } from '~/features/admin/admin-ui';
import { Badge, cardClass, linkClass, SelectField, TextField } from '~/features/admin-requests/ui';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import { REQUEST_QUEUE_SORTS, SLA_FLAGS } from '../../../common/admin-requests/schemas';
import type { AdminRequestRow } from '../../../common/admin-requests/types';
import type { Page } from '../../../common/admin/types';
import { FILED_REQUEST_KINDS, REQUEST_STATUS_VALUES } from '../../../common/requests/schemas';
import type { Route } from './+types/requests';

export const handle = { i18n: ['admin', 'admin-requests', 'requests'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['status', 'type', 'q', 'sla', 'waiting', 'sort'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;

/** The filters, sort and page are the URL's query: a view can be reloaded, shared and walked back. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page'])
    if (url.searchParams.get(key)) query.set(key, url.searchParams.get(key)!);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Filters;
  try {
    const page = await adminJson<{ data: Page<AdminRequestRow> }>(`/requests?${query}`, {
      locale,
      lang: params.lang,
    });
    return { page: page.data, filters, errors: null, message: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { page: null, filters, errors: error.body.errors ?? {}, message: error.message };
  }
}

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { t: tr } = useTranslation('requests');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/requests?${query}`;
  };
  const cell = 'px-3 py-2 align-top text-start';
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('queue.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('queue.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('queue.intro')}</p>
      </div>
      <Form
        method="get"
        className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${cardClass}`}
        aria-label={t('queue.filters')}
        data-testid="requests-filters"
      >
        <TextField
          name="q"
          type="search"
          label={t('queue.search')}
          defaultValue={filters.q}
          errors={errors?.q}
        />
        <SelectField
          name="status"
          label={t('queue.status')}
          defaultValue={filters.status}
          errors={errors?.status}
          options={[
            { value: '', label: t('queue.anyStatus') },
            ...REQUEST_STATUS_VALUES.map((s) => ({ value: s, label: tr(`statuses.${s}`) })),
          ]}
        />
        <SelectField
          name="type"
          label={t('queue.type')}
          defaultValue={filters.type}
          errors={errors?.type}
          options={[
            { value: '', label: t('queue.anyType') },
            ...FILED_REQUEST_KINDS.map((k) => ({ value: k, label: tr(`kinds.${k}`) })),
          ]}
        />
        <SelectField
          name="sla"
          label={t('queue.sla')}
          defaultValue={filters.sla}
          errors={errors?.sla}
          options={[
            { value: '', label: t('queue.anySla') },
            ...SLA_FLAGS.map((f) => ({ value: f, label: t(`sla.${f}`) })),
          ]}
        />
        <SelectField
          name="sort"
          label={t('queue.sort')}
          defaultValue={filters.sort || '-created'}
          errors={errors?.sort}
          options={REQUEST_QUEUE_SORTS.map((s) => ({ value: s, label: t(`queue.sorts.${s}`) }))}
        />
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id="requests-waiting"
            type="checkbox"
            name="waiting"
            value="1"
            defaultChecked={filters.waiting === '1'}
            className="size-4"
          />
          <label htmlFor="requests-waiting" className="text-sm font-medium">
            {t('queue.waiting')}
          </label>
        </div>
        <FilterActions
          className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3"
          apply={t('queue.apply')}
          reset={t('queue.reset')}
          resetTo={adminPath(lang, '/admin/requests')}
        />
      </Form>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <>
          <StatusMessage>{t('queue.results', { count: page.total })}</StatusMessage>
          {page.data.length ? (
            <div
              className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
              // A focusable scroll container, so keyboard users can scroll the table on small screens.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="group"
              aria-label={t('queue.title')}
            >
              <table className="w-full min-w-[48rem] text-sm" data-testid="requests-table">
                <caption className="sr-only">{t('queue.title')}</caption>
                <thead className="bg-slate-100 dark:bg-slate-800">
                  <tr>
                    <th scope="col" className={cell}>
                      {t('queue.subject')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('queue.customer')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('queue.type')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('queue.status')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('queue.due')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('queue.created')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {page.data.map((row) => (
                    <tr
                      key={row.id}
                      className="border-t border-slate-200 dark:border-slate-800"
                      data-id={row.id}
                    >
                      <td className={cell}>
                        <Link to={adminPath(lang, `/admin/requests/${row.id}`)} className={linkClass}>
                          {row.subject || t('queue.noSubject')}
                        </Link>
                        {row.waiting_on_customer && (
                          <div className="mt-1">
                            <Badge tone="info">{t('queue.waitingBadge')}</Badge>
                          </div>
                        )}
                      </td>
                      <td className={cell}>
                        {row.full_name}
                        <br />
                        <bdi className="text-xs text-slate-600 dark:text-slate-400">{row.email}</bdi>
                      </td>
                      <td className={cell}>{row.type_label}</td>
                      <td className={cell}>{row.status_label}</td>
                      <td className={cell}>
                        {row.sla !== 'ok' && <Badge tone={row.sla}>{row.sla_label}</Badge>}
                        {row.due && (
                          <div className="mt-1">
                            <time dateTime={row.due.iso}>{row.due.label}</time>
                          </div>
                        )}
                      </td>
                      <td className={cell}>
                        <time dateTime={row.created_at.iso}>{row.created_at.label}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p>{t('queue.empty')}</p>
          )}
          <Pagination
            page={page.current_page}
            pages={page.last_page}
            href={hrefFor}
            label={t('queue.pages')}
          />
        </>
      )}
    </div>
  );
}
