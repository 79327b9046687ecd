import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { Link, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { linkClass } from '~/features/admin-requests/ui';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { AdminDemo } from '../../../common/admin-requests/types';
import type { Page } from '../../../common/admin/types';
import { DEMO_STATUSES } from '../../../common/demos/types';
import type { Route } from './+types/demos';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-requests', 'demos'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['status', 'q'] as const;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<Page<AdminDemo>>(`/demos?${query}`)), filters };
}

/** The table's columns, by their header's key. */
const COLUMNS = ['customer', 'service', 'status', 'slots', 'created'] as const;

export default function AdminDemos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-requests');
  const { t: td } = useTranslation('demos');
  const { lang } = useParams();
  const { page, filters, errors, message } = loaderData;
  const field = filterFields(filters, errors);
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('demos.title')} intro={t('demos.intro')} />
      <FilterForm
        words={{ label: t('demos.filters'), apply: t('demos.apply'), reset: t('demos.reset') }}
        layout="grid gap-4 sm:grid-cols-2"
        resetTo={adminPath(lang, '/admin/demos')}
        actionsClass="flex flex-wrap items-center gap-4 sm:col-span-2"
      >
        <TextField {...field('q')} type="search" label={t('demos.search')} />
        <SelectField
          {...field('status')}
          label={t('demos.status')}
          options={[
            { value: '', label: t('demos.anyStatus') },
            ...DEMO_STATUSES.map((s) => ({ value: s, label: td(`statuses.${s}`) })),
          ]}
        />
      </FilterForm>
      {message && <ErrorMessage>{message}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          summary={t('demos.results', { count: page.total })}
          summaryStyle="notice"
          empty={t('demos.empty')}
          pagination={listPages(page, pageHref('/admin/demos', filters), t('demos.pages'))}
          caption={t('demos.title')}
          captionHidden
          minWidth="min-w-[44rem]"
          testId="demos-table"
          headers={COLUMNS.map((column) => t(`demos.${column}`))}
          row={(demo) => (
            <tr key={demo.id} className={rowClass} data-id={demo.id}>
              <td className={cellClass}>
                <Link to={adminPath(lang, `/admin/demos/${demo.id}`)} className={linkClass}>
                  {demo.full_name}
                </Link>
                <br />
                <EmailAddress email={demo.email} className="text-xs text-slate-600 dark:text-slate-400" />
              </td>
              <td className={cellClass}>{demo.service ?? ''}</td>
              <td className={cellClass}>{demo.status_label}</td>
              <td className={cellClass}>
                {demo.slots.length ? (
                  <ul className="flex flex-col gap-1">
                    {demo.slots.map((s) => (
                      <li key={s.id}>
                        {s.label} <span className="text-xs">({s.status_label})</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('demos.noSlots')
                )}
              </td>
              <td className={cellClass}>
                <time dateTime={demo.created_at.iso}>{demo.created_at.label}</time>
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
