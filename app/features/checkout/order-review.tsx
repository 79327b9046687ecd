import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/cart/types';
import { CartTotals } from '~/features/cart/cart-summary';
import { useMoney } from '~/i18n/use-money';

/** The cart as the server priced it at this request: lines, their terms, the code and the totals. */
export function OrderReview({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex flex-col gap-4">
      <ul
        className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800"
        data-testid="checkout-lines"
      >
        {cart.items.map((item) => (
          <li
            key={item.id}
            data-testid="checkout-line"
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-semibold">{item.name}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {item.type === 'package'
                  ? t('cart:items.ofService', { name: item.service_name })
                  : t('cart:items.service')}
                {' · '}
                {item.billing_period
                  ? t(`catalog:billingPeriod.${item.billing_period}`)
                  : t('catalog:billingPeriod.none')}
                {' · '}
                {t(`catalog:paymentKind.${item.payment_kind}`)}
              </span>
              {item.problem && (
                <span className="text-sm font-semibold text-red-800 dark:text-red-300">
                  {t(item.problem === 'unavailable' ? 'cart:items.unavailable' : 'cart:items.otherCurrency')}
                </span>
              )}
            </div>
            <span className="font-bold">{money(item.final_price.minor, item.final_price.currency)}</span>
          </li>
        ))}
      </ul>
      {cart.promo_code && (
        <p
          className={`text-sm font-semibold ${cart.promo_code.applied ? 'text-green-800 dark:text-green-300' : 'text-amber-800 dark:text-amber-300'}`}
        >
          {cart.promo_code.applied
            ? t('checkout:review.promo', { code: cart.promo_code.code })
            : t('checkout:review.promoNotApplied', { code: cart.promo_code.code })}
        </p>
      )}
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900">
        <CartTotals cart={cart} />
      </div>
    </div>
  );
}
