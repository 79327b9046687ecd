import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { PRIMARY, SECONDARY } from '~/features/checkout/buttons';
import { OrderFacts } from '~/features/checkout/order-facts';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/checkout-thank-you';

export const handle = { i18n: ['checkout'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

/**
 * /checkout/{orderId}/thank-you[?payment={CHECKOUT_ID}] — pay later lands here, and pay now's
 * success URL: the provider is asked about that attempt and its answer applied through the one
 * idempotent function (ADR-0301), whether or not the webhook came first. Another customer's, an
 * unknown or a malformed order id: 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { services } = context;
  const locale = resolveRequestLocale(request, params.lang);
  const paymentRef = new URL(request.url).searchParams.get('payment');
  const order = await services.checkout.returnFromPayment(user.id, params.orderId, paymentRef);
  const view = order && (await services.orders.detail(user.id, order.id, locale));
  if (!view) throw data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });
  const { id, number, created_at, total, pay_status, pay_status_label, status_label, payment_mode, status } =
    view;
  return data(
    {
      order: {
        id,
        number,
        created_at,
        total,
        pay_status,
        pay_status_label,
        status_label,
        payment_mode,
        status,
      },
    },
    { headers: NO_STORE },
  );
}

export default function CheckoutThankYou({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;
  const awaitingPayment =
    order.payment_mode === 'pay_now' && order.pay_status === 'pending' && order.status === 'pending';
  const message =
    order.pay_status === 'paid'
      ? t('checkout:thankYou.paid')
      : order.pay_status === 'on_hand'
        ? `${t('checkout:thankYou.placed')} ${t('checkout:thankYou.onHand')}`
        : awaitingPayment
          ? t('checkout:thankYou.notPaid')
          : t('checkout:thankYou.placed');
  return (
    <>
      <PageMeta title={t('checkout:thankYou.title')} description={t('checkout:description')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10" data-testid="thank-you">
        <h1 className="text-3xl font-bold">{t('checkout:thankYou.heading')}</h1>
        <p
          role="status"
          data-testid="thank-you-message"
          className={`rounded-2xl border p-4 text-lg font-semibold ${
            order.pay_status === 'paid' || order.pay_status === 'on_hand'
              ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950/40 dark:text-green-100'
              : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100'
          }`}
        >
          {message}
        </p>
        <OrderFacts order={order} />
        <p className="text-slate-700 dark:text-slate-300">{t('checkout:thankYou.mail')}</p>
        <div className="flex flex-wrap gap-3">
          {awaitingPayment && (
            <LocalizedLink to={`/checkout/${order.id}/pay`} className={PRIMARY}>
              {t('checkout:thankYou.payNow')}
            </LocalizedLink>
          )}
          <LocalizedLink to="/orders" className={awaitingPayment ? SECONDARY : PRIMARY}>
            {t('checkout:thankYou.orders')}
          </LocalizedLink>
          <LocalizedLink to="/produits" className={SECONDARY}>
            {t('checkout:thankYou.shop')}
          </LocalizedLink>
        </div>
      </div>
    </>
  );
}
