import { useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { useTranslation } from 'react-i18next';
import { Form, Link, useActionData, useNavigation, useParams } from 'react-router';
import { adminFetch, adminPath, pageLocale } from '~/features/admin/admin-api';
import { AdminTitle, ErrorMessage, StatusMessage } from '~/features/admin/admin-ui';
import { useHydrated } from '~/lib/use-hydrated';
import { inputClass } from '~/features/auth/form-parts';
import { adminScreen, notFoundAsPage } from '~/features/admin/admin-screen';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { AdminOrderDetail } from '../../../common/orders/admin';
import type { Route } from './+types/order';

export const handle = { i18n: ['admin-orders'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { load } = adminScreen(params);
  const order = await load<{ data: AdminOrderDetail }>(`/orders/${encodeURIComponent(params.id)}`);
  // One key per refund the page offers: the same form sent twice is one refund (ADR-0301).
  return { order: order.data, refundKey: crypto.randomUUID() };
}

type Intent = 'status' | 'payment' | 'refund' | 'reply';
interface ActionResult {
  intent: Intent;
  ok: boolean;
  message: string | null;
  errors: Record<string, string[]>;
}

export async function clientAction({ params, request }: Route.ClientActionArgs): Promise<ActionResult> {
  const { send, outcome } = adminScreen(params);
  const form = await request.formData();
  const intent = String(form.get('intent')) as Intent;
  const path = `/orders/${encodeURIComponent(params.id)}`;
  // An order gone meanwhile is the not-found page, not a message.
  const call = (suffix: string, json: unknown, headers?: Record<string, string>) => () =>
    send<{ message: string }>(`${path}${suffix}`, { json, headers }).catch(notFoundAsPage);
  // The password dialog opens over the page when the server asks for it; a refund's retry carries
  // the same idempotency key, so the refund is made once.
  const result = await outcome(
    intent === 'refund'
      ? call('/refund', {}, { 'Idempotency-Key': String(form.get('key')) })
      : intent === 'status'
        ? call('/status', { status: form.get('status') })
        : intent === 'payment'
          ? call('/payment', {})
          : call('/comments', { body: form.get('body') }),
  );
  return { intent, ...result };
}

const card =
  'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const cell = 'px-3 py-2 align-top';

function Outcome({ result, intent }: { result: ActionResult | undefined; intent: Intent }) {
  if (!result || result.intent !== intent || !result.message) return null;
  return result.ok ? (
    <StatusMessage>{result.message}</StatusMessage>
  ) : (
    <ErrorMessage>{result.message}</ErrorMessage>
  );
}

function StatusForm({ order, result }: { order: AdminOrderDetail; result?: ActionResult }) {
  const { t } = useTranslation('admin-orders');
  const navigation = useNavigation();
  const id = useId();
  if (!order.can.statuses.length) return <p>{t('detail.noMove')}</p>;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3" aria-label={t('detail.changeStatus')}>
      <input type="hidden" name="intent" value="status" />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('detail.newStatus')}
        </label>
        <select id={id} name="status" className={inputClass}>
          {order.can.statuses.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={navigation.state !== 'idle'}>
        {t('detail.move')}
      </Button>
      <div className="basis-full">
        <Outcome result={result} intent="status" />
      </div>
    </Form>
  );
}

function RefundForm({
  order,
  refundKey,
  result,
}: {
  order: AdminOrderDetail;
  refundKey: string;
  result?: ActionResult;
}) {
  const { t } = useTranslation('admin-orders');
  const navigation = useNavigation();
  const [confirming, setConfirming] = useState(false);
  const busy = navigation.state !== 'idle';
  if (!confirming)
    return (
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('detail.refundHint')}</p>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('detail.refund')}
        </Button>
        <Outcome result={result} intent="refund" />
      </div>
    );
  return (
    <Form
      method="post"
      className="flex flex-col items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950"
      aria-label={t('detail.refund')}
    >
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="key" value={refundKey} />
      <p className="font-semibold">{t('detail.refundConfirm', { amount: order.total.label })}</p>
      <Outcome result={result} intent="refund" />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} data-testid="confirm-refund">
          {t('detail.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)}>
          {t('detail.cancel')}
        </Button>
      </div>
    </Form>
  );
}

