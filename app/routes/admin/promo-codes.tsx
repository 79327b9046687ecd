import { buttonClasses } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { filterFields, listPages, listQuery, pageHref } from '~/features/admin/list-block';
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

/** The table's columns, by their header's key. */
const COLUMNS = ['code', 'rules', 'status', 'uses', 'revenue', 'period'] as const;

export default function AdminPromoCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-promo-codes');
  const { lang } = useParams();
  const { page, filters, message: error } = loaderData;
  const field = filterFields(filters);
  const link = 'font-semibold text-teal-800 underline dark:text-teal-300';
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={t('title')}
        intro={t('intro')}
        headingClass="min-w-0"
        action={
          <Link to={adminPath(lang, '/admin/promo-codes/new')} className={buttonClasses()}>
            {t('list.new')}
          </Link>
        }
      />
      <FilterForm
        words={{ label: t('list.filters'), apply: t('list.apply'), reset: t('list.reset') }}
        search
        layout="grid gap-4 sm:grid-cols-3"
        testId="promo-codes-filters"
        resetTo={adminPath(lang, '/admin/promo-codes')}
      >
        <TextField {...field('q')} type="search" dir="ltr" label={t('list.search')} />
        <SelectField
          {...field('status')}
          label={t('list.status')}
          options={[
            { value: '', label: t('list.any') },
            ...PROMO_DISPLAY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
      </FilterForm>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          empty={t('list.empty')}
          pagination={listPages(
            page,
            pageHref('/admin/promo-codes', filters),
            t('list.caption', { total: page.total }),
          )}
          caption={t('list.caption', { total: page.total })}
          headers={COLUMNS.map((column) => t(`list.${column}`))}
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
    </div>
  );
}
