import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useDiscountLabel } from '~/features/catalog/price';
import { useMoney, useMoneyOff } from '~/i18n/use-money';
import type { OrderDetail, OrderLine } from './types';

/** A line's price terms as copied at purchase: price, its own discount, price paid, period, payment. */
export function LineTerms({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyOff = useMoneyOff();
  const discountLabel = useDiscountLabel();
  const discount =
    line.discount?.value != null ? { type: line.discount.type, value: line.discount.value } : null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
      <dt className="font-medium">{t('orders:page.lines.price')}</dt>
      <dd data-testid="line-price">{money(line.price.minor, line.price.currency)}</dd>
      {discount && (
        <>
          <dt className="font-medium">{t('orders:page.lines.discount')}</dt>
          <dd data-testid="line-discount">
            {discountLabel(discount, line.price.currency)} (
            {moneyOff(line.discount_amount.minor, line.discount_amount.currency)})
          </dd>
        </>
      )}
      <dt className="font-medium">{t('orders:page.lines.finalPrice')}</dt>
      <dd data-testid="line-final-price" className="font-bold text-slate-900 dark:text-white">
        {money(line.final_price.minor, line.final_price.currency)}
        {line.billing_period && (
          <span className="font-normal"> {t(`catalog:price.per.${line.billing_period}`)}</span>
        )}
      </dd>
      <dt className="font-medium">{t('orders:page.lines.billingPeriod')}</dt>
      <dd>
        {line.billing_period
          ? t(`catalog:billingPeriod.${line.billing_period}`)
          : t('catalog:billingPeriod.none')}
      </dd>
      {line.payment_kind && (
        <>
          <dt className="font-medium">{t('orders:page.lines.paymentKind')}</dt>
          <dd>{t(`catalog:paymentKind.${line.payment_kind}`)}</dd>
        </>
      )}
    </dl>
  );
}

/** The order's lines, each with its terms and a link to its own page (/account/my-order/{id}/package/{line}). */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid="order-lines">
      {order.lines.map((line) => (
        <li
          key={line.id}
          data-testid="order-line"
          className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:justify-between"
        >
          <div className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
              {t(`orders:page.lines.${line.type}`)}
            </p>
            <h3 className="text-lg font-bold break-words" data-testid="order-line-name">
              {line.name}
            </h3>
            <LineTerms line={line} />
          </div>
          <div className="shrink-0">
            <LocalizedLink
              to={`/account/my-order/${order.id}/package/${line.id}`}
              data-testid="order-line-details"
              className="font-semibold text-teal-800 underline-offset-4 hover:underline dark:text-teal-300"
            >
              {t('orders:page.lines.details')}
              <span className="sr-only"> {t('orders:page.lines.detailsOf', { name: line.name })}</span>
            </LocalizedLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, discount (with the promo code used), tax and total, as the server computed them. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyOff = useMoneyOff();
  const row = 'flex justify-between gap-4';
  return (
    <dl data-testid="order-totals" className="flex flex-col gap-2">
      <div className={row}>
        <dt>{t('orders:page.totals.subtotal')}</dt>
        <dd data-testid="order-subtotal">{money(order.subtotal.minor, order.subtotal.currency)}</dd>
      </div>
      <div className={row}>
        <dt>
          {t('orders:page.totals.discount')}
          {order.promo_code && (
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {' '}
              ({t('orders:page.totals.promoCode', { code: order.promo_code })})
            </span>
          )}
        </dt>
        <dd data-testid="order-discount">{moneyOff(order.discount.minor, order.discount.currency)}</dd>
      </div>
      <div className={row}>
        <dt>{t('orders:page.totals.tax')}</dt>
        <dd data-testid="order-tax">{money(order.tax.minor, order.tax.currency)}</dd>
      </div>
      <div className={`${row} border-t border-slate-200 pt-2 text-xl font-extrabold dark:border-slate-700`}>
        <dt>{t('orders:page.totals.total')}</dt>
        <dd data-testid="order-total">{money(order.total.minor, order.total.currency)}</dd>
      </div>
    </dl>
  );
}
