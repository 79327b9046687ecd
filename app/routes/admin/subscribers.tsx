import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useParams, useRevalidator } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminFetch, adminJson, adminPath, pageLocale, toAdminLogin } from '~/features/admin/admin-api';
import {
  AdminTitle,
  buttonClass,
  ErrorMessage,
  FilterActions,
  StatusMessage,
} from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataTable, rowClass } from '~/features/admin/data-table';
import { followAdminRedirect, ReauthCancelled, useReauth } from '~/features/admin/reauth';
import { inputClass } from '~/features/auth/form-parts';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { ApiError } from '~/lib/api-client';
import type { Page, SubscriberRow } from '../../../common/admin/types';
import type { Route } from './+types/subscribers';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const FILTERS = ['q', 'status'] as const;

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const locale = pageLocale(params.lang, document.documentElement.lang);
  const url = new URL(request.url);
  const query = new URLSearchParams();
  for (const key of [...FILTERS, 'page']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  const filters = Object.fromEntries(FILTERS.map((k) => [k, url.searchParams.get(k) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  try {
    const res = await adminJson<{ data: Page<SubscriberRow> }>(`/subscribers?${query}`, {
      locale,
      lang: params.lang,
    });
    return { page: res.data, filters, locale, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    return { page: null, filters, locale, error: error.message };
  }
}

const STATUS_TONE = { confirmed: 'ok', pending: 'muted', unsubscribed: 'warn' } as const;

/** The file name the server gave in Content-Disposition. */
const fileNameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'subscribers.csv';

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const revalidator = useRevalidator();
  const { page, filters, locale, error } = loaderData;
  const { run, prompt } = useReauth(locale, lang);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { q: useId(), status: useId() };

  async function withFeedback(action: () => Promise<string>) {
    setBusy(true);
    setStatus(null);
    setFailure(null);
    try {
      setStatus(await action());
    } catch (e) {
      if (e instanceof ReauthCancelled || followAdminRedirect(e)) return;
      setFailure(e instanceof ApiError ? e.message : t('errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  /** Downloads the CSV of the current filters through the Bearer-authenticated API. */
  const exportCsv = () =>
    withFeedback(async () => {
      const query = new URLSearchParams();
      for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
      const res = await run(async () => {
        const answer = await adminFetch(`/subscribers/export?${query}`, { locale });
        if (answer.status === 401) throw toAdminLogin(lang);
        if (!answer.ok) throw new ApiError(answer.status, await answer.json().catch(() => ({})));
        return answer;
      });
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
      await run(() =>
        adminJson(`/subscribers/${s.id}/unsubscribe`, { method: 'POST', json: {}, locale, lang }),
      );
      await revalidator.revalidate();
      return t('subscribers.unsubscribed', { email: s.email });
    });

  const hrefFor = (n: number) => {
    const query = new URLSearchParams();
    for (const key of FILTERS) if (filters[key]) query.set(key, filters[key]);
    query.set('page', String(n));
    return `/admin/subscribers?${query}`;
  };

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={t('subscribers.title')} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('subscribers.title')}</h1>
          <p className="mt-1 max-w-2xl text-slate-700 dark:text-slate-300">{t('subscribers.intro')}</p>
        </div>
        <button type="button" className={buttonClass} disabled={busy} onClick={exportCsv}>
          {t('subscribers.export')}
        </button>
      </div>
      <Form
        method="get"
        role="search"
        aria-label={t('subscribers.filters')}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('subscribers.search')}
          </label>
          <input id={ids.q} name="q" type="search" defaultValue={filters.q} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t('customers.status')}
          </label>
          <select id={ids.status} name="status" defaultValue={filters.status} className={inputClass}>
            <option value="">{t('customers.any')}</option>
            <option value="confirmed">{t('subscribers.statuses.confirmed')}</option>
            <option value="pending">{t('subscribers.statuses.pending')}</option>
            <option value="unsubscribed">{t('subscribers.statuses.unsubscribed')}</option>
          </select>
        </div>
        <FilterActions
          className="flex flex-wrap items-end gap-4"
          apply={t('customers.apply')}
          reset={t('customers.reset')}
          resetTo={adminPath(lang, '/admin/subscribers')}
          secondary
        />
      </Form>
      {status && <StatusMessage>{status}</StatusMessage>}
      {(failure || error) && <ErrorMessage>{failure ?? error}</ErrorMessage>}
      {page &&
        (page.data.length ? (
          <DataTable
            caption={t('subscribers.caption', { total: page.total })}
            headers={[
              t('customers.email'),
              t('customers.status'),
              t('subscribers.language'),
              t('subscribers.since'),
              t('table.actions'),
            ]}
            testId="subscribers-table"
          >
            {page.data.map((s) => (
              <tr key={s.id} className={rowClass}>
                <td className={cellClass}>
                  <bdi className="break-all">{s.email}</bdi>
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
                      disabled={busy}
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
            ))}
          </DataTable>
        ) : (
          <p>{t('subscribers.empty')}</p>
        ))}
      {page && (
        <Pagination
          page={page.current_page}
          pages={page.last_page}
          href={hrefFor}
          label={t('subscribers.caption', { total: page.total })}
        />
      )}
      {prompt}
    </div>
  );
}
