import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation, useParams, useRevalidator } from 'react-router';
import { Pagination } from '~/components/ui/pagination';
import { adminJson, adminPath } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { badgeClass, cellClass, DataList, rowClass } from '~/components/ui/data-list';
import { useAdminMutation } from '~/features/admin/use-admin-mutation';
import { Button } from '~/components/ui/button';
import { cardClass } from '~/features/admin-requests/ui';
import { PromoCodeForm, promoCodeJson } from '~/features/admin-promo-codes/promo-code-form';
import { statusTone } from '~/features/admin-promo-codes/status';
import { adminScreen } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Page } from '../../../common/admin/types';
import type { PromoCodeDetail, PromoTargetOption, PromoUseRow } from '../../../common/admin/promo-codes';
import type { Route } from './+types/promo-code';
import { EmailAddress } from '~/components/ui/email-address';

export const handle = { i18n: ['admin', 'admin-promo-codes'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/** The code, the page of its uses the URL names (`uses_page`), and what its scope can name. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const { locale, load } = adminScreen(params);
  const base = `/promo-codes/${encodeURIComponent(params.id)}`;
  const usesPage = new URL(request.url).searchParams.get('uses_page') ?? '1';
  const [code, uses, targets] = await Promise.all([
    load<{ data: PromoCodeDetail }>(base),
    load<{ data: Page<PromoUseRow> }>(`${base}/uses?page=${/^\d{1,6}$/.test(usesPage) ? usesPage : '1'}`),
    load<{ data: PromoTargetOption[] }>('/promo-codes/targets'),
  ]);
  return { code: code.data, uses: uses.data, targets: targets.data, locale };
}

/** Saves the rules sent by the form, with the version it was read at. */
export async function clientAction({ params, request }: Route.ClientActionArgs) {
  const { outcome, send } = adminScreen(params);
  const json = promoCodeJson(await request.formData());
  return outcome(() => send(`/promo-codes/${encodeURIComponent(params.id)}`, { method: 'PATCH', json }));
}

type Move = PromoCodeDetail['moves'][number];

/** The uses table's columns, by their header's key. */
const USES_COLUMNS = ['order', 'customer', 'discountTaken', 'date', 'payStatus'] as const;

export default function AdminPromoCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-promo-codes');
  const { lang } = useParams();
  const { code: c, uses, targets, locale } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const mutation = useAdminMutation({ locale, lang, fallback: t('errors.failed') });
  const [moved, setMoved] = useState<Move | null>(null);
  const saved = actionData?.ok && navigation.state === 'idle';
  const failed = actionData && !actionData.ok ? actionData : null;

  async function move(what: Move) {
    setMoved(null);
    const done = await mutation.run(() =>
      adminJson(`/promo-codes/${c.id}/${what}`, { method: 'POST', json: {}, locale, lang }),
    );
    if (!done) return;
    setMoved(what);
    await revalidator.revalidate();
  }

  const field = (label: string, value: React.ReactNode, testId?: string) => (
    <div className="flex min-w-0 flex-col">
      <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const link = 'font-semibold text-teal-800 underline dark:text-teal-300';
  const usesHref = (n: number) => `/admin/promo-codes/${c.id}?uses_page=${n}`;

  return (
    <div className="flex flex-col gap-6">
      <AdminTitle title={c.code} />
      <Link to={adminPath(lang, '/admin/promo-codes')} className={`${link} self-start`}>
        {t('detail.back')}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold break-all">
          <bdi dir="ltr">{c.code}</bdi>
        </h1>
        <span className={badgeClass(statusTone(c.display_status))} data-testid="promo-status">
          {c.display_status_label}
        </span>
      </div>
      {moved && <StatusMessage>{t(`detail.moved.${moved}`)}</StatusMessage>}
      {mutation.failure && <ErrorMessage>{mutation.failure.message}</ErrorMessage>}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <section className={cardClass} aria-labelledby="promo-overview">
          <h2 id="promo-overview" className="mb-3 text-lg font-semibold">
            {t('detail.overview')}
          </h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            {field(t('list.rules'), c.summary)}
            {field(t('detail.period'), c.period_label)}
            {field(t('detail.used'), c.uses_label, 'promo-uses')}
            {field(
              t('detail.remaining'),
              c.remaining == null ? t('detail.remainingUnlimited') : c.remaining,
              'promo-remaining',
            )}
            {field(
              t('detail.revenue'),
              <>
                <span data-testid="promo-revenue">{c.revenue_label}</span>
                <span className="block text-sm font-normal text-slate-600 dark:text-slate-400">
                  {t('detail.revenueHint')}
                </span>
              </>,
            )}
            {field(t('detail.created'), <time dateTime={c.created_at.iso}>{c.created_at.label}</time>)}
          </dl>
        </section>
        <section className={`${cardClass} flex flex-col gap-3`} aria-labelledby="promo-actions">
          <h2 id="promo-actions" className="text-lg font-semibold">
            {t('detail.actions')}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('detail.endHint')}</p>
          <div className="flex flex-wrap gap-3">
            {c.moves.map((what) => (
              <Button
                key={what}
                busy={mutation.busy}
                onClick={() => move(what)}
                variant={what === 'end' ? 'danger' : what === 'resume' ? 'primary' : 'secondary'}
              >
                {t(`detail.${what}`)}
              </Button>
            ))}
          </div>
        </section>
      </div>

      <section className={cardClass} aria-labelledby="promo-rules">
        <h2 id="promo-rules" className="mb-3 text-lg font-semibold">
          {t('form.rules')}
        </h2>
        {saved && <StatusMessage>{t('form.saved')}</StatusMessage>}
        {failed && <ErrorMessage>{failed.message || t('errors.failed')}</ErrorMessage>}
        {c.editable ? (
          <PromoCodeForm
            // A new version (a save, a move) remounts the form with what the server now holds.
            key={c.version}
            code={c}
            targets={targets}
            currency={c.currency ?? c.shop_currency}
            timeZone={c.time_zone}
            errors={failed?.errors}
            busy={navigation.state === 'submitting'}
          />
        ) : (
          <p>{t('form.endedHint')}</p>
        )}
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="promo-uses-title">
        <h2 id="promo-uses-title" className="text-lg font-semibold">
          {t('detail.usesTitle', { total: uses.total })}
        </h2>
        <DataList
          rows={uses.data}
          empty={t('detail.usesNone')}
          caption={t('detail.usesTitle', { total: uses.total })}
          captionHidden
          headers={USES_COLUMNS.map((column) => t(`detail.${column}`))}
          testId="promo-uses-table"
          row={(u) => (
            <tr key={u.order_id} className={rowClass}>
              <td className={cellClass}>
                <Link to={adminPath(lang, `/admin/orders/${u.order_id}`)} className={link}>
                  <bdi dir="ltr">{u.order_number}</bdi>
                </Link>
              </td>
              <td className={cellClass}>
                {u.customer.id ? (
                  <Link to={adminPath(lang, `/admin/customers/${u.customer.id}`)} className={link}>
                    <bdi>{u.customer.name || u.customer.email}</bdi>
                  </Link>
                ) : (
                  '—'
                )}
                <EmailAddress
                  email={u.customer.email}
                  className="block text-xs text-slate-600 dark:text-slate-400"
                />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>{u.discount.label}</td>
              <td className={cellClass}>
                <time dateTime={u.redeemed_at.iso}>{u.redeemed_at.label}</time>
              </td>
              <td className={cellClass}>
                {u.pay_status_label}
                {u.released && (
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {t('detail.released')}
                  </span>
                )}
              </td>
            </tr>
          )}
        />
        {uses.last_page > 1 && (
          <Pagination
            page={uses.current_page}
            pages={uses.last_page}
            href={usesHref}
            label={t('detail.usesTitle', { total: uses.total })}
          />
        )}
      </section>
    </div>
  );
}
