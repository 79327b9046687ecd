import { useTranslation } from 'react-i18next';
import type { Discount, SaleTerms } from '../../../common/catalog/types';
import { useMoney } from '~/i18n/use-money';

export function useDiscountLabel() {
  const { t } = useTranslation();
  const money = useMoney();
  return (discount: Discount, currency: string) =>
    discount.type === 'percent'
      ? t('catalog:price.percentOff', { value: discount.value })
      : t('catalog:price.amountOff', { amount: money(discount.value, currency) });
}

/** The price before its discount, struck through ("instead of" for screen readers). */
export function PriceBefore({ minor, currency }: { minor: number; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <del className="text-slate-500 dark:text-slate-400">
      <span className="sr-only">{t('catalog:price.instead')} </span>
      {money(minor, currency)}
    </del>
  );
}

/** A service's or package's price, struck-through original when discounted, billing period and payment kind. */
export function SalePrice({ item: pkg }: { item: SaleTerms }) {
  const { t } = useTranslation();
  const money = useMoney();
  const discountLabel = useDiscountLabel();
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-extrabold text-slate-900 dark:text-white" data-testid="price">
          {money(pkg.finalPriceMinor, pkg.currency)}
        </span>
        {pkg.billingPeriod && (
          <span className="text-slate-600 dark:text-slate-300">
            {t(`catalog:price.per.${pkg.billingPeriod}`)}
          </span>
        )}
        {pkg.discount && <PriceBefore minor={pkg.priceMinor} currency={pkg.currency} />}
      </p>
      <p className="flex flex-wrap gap-2 text-sm">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {t(`catalog:paymentKind.${pkg.paymentKind}`)}
        </span>
        {pkg.discount && (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {discountLabel(pkg.discount, pkg.currency)}
          </span>
        )}
      </p>
    </div>
  );
}