function ReplyForm({ result }: { result?: ActionResult }) {
  const { t } = useTranslation('admin-orders');
  const navigation = useNavigation();
  const id = useId();
  const errors = result?.intent === 'reply' ? result.errors.body : undefined;
  const sent = result?.intent === 'reply' && result.ok;
  return (
    <Form
      method="post"
      className="flex flex-col gap-2"
      aria-label={t('detail.reply')}
      // A sent reply empties the field (the form is a new one).
      key={sent ? `sent-${result.message}` : 'reply'}
    >
      <input type="hidden" name="intent" value="reply" />
      <label htmlFor={id} className="font-medium">
        {t('detail.reply')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
        {t('detail.replyHint')}
      </p>
      <textarea
        id={id}
        name="body"
        rows={4}
        maxLength={5000}
        required
        aria-describedby={`${id}-hint${errors?.length ? ` ${id}-error` : ''}`}
        aria-invalid={errors?.length ? true : undefined}
        className={inputClass}
      />
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {errors.join(' ')}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={navigation.state !== 'idle'}>
          {t('detail.send')}
        </Button>
      </div>
      <Outcome result={result} intent="reply" />
    </Form>
  );
}

/** A file of the order, fetched with the admin's token (a plain link could not carry it). */
function FileButton({ file }: { file: AdminOrderDetail['files'][number] }) {
  const { t, i18n } = useTranslation('admin-orders');
  const download = async () => {
    const res = await adminFetch(file.url.replace(/^\/api\/admin/, ''), {
      locale: pageLocale(i18n.language, 'en'),
    });
    if (!res.ok) return;
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      onClick={download}
      className="text-start font-semibold text-teal-800 underline dark:text-teal-300"
      aria-label={t('detail.download', { name: file.name })}
    >
      <bdi>{file.name}</bdi>
    </button>
  );
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('admin-orders');
  const { lang } = useParams();
  const hydrated = useHydrated();
  const result = useActionData<typeof clientAction>();
  const { order, refundKey } = loaderData;
  const title = t('detail.title', { number: order.number });
  const ids = {
    actions: useId(),
    lines: useId(),
    history: useId(),
    pay: useId(),
    docs: useId(),
    thread: useId(),
  };
  return (
    <div className="flex flex-col gap-6" data-testid="admin-order" data-hydrated={hydrated || undefined}>
      <AdminTitle title={title} />
      <div className="flex flex-col gap-2">
        <Link
          to={adminPath(lang, '/admin/orders')}
          className="self-start font-semibold text-teal-800 underline dark:text-teal-300"
        >
          {t('detail.back')}
        </Link>
        <h1 className="text-2xl font-bold">
          {title.split(order.number)[0]}
          {/* An order number reads left to right in every language. */}
          <span dir="ltr">{order.number}</span>
          {title.split(order.number)[1]}
        </h1>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="order-summary">
          {[
            [
              t('detail.customer'),
              order.customer ? `${order.customer.name} · ${order.customer.email}` : t('list.noCustomer'),
            ],
            [t('detail.placed'), order.created_at.label],
            [t('list.paymentMode'), order.payment_mode_label],
            [t('list.status'), order.status_label],
            [t('list.payStatus'), order.pay_status_label],
            [t('detail.total'), order.total.label],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="font-semibold">
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <section aria-labelledby={ids.actions} className={card}>
        <h2 id={ids.actions} className="text-lg font-bold">
          {t('detail.actions')}
        </h2>
        <StatusForm order={order} result={result} />
        {order.can.record_payment && (
          <Form
            method="post"
            className="flex flex-col items-start gap-2"
            aria-label={t('detail.recordPayment')}
          >
            <input type="hidden" name="intent" value="payment" />
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('detail.recordPaymentHint')}</p>
            <Button type="submit">{t('detail.recordPayment')}</Button>
          </Form>
        )}
        <Outcome result={result} intent="payment" />
        {order.can.refund || (result?.intent === 'refund' && !result.ok) ? (
          <RefundForm order={order} refundKey={refundKey} result={result} />
        ) : (
          <Outcome result={result} intent="refund" />
        )}
      </section>

      <section aria-labelledby={ids.lines} className={card}>
        <h2 id={ids.lines} className="text-lg font-bold">
          {t('detail.lines')}
        </h2>
        <div
          className="overflow-x-auto"
          // A focusable scroll container, so keyboard users can scroll the table on small screens.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-labelledby={ids.lines}
        >
          <table className="w-full min-w-[32rem] text-sm">
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={`${cell} text-start`}>
                  {t('detail.item')}
                </th>
                <th scope="col" className={`${cell} text-end`}>
                  {t('detail.price')}
                </th>
                <th scope="col" className={`${cell} text-end`}>
                  {t('detail.discount')}
                </th>
                <th scope="col" className={`${cell} text-end`}>
                  {t('detail.final')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className={`${cell} text-start font-medium`}>
                    {line.name}
                  </th>
                  <td className={`${cell} text-end whitespace-nowrap`}>{line.price.label}</td>
                  <td className={`${cell} text-end whitespace-nowrap`}>{line.discount_amount.label}</td>
                  <td className={`${cell} text-end whitespace-nowrap`}>{line.final_price.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className="ms-auto grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
          <dt>{t('detail.subtotal')}</dt>
          <dd className="text-end">{order.subtotal.label}</dd>
          <dt>{order.promo_code ? `${t('detail.discount')} (${order.promo_code})` : t('detail.discount')}</dt>
          <dd className="text-end">{order.discount.label}</dd>
          <dt>{t('detail.tax')}</dt>
          <dd className="text-end">{order.tax.label}</dd>
          <dt className="font-bold">{t('detail.total')}</dt>
          <dd className="text-end font-bold">{order.total.label}</dd>
        </dl>
        {order.extra_info && (
          <p className="text-sm">
            <span className="font-semibold">{t('detail.extraInfo')}: </span>
            {order.extra_info}
          </p>
        )}
        {order.links.length > 0 && (
          <ul className="text-sm" aria-label={t('detail.links')}>
            {order.links.map((link) => (
              <li key={link} dir="ltr" className="text-start">
                {link}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={ids.history} className={card}>
        <h2 id={ids.history} className="text-lg font-bold">
          {t('detail.history')}
        </h2>
        {order.history.length === 0 ? (
          <p>{t('detail.noHistory')}</p>
        ) : (
          <ol className="flex flex-col gap-1 text-sm" data-testid="order-history">
            {order.history.map((h, i) => (
              <li key={i}>
                <time dateTime={h.at.iso} className="text-slate-600 dark:text-slate-400">
                  {h.at.label}
                </time>{' '}
                —{' '}
                {t('detail.historyRow', {
                  field: t(`detail.fields.${h.field}`),
                  from: h.from_label,
                  to: h.to_label,
                })}{' '}
                <span className="font-semibold">{t('detail.by', { actor: h.actor_label })}</span>
                {h.actor_email && (
                  <>
                    {' '}
                    <bdi className="break-all text-slate-700 dark:text-slate-300" data-testid="history-admin">
                      {h.actor_email}
                    </bdi>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby={ids.pay} className={card}>
        <h2 id={ids.pay} className="text-lg font-bold">
          {t('detail.payments')}
        </h2>
        {order.payments.length === 0 ? (
          <p>{t('detail.noPayments')}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm" data-testid="order-payments">
            {order.payments.map((p) => (
              <li key={p.id} className="flex flex-col gap-1">
                <span>
                  <time dateTime={p.created_at.iso}>{p.created_at.label}</time> · {t('detail.provider')}:{' '}
                  <bdi>{p.provider}</bdi> · <span className="font-semibold">{p.status_label}</span> ·{' '}
                  {p.amount.label}
                  {p.refunded.minor > 0 && ` · ${t('detail.refunded')}: ${p.refunded.label}`}
                </span>
                {p.refunds.length > 0 && (
                  <ul className="ms-4 list-disc ps-4" aria-label={t('detail.refunds')}>
                    {p.refunds.map((r) => (
                      <li key={r.id}>
                        <time dateTime={r.created_at.iso}>{r.created_at.label}</time> · {r.amount.label} ·{' '}
                        {r.status_label}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        <h3 id={ids.docs} className="font-bold">
          {t('detail.invoices')}
        </h3>
        {order.invoices.length === 0 ? (
          <p>{t('detail.noInvoices')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-labelledby={ids.docs} data-testid="order-invoices">
            {order.invoices.map((inv) => (
              <li key={inv.id}>
                {inv.kind_label}{' '}
                <bdi dir="ltr" className="font-semibold">
                  {inv.number}
                </bdi>{' '}
                · <time dateTime={inv.date.iso}>{inv.date.label}</time> · {inv.amount.label} ·{' '}
                {inv.status_label}
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-bold">{t('detail.files')}</h3>
        {order.files.length === 0 ? (
          <p>{t('detail.noFiles')}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {order.files.map((file) => (
              <li key={file.id} className="flex flex-wrap gap-2">
                <FileButton file={file} /> <span>{file.size_label}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={ids.thread} className={card}>
        <h2 id={ids.thread} className="text-lg font-bold">
          {t('detail.thread')}
        </h2>
        {order.comments.length === 0 ? (
          <p>{t('detail.noComments')}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="admin-order-comments">
            {order.comments.map((c) => (
              <li
                key={c.id}
                data-author={c.author}
                className={`flex flex-col gap-1 rounded-xl p-3 ${
                  c.author === 'admin'
                    ? 'ms-6 bg-teal-50 dark:bg-teal-950/50'
                    : 'me-6 bg-slate-100 dark:bg-slate-800'
                }`}
              >
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {c.author === 'admin' ? t('detail.fromCompany') : t('detail.fromCustomer')}
                  </span>{' '}
                  · <time dateTime={c.created_at.iso}>{c.created_at.label}</time>
                </p>
                <p dir="auto" className="break-words whitespace-pre-line">
                  {c.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        <ReplyForm result={result} />
      </section>
    </div>
  );
}
