import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { AuditList } from '~/features/admin/audit-list';
import type { AuditRow, Page } from '../../../common/admin/types';
import { adminScreen } from '~/features/admin/admin-screen';
import type { Route } from './+types/audit';

const FILTERS = ['actor', 'action', 'entity_type', 'entity_id', 'from', 'to'] as const;

/** The filters are the URL's query: a filtered view can be reloaded, shared and walked back through. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { load, loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  const actions = await load<{ data: { action: string; label: string }[] }>('/audit/actions');
  return { ...(await loadList<Page<AuditRow>>(`/audit?${query}`)), actions: actions.data, filters };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { lang } = useParams();
  const { page, actions, filters, errors, message } = loaderData;
  const field = filterFields(filters, errors);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('audit.title')} intro={t('audit.intro')} />
      <FilterForm
        words={{ label: t('audit.filters'), apply: t('audit.apply'), reset: t('audit.reset') }}
        layout="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        testId="audit-filters"
        resetTo={adminPath(lang, '/admin/audit')}
        actionsClass="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-3"
      >
        <TextField {...field('actor')} label={t('audit.actor')} />
        <SelectField
          {...field('action')}
          label={t('audit.action')}
          options={[
            { value: '', label: t('audit.anyAction') },
            ...actions.map((a) => ({ value: a.action, label: a.label })),
          ]}
        />
        <TextField {...field('entity_type')} label={t('audit.entityType')} />
        <TextField {...field('entity_id')} label={t('audit.entityId')} dir="ltr" />
        <TextField {...field('from')} type="date" label={t('audit.from')} />
        <TextField {...field('to')} type="date" label={t('audit.to')} />
      </FilterForm>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <AuditList
          rows={page.data}
          caption={t('audit.title')}
          summary={t('audit.results', { count: page.total })}
          summaryStyle="notice"
          empty={t('audit.empty')}
          pagination={listPages(page, pageHref('/admin/audit', filters), t('audit.pages'))}
        />
      )}
    </div>
  );
}
