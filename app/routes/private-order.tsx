import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { handleOrderAction, type OrderActionData } from '~/features/orders/order-action.server';
import { loadOrderPage } from '~/features/orders/order-page.server';
import { LineView } from '~/features/orders/line-view';
import { OrderView } from '~/features/orders/order-view';
import type { OrderLinePage } from '~/features/orders/types';
import { guardAction } from '~/lib/action.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import {
  handleSubscriptionAction,
  isSubscriptionIntent,
  loadLineSubscription,
} from '~/features/subscriptions/line-subscription.server';
import { SubscriptionPanel } from '~/features/subscriptions/subscription-panel';
import type { Route } from './+types/private-order';
import { keepRetryAfter } from '~/lib/retry-after';

export const handle = {
  i18n: ['orders', 'catalog', 'account', 'subscriptions', 'billing'],
} satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = keepRetryAfter(NO_STORE);

/**
 * /order/{id}, /account/my-order/{id} and /account/my-order/{id}/package/{line} (ADR-0303): a visitor
 * goes to /login first; a customer sees only their own orders (anything else: 404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const page = await loadOrderPage(context, user.id, locale, params);
  const fromAccount = new URL(request.url).pathname.includes('/account/my-order/');
  const subscription =
    params.serviceid === undefined
      ? null
      : await loadLineSubscription(context, user.id, params.id, params.serviceid, locale);
  return data(
    { page, subscription, locale, backTo: fromAccount ? '/account?tab=orders' : '/orders' },
    { headers: NO_STORE },
  );
}

export const action = guardAction(async ({ request, context, params }: Route.ActionArgs) => {
  const locale = resolveRequestLocale(request, params.lang);
  // The package page's subscription forms (ADR-0401); everything else is the order's.
  if (params.serviceid !== undefined && !context.uploads && (await isSubscriptionIntent(request)))
    return handleSubscriptionAction(request, context, locale);
  return handleOrderAction(request, context, locale, params.id);
});

export default function PrivateOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, backTo, subscription, locale } = loaderData;
  const result = actionData as OrderActionData | undefined;
  const { number } = page.order;
  if ('line' in page) {
    const { line } = page as OrderLinePage;
    return (
      <>
        <PageMeta
          title={t('orders:page.line.title', { name: line.name, number })}
          description={t('orders:page.line.description', { name: line.name, number })}
        />
        <LineView page={page as OrderLinePage} result={result}>
          {subscription && <SubscriptionPanel data={subscription} lang={locale} />}
        </LineView>
      </>
    );
  }
  return (
    <>
      <PageMeta
        title={t('orders:page.order.title', { number })}
        description={t('orders:page.order.description', { number })}
      />
      <OrderView page={page} backTo={backTo} result={result} />
    </>
  );
}
