import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { Link, useParams } from 'react-router';
import { adminPath } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader } from '~/features/admin/admin-ui';
import { BulkBar, SelectAllCheckbox, SelectRowCell, useSelection } from '~/features/admin/bulk';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { CUSTOMER_BULK_ACTIONS } from '../../../common/admin/bulk';
import type { CustomerRow, Page } from '../../../common/admin/types';
import type { Route } from './+types/customers';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status', 'role'] as const;

/** Search and filters live in the URL: a result can be reloaded, shared and walked back through. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<Page<CustomerRow>>(`/customers?${query}`)), filters };
}

const nameOf = (c: CustomerRow) => `${c.first_name} ${c.last_name}`.trim() || c.email;

/** The filters that pick one of a few values, and where those values' words are. */
const CHOICES = {
  status: { values: ['active', 'disabled'], words: 'customers.statuses' },
  role: { values: ['customer', 'admin'], words: 'customers.roles' },
} as const;

/** The table's columns, by their header's key. */
const COLUMNS = ['name', 'email', 'company', 'role', 'status', 'created'] as const;

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const { page, filters, message: error } = loaderData;
  const field = filterFields(filters);
  const rows = page?.data ?? [];
  const selection = useSelection(rows.map((c) => c.id));
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('customers.title')} intro={t('customers.intro')} />
      <FilterForm
        words={{ label: t('customers.filters'), apply: t('customers.apply'), reset: t('customers.reset') }}
        search
        layout="grid gap-4 sm:grid-cols-3"
        resetTo={adminPath(lang, '/admin/customers')}
      >
        <div className="sm:col-span-3">
          <TextField {...field('q')} type="search" label={t('customers.search')} />
        </div>
        {(['status', 'role'] as const).map((name) => (
          <SelectField
            key={name}
            {...field(name)}
            label={t(`customers.${name}`)}
            options={[
              { value: '', label: t('customers.any') },
              ...CHOICES[name].values.map((value) => ({
                value,
                label: t(`${CHOICES[name].words}.${value}`),
              })),
            ]}
          />
        ))}
      </FilterForm>
      {error && <ErrorMessage>{error}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          empty={t('customers.empty')}
          pagination={listPages(
            page,
            pageHref('/admin/customers', filters),
            t('customers.caption', { total: page.total }),
          )}
          before={
            <BulkBar
              selection={selection}
              endpoint="/customers/bulk"
              field="action"
              actionLabel={t('customers.bulk.label')}
              actions={CUSTOMER_BULK_ACTIONS.map((a) => ({ value: a, label: t(`customers.bulk.${a}`) }))}
              nameOf={(id) => {
                const row = rows.find((c) => c.id === id);
                return row ? nameOf(row) : id;
              }}
            />
          }
          caption={t('customers.caption', { total: page.total })}
          leading={{ header: <SelectAllCheckbox selection={selection} /> }}
          headers={COLUMNS.map((column) => t(`customers.${column}`))}
          testId="customers-table"
          row={(c) => (
            <tr key={c.id} className={rowClass} data-customer={c.email}>
              <SelectRowCell selection={selection} id={c.id} name={nameOf(c)} />
              <td className={cellClass}>
                <Link
                  to={adminPath(lang, `/admin/customers/${c.id}`)}
                  className="font-semibold text-teal-800 underline dark:text-teal-300"
                >
                  <bdi>{nameOf(c)}</bdi>
                </Link>
              </td>
              <td className={cellClass}>
                <EmailAddress email={c.email} />
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
          )}
        />
      )}
    </div>
  );
}
