import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { buttonClasses } from '~/components/ui/button';
import { AccountEmptyState } from '~/features/account/empty-state';
import { NO_STORE, requireUser } from '~/features/auth/session.server';
import { handleCartAction, type PromoCodeFailure } from '~/features/cart/cart-action.server';
import { CartLine } from '~/features/cart/cart-line';
import { CartTotals, ProceedToCheckout } from '~/features/cart/cart-summary';
import { PromoCodeBox } from '~/features/cart/promo-code-box';
import { guardAction } from '~/lib/action.server';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import type { Route } from './+types/cart';
import { keepRetryAfter } from '~/lib/retry-after';

export const handle = { i18n: ['cart', 'catalog', 'checkout'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export const headers = keepRetryAfter(NO_STORE);

/** The customer's cart, priced by the server at this request (ADR-0300). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const cart = await context.services.cart.read(user.id, resolveRequestLocale(request, params.lang));
  return data({ cart }, { headers: NO_STORE });
}

export const action = guardAction(({ request, context, params }: Route.ActionArgs) =>
  handleCartAction(request, context, resolveRequestLocale(request, params.lang)),
);

/** The cart (spec §2 "cart"): items, their terms, a promo code, subtotal, discount and total. */
export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart } = loaderData;
  const failure = (actionData as PromoCodeFailure | undefined)?.promo ?? null;
  return (
    <>
      <PageMeta title={t('cart:title')} description={t('cart:description')} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
        <h1 className="text-3xl font-bold">{t('cart:heading')}</h1>
        {cart.count === 0 ? (
          <AccountEmptyState
            text={t('cart:empty')}
            testId="cart-empty"
            action={
              <LocalizedLink to="/produits" className={buttonClasses()}>
                {t('cart:browse')}
              </LocalizedLink>
            }
          />
        ) : (
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-3">
            <section aria-labelledby="cart-items-title" className="flex flex-col gap-4 lg:col-span-2">
              <h2 id="cart-items-title" className="sr-only">
                {t('cart:items.heading')}
              </h2>
              <ul className="flex flex-col gap-4" data-testid="cart-items">
                {cart.items.map((item) => (
                  <li key={item.id}>
                    <CartLine item={item} />
                  </li>
                ))}
              </ul>
            </section>
            <aside
              aria-labelledby="cart-summary-title"
              className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
            >
              <h2 id="cart-summary-title" className="text-xl font-bold">
                {t('cart:summary.heading')}
              </h2>
              <PromoCodeBox promo={cart.promo_code} failure={failure} />
              <CartTotals cart={cart} />
              {cart.payable && <ProceedToCheckout />}
            </aside>
          </div>
        )}
      </div>
    </>
  );
}
