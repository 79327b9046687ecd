import { useState } from 'react';
import { Button, buttonClasses } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRevalidator } from 'react-router';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { CustomerRow, Page } from '../../../common/admin/types';
import { LANGUAGES, isLocale } from '../../../common/i18n/languages';
import type { Route } from './+types/customer';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-customers'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

interface Labelled {
  label: string;
  iso?: string;
}
interface CustomerDetail extends CustomerRow {
  orders: Page<{ id: string; number: string; status_label: string; total: Labelled; created_at: Labelled }>;
  requests: Page<{
    id: string;
    subject: string;
    type_label: string;
    status_label: string;
    created_at_label: string;
  }>;
  subscriptions: Page<{ id: string; name: string; status_label: string; next_billing_at: Labelled | null }>;
  invoices: Page<{
    id: number;
    number: string;
    kind_label: string;
    status_label: string;
    amount_label: string;
    date: Labelled;
  }>;
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const res = await load<{ data: CustomerDetail }>(`/customers/${encodeURIComponent(params.id)}`);
  return { customer: res.data, locale };
}

type Move = 'disable' | 'enable' | 'makeAdmin' | 'removeAdmin';

function Related<T>(props: {
  title: string;
  rows: T[];
  headers: string[];
  row: (item: T) => React.ReactNode;
  none: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <DataList
        caption={props.title}
        captionHidden
        headers={props.headers}
        minWidth="min-w-[28rem]"
        rows={props.rows}
        row={props.row}
        empty={props.none}
      />
    </div>
  );
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-customers');
  const { lang } = useParams();
  const { customer: c, locale } = loaderData;
  const revalidator = useRevalidator();
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const busy = mutation.busy;
  const [done, setDone] = useState<Move | null>(null);
  const name = `${c.first_name} ${c.last_name}`.trim() || c.email;

  async function act(move: Move) {
    const path =
      move === 'disable' || move === 'enable' ? `/customers/${c.id}/${move}` : `/customers/${c.id}/role`;
    const json =
      move === 'makeAdmin' ? { role: 'admin' } : move === 'removeAdmin' ? { role: 'customer' } : {};
    setDone(null);
    if (!(await mutation.run(() => adminJson(path, { method: 'POST', json, locale, lang })))) return;
    setDone(move);
    await revalidator.revalidate();
  }

  const field = (label: string, value: React.ReactNode) => (
    <div className="flex flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{value || '—'}</dd>
    </div>
  );
  const link = 'font-semibold text-teal-800 underline dark:text-teal-300';

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={name} />
      <Link to={adminPath(lang, '/admin/customers')} className={`${link} self-start`}>
        {t('customer.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">
          <bdi>{name}</bdi>
        </h1>
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-sm font-semibold dark:bg-slate-700">
          {t(`customers.roles.${c.role}`)}
        </span>
        <span
          data-testid="customer-status"
          className={`rounded-full px-2 py-0.5 text-sm font-semibold ${c.disabled ? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' : 'bg-teal-100 text-teal-900 dark:bg-teal-900 dark:text-teal-100'}`}
        >
          {t(`customers.statuses.${c.disabled ? 'disabled' : 'active'}`)}
        </span>
      </div>
      {done && <StatusMessage>{t(`customer.done.${done}`)}</StatusMessage>}
      {mutation.failure && <ErrorMessage>{mutation.failure.message}</ErrorMessage>}
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="mb-3 text-lg font-semibold">{t('customer.profile')}</h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            {field(t('customers.email'), <EmailAddress email={c.email} />)}
            {field(t('customer.phone'), <bdi dir="ltr">{c.phone}</bdi>)}
            {field(t('customers.company'), <bdi>{c.company}</bdi>)}
            {field(t('customer.country'), c.country_name)}
            {field(
              t('customer.language'),
              isLocale(c.locale) ? <span lang={c.locale}>{LANGUAGES[c.locale].label}</span> : c.locale,
            )}
            {field(t('customers.created'), c.created_at_label)}
            {c.disabled_at_label &&
              field(t('customers.status'), t('customer.disabledSince', { date: c.disabled_at_label }))}
          </dl>
        </div>
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{t('customer.actions')}</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('customer.disableHint')}</p>
          <div className="flex flex-wrap gap-3">
            {c.disabled ? (
              <Button disabled={busy} onClick={() => act('enable')}>
                {t('customer.enable')}
              </Button>
            ) : (
              <Button variant="danger" disabled={busy} onClick={() => act('disable')}>
                {t('customer.disable')}
              </Button>
            )}
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => act(c.role === 'admin' ? 'removeAdmin' : 'makeAdmin')}
            >
              {t(c.role === 'admin' ? 'customer.removeAdmin' : 'customer.makeAdmin')}
            </Button>
            <Link
              to={adminPath(lang, `/admin/notifications?user_id=${c.id}`)}
              className={buttonClasses({ variant: 'secondary' })}
            >
              {t('notifications.toCustomer')}
            </Link>
          </div>
        </div>
      </div>
      <Related
        title={t('customer.orders', { total: c.orders.total })}
        rows={c.orders.data}
        none={t('customer.none')}
        headers={[t('customer.number'), t('customers.status'), t('customer.total'), t('customer.date')]}
        row={(o) => (
          <tr key={o.id} className={rowClass}>
            <td className={cellClass}>
              <bdi>{o.number}</bdi>
            </td>
            <td className={cellClass}>{o.status_label}</td>
            <td className={cellClass}>{o.total.label}</td>
            <td className={cellClass}>{o.created_at.label}</td>
          </tr>
        )}
      />
      <Related
        title={t('customer.requests', { total: c.requests.total })}
        rows={c.requests.data}
        none={t('customer.none')}
        headers={[t('customer.subject'), t('customer.kind'), t('customers.status'), t('customer.date')]}
        row={(r) => (
          <tr key={r.id} className={rowClass}>
            <td className={cellClass}>
              <bdi>{r.subject}</bdi>
            </td>
            <td className={cellClass}>{r.type_label}</td>
            <td className={cellClass}>{r.status_label}</td>
            <td className={cellClass}>{r.created_at_label}</td>
          </tr>
        )}
      />
      <Related
        title={t('customer.subscriptions', { total: c.subscriptions.total })}
        rows={c.subscriptions.data}
        none={t('customer.none')}
        headers={[t('customer.service'), t('customers.status'), t('customer.nextBilling')]}
        row={(s) => (
          <tr key={s.id} className={rowClass}>
            <td className={cellClass}>
              <bdi>{s.name}</bdi>
            </td>
            <td className={cellClass}>{s.status_label}</td>
            <td className={cellClass}>{s.next_billing_at?.label ?? '—'}</td>
          </tr>
        )}
      />
      <Related
        title={t('customer.invoices', { total: c.invoices.total })}
        rows={c.invoices.data}
        none={t('customer.none')}
        headers={[
          t('customer.number'),
          t('customer.kind'),
          t('customers.status'),
          t('customer.total'),
          t('customer.date'),
        ]}
        row={(i) => (
          <tr key={i.id} className={rowClass}>
            <td className={cellClass}>
              <bdi>{i.number}</bdi>
            </td>
            <td className={cellClass}>{i.kind_label}</td>
            <td className={cellClass}>{i.status_label}</td>
            <td className={cellClass}>{i.amount_label}</td>
            <td className={cellClass}>{i.date.label}</td>
          </tr>
        )}
      />
    </div>
  );
}
