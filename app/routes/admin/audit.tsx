import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useParams } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, FilterActions, StatusMessage } from '~/features/admin/admin-ui';
import { AuditList } from '~/features/admin/audit-list';
import { inputClass } from '~/features/auth/form-parts';
import { ApiError } from '~/lib/api-client';
import type { AuditRow, Page } from '../../../common/admin/types';
import type { Route } from './+types/audit';

const FILTERS = ['actor', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];

/** The filters are the URL's query: a filtered view can be reloaded, shared and walked back through. */
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
  const actions = await adminJson<{ data: { action: string; label: string }[] }>('/audit/actions', {
    locale,
    lang: params.lang,
  });
  try {
    const page = await adminJson<{ data: Page<AuditRow> }>(`/audit?${query}`, { locale, lang: params.lang });
    return { page: page.data, actions: actions.data, filters, errors: null, message: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return {
      page: null,
      actions: actions.data,
      filters,
      errors: error.body.errors ?? {},
      message: error.message,
    };
  }
}

function FilterField(props: {
  name: Filter;
  label: string;
  value: string;
  type?: string;
  errors?: string[];
  dir?: 'ltr';
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        defaultValue={props.value}
        dir={props.dir}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={props.errors?.length ? `${id}-error` : undefined}
        className={inputClass}
      />
      {props.errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {props.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const { page, actions, filters, errors, message } = loaderData;
  const actionId = useId();
  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/audit?${query}`;
  };
  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('audit.title')} />
      <div>
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('audit.intro')}</p>
      </div>
      <Form
        method="get"
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
        aria-label={t('audit.filters')}
        data-testid="audit-filters"
      >
        <FilterField name="actor" label={t('audit.actor')} value={filters.actor} errors={errors?.actor} />
        <div className="flex flex-col gap-1">
          <label htmlFor={actionId} className="text-sm font-medium">
            {t('audit.action')}
          </label>
          <select id={actionId} name="action" defaultValue={filters.action} className={inputClass}>
            <option value="">{t('audit.anyAction')}</option>
            {actions.map((a) => (
              <option key={a.action} value={a.action}>
                {a.label}
              </option>
            ))}
          </select>
        </div>
        <FilterField
          name="entity_type"
          label={t('audit.entityType')}
          value={filters.entity_type}
          errors={errors?.entity_type}
        />
        <FilterField
          name="entity_id"
          label={t('audit.entityId')}
          value={filters.entity_id}
          errors={errors?.entity_id}
          dir="ltr"
        />
        <FilterField
          name="from"
          type="date"
          label={t('audit.from')}
          value={filters.from}
          errors={errors?.from}
        />
        <FilterField name="to" type="date" label={t('audit.to')} value={filters.to} errors={errors?.to} />
        <FilterActions
          className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3"
          apply={t('audit.apply')}
          reset={t('audit.reset')}
          resetTo={adminPath(lang, '/admin/audit')}
        />
      </Form>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <>
          <StatusMessage>{t('audit.results', { count: page.total })}</StatusMessage>
          {page.data.length ? (
            <AuditList rows={page.data} caption={t('audit.title')} />
          ) : (
            <p>{t('audit.empty')}</p>
          )}
          <Pagination
            page={page.current_page}
            pages={page.last_page}
            href={hrefFor}
            label={t('audit.pages')}
          />
        </>
      )}
    </div>
  );
}
