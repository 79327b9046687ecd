import { isolate } from '../../common/i18n/bidi';
import { useBlockedNavigationNotice } from '~/features/checkout/use-blocked-navigation-notice';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { localizedFor, NO_STORE, requireUser } from '~/features/auth/session.server';
import { PRIMARY, SECONDARY } from '~/features/checkout/buttons';
import { newFormKey } from '~/features/checkout/keys.server';
import { OrderFacts } from '~/features/checkout/order-facts';
import { paymentFailureReason } from '~/features/checkout/payment-reasons';
import { retryPayment } from '~/features/checkout/retry-payment.server';
import { guardAction } from '~/lib/action.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/checkout-pay';

export const handle = { i18n: ['checkout', 'payments'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = () => NO_STORE;

const notFound = () => data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });

/**
 * /checkout/{orderId}/pay[?reason=…] — pay now's cancel URL (the provider appends why: declined,
 * canceled, expired…) and the link of unpaid pay-now orders: the reason, the amount, the pay
 * status (still Pending) and "retry payment". A paid order goes to its thank-you page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const view = await context.services.orders.detail(user.id, params.orderId, locale);
  if (!view) throw notFound();
  if (view.pay_status === 'paid')
    throw redirect(localizedFor(request, `/checkout/${view.id}/thank-you`), { headers: NO_STORE });
  const awaiting =
    view.payment_mode === 'pay_now' && view.pay_status === 'pending' && view.status === 'pending';
  const { id, number, created_at, total, pay_status, pay_status_label, status_label } = view;
  return data(
    {
      order: { id, number, created_at, total, pay_status, pay_status_label, status_label },
      awaiting,
      reason: paymentFailureReason(new URL(request.url).searchParams.get('reason')),
      retryKey: awaiting ? newFormKey('retry') : '',
    },
    { headers: NO_STORE },
  );
}

export const action = guardAction(retryPayment);

export default function CheckoutPay({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useBlockedNavigationNotice();
  const { order, awaiting, reason, retryKey } = loaderData;
  return (
    <>
      <PageMeta title={t('checkout:pay.title')} description={t('checkout:description')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10" data-testid="checkout-pay">
        <h1 className="text-3xl font-bold">{t('checkout:pay.heading', { number: isolate(order.number) })}</h1>
        {reason && (
          <p
            role="alert"
            data-testid="payment-failure"
            data-reason={reason}
            className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
          >
            {t(`payments:reasons.${reason}`)}
          </p>
        )}
        <p>{awaiting ? t('checkout:pay.waiting') : t('checkout:pay.notAwaiting')}</p>
        <OrderFacts order={order} />
        <div className="flex flex-wrap items-center gap-3">
          {awaiting && (
            <Form method="post" reloadDocument className="flex flex-col items-start gap-2">
              <XsrfField />
              <input type="hidden" name="key" value={retryKey} />
              <button
                type="submit"
                className={PRIMARY}
                data-testid="retry-payment"
                aria-describedby="retry-hint"
              >
                {t('checkout:pay.retry')}
              </button>
              <p id="retry-hint" className="text-sm text-slate-700 dark:text-slate-300">
                {t('checkout:pay.retryHint')}
              </p>
            </Form>
          )}
          <LocalizedLink to="/orders" className={SECONDARY}>
            {t('checkout:pay.orders')}
          </LocalizedLink>
        </div>
      </div>
    </>
  );
}
