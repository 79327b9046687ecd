import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/cart/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { formatRate } from '../../../common/format/percent';
import { useLocale } from '~/i18n/use-locale';
import { useMoney, useMoneyOff } from '~/i18n/use-money';
import { buttonClasses } from '~/components/ui/button';

/**
 * Subtotal, discounts and total as the server computed them, and what stops the cart from being
 * ordered (the checkout, built next to it, takes a payable cart only).
 */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyOff = useMoneyOff();
  const locale = useLocale();
  const row = 'flex justify-between gap-4';
  return (
    <>
      <dl
        data-testid="cart-totals"
        data-payable={cart.payable ? 'true' : 'false'}
        className="flex flex-col gap-2"
      >
        <div className={row}>
          <dt>{t('cart:summary.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{money(cart.subtotal.minor, cart.subtotal.currency)}</dd>
        </div>
        {cart.items_discount.minor > 0 && (
          <div className={`${row} text-sm text-slate-700 dark:text-slate-300`}>
            <dt>{t('cart:summary.itemsDiscount')}</dt>
            <dd>{moneyOff(cart.items_discount.minor, cart.items_discount.currency)}</dd>
          </div>
        )}
        {cart.promo_code?.applied && (
          <div className={`${row} text-sm text-slate-700 dark:text-slate-300`}>
            <dt>{t('cart:summary.promoDiscount', { code: cart.promo_code.code })}</dt>
            <dd>{moneyOff(cart.promo_discount.minor, cart.promo_discount.currency)}</dd>
          </div>
        )}
        <div className={row}>
          <dt>{t('cart:summary.discount')}</dt>
          <dd data-testid="cart-discount">{moneyOff(cart.discount.minor, cart.discount.currency)}</dd>
        </div>
        {cart.tax_rate_bp > 0 && (
          <div className={row}>
            <dt>{t('cart:summary.tax', { rate: formatRate(cart.tax_rate_bp, locale) })}</dt>
            <dd data-testid="cart-tax">{money(cart.tax.minor, cart.tax.currency)}</dd>
          </div>
        )}
        <div className={`${row} border-t border-slate-200 pt-2 text-xl font-extrabold dark:border-slate-700`}>
          <dt>{t('cart:summary.total')}</dt>
          <dd data-testid="cart-total">{money(cart.total.minor, cart.total.currency)}</dd>
        </div>
      </dl>
      {!cart.payable && cart.count > 0 && (
        <p data-testid="cart-blocked" className="font-semibold text-red-800 dark:text-red-300">
          {cart.reasons.map((reason) => t(`cart:checkout.blocked.${reason}`)).join(' ')}
        </p>
      )}
    </>
  );
}

/** The way from a payable cart to the checkout's first step (a plain link: it changes nothing). */
export function ProceedToCheckout() {
  const { t } = useTranslation();
  return (
    <LocalizedLink
      to="/checkout?step=review"
      data-testid="proceed-to-checkout"
      className={buttonClasses({ size: 'lg', className: 'text-lg' })}
    >
      {t('checkout:proceed')}
    </LocalizedLink>
  );
}
