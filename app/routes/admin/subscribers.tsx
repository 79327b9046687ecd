import { useState } from 'react';
import { TextField } from '~/components/ui/field';
import { SelectField } from '~/components/ui/select';
import { useTranslation } from 'react-i18next';
import { useParams, useRevalidator } from 'react-router';
import { adminFetch, adminJson, adminPath, toAdminLogin } from '~/features/admin/admin-api';
import { ErrorMessage, FilterForm, ScreenHeader, StatusMessage } from '~/features/admin/admin-ui';
import { BulkBar, SelectAllCheckbox, SelectRowCell, useSelection } from '~/features/admin/bulk';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { listQuery, pageHref, listPages, filterFields } from '~/features/admin/list-block';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { Button } from '~/components/ui/button';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import type { Page, SubscriberRow } from '../../../common/admin/types';
import type { Route } from './+types/subscribers';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status'] as const;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, loadList } = adminScreen(params);
  const { query, filters } = listQuery(request, FILTERS);
  return { ...(await loadList<Page<SubscriberRow>>(`/subscribers?${query}`)), filters, locale };
}

const STATUS_TONE = { confirmed: 'ok', pending: 'muted', unsubscribed: 'warn' } as const;

/** The file name the server gave in Content-Disposition. */
const fileNameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'subscribers.csv';

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const { page, filters, locale, message: error } = loaderData;
  const field = filterFields(filters);
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const rows = page?.data ?? [];
  const selection = useSelection(rows.map((s) => String(s.id)));
  const [status, setStatus] = useState<string | null>(null);

  async function withFeedback(action: () => Promise<string>) {
    setStatus(null);
    setStatus(await mutation.run(action));
  }

  /** Downloads the CSV of the current filters through the Bearer-authenticated API. */
  const exportCsv = () =>
    withFeedback(async () => {
      const query = new URLSearchParams();
      for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
      const res = await adminFetch(`/subscribers/export?${query}`, { locale });
      if (res.status === 401) throw toAdminLogin(lang);
      if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
      const file = fileNameOf(res);
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = file;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return t('subscribers.exported', { file });
    });

  const unsubscribe = (s: SubscriberRow) =>
    withFeedback(async () => {
      await adminJson(`/subscribers/${s.id}/unsubscribe`, { method: 'POST', json: {}, locale, lang });
      await revalidator.revalidate();
      return t('subscribers.unsubscribed', { email: s.email });
    });

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader
        title={t('subscribers.title')}
        intro={t('subscribers.intro')}
        introClass="max-w-2xl"
        action={
          <Button busy={mutation.busy} onClick={exportCsv}>
            {t('subscribers.export')}
          </Button>
        }
      />
      <FilterForm
        words={{ label: t('subscribers.filters'), apply: t('customers.apply'), reset: t('customers.reset') }}
        search
        layout="grid gap-4 sm:grid-cols-3"
        resetTo={adminPath(lang, '/admin/subscribers')}
        secondary
      >
        <TextField {...field('q')} type="search" label={t('subscribers.search')} />
        <SelectField
          {...field('status')}
          label={t('customers.status')}
          options={[
            { value: '', label: t('customers.any') },
            ...(['confirmed', 'pending', 'unsubscribed'] as const).map((v) => ({
              value: v,
              label: t(`subscribers.statuses.${v}`),
            })),
          ]}
        />
      </FilterForm>
      {status && <StatusMessage>{status}</StatusMessage>}
      {(mutation.failure || error) && <ErrorMessage>{mutation.failure?.message ?? error}</ErrorMessage>}
      {page && (
        <DataList
          rows={page.data}
          empty={t('subscribers.empty')}
          pagination={listPages(
            page,
            pageHref('/admin/subscribers', filters),
            t('subscribers.caption', { total: page.total }),
          )}
          before={
            <BulkBar
              selection={selection}
              endpoint="/subscribers/bulk"
              field="action"
              actionLabel={t('subscribers.bulk.unsubscribe')}
              actions={[{ value: 'unsubscribe', label: t('subscribers.bulk.unsubscribe') }]}
              nameOf={(id) => rows.find((r) => String(r.id) === id)?.email ?? id}
            />
          }
          caption={t('subscribers.caption', { total: page.total })}
          leading={{ header: <SelectAllCheckbox selection={selection} /> }}
          headers={[
            t('customers.email'),
            t('customers.status'),
            t('subscribers.language'),
            t('subscribers.since'),
            t('table.actions'),
          ]}
          testId="subscribers-table"
          row={(s) => (
            <tr key={s.id} className={rowClass}>
              <SelectRowCell selection={selection} id={String(s.id)} name={s.email} />
              <td className={cellClass}>
                <EmailAddress email={s.email} />
              </td>
              <td className={cellClass}>
                <span className={badgeClass(STATUS_TONE[s.status])}>
                  {t(`subscribers.statuses.${s.status}`)}
                </span>
              </td>
              <td className={cellClass}>{s.locale}</td>
              <td className={cellClass}>
                <time dateTime={s.created_at}>{s.created_at_label}</time>
              </td>
              <td className={cellClass}>
                {s.status !== 'unsubscribed' && (
                  <button
                    type="button"
                    className="font-semibold text-red-800 underline disabled:opacity-60 dark:text-red-300"
                    disabled={mutation.busy}
                    onClick={() => unsubscribe(s)}
                  >
                    {t('subscribers.unsubscribeShort')}
                    <span className="sr-only">
                      {' '}
                      <bdi>{s.email}</bdi>
                    </span>
                  </button>
                )}
              </td>
            </tr>
          )}
        />
      )}
    </div>
  );
}
