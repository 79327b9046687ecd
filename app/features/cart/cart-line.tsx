import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { CartItem } from '../../../common/cart/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { useDiscountLabel } from '~/features/catalog/price';
import { useMoney, useMoneyOff } from '~/i18n/use-money';

/** One line of the cart: what it is, its price and terms as the server priced them, and "remove". */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const moneyOff = useMoneyOff();
  const discountLabel = useDiscountLabel();
  const titleId = `cart-item-${item.id}`;
  const discounted = item.discount_amount.minor > 0;
  return (
    <article
      data-testid="cart-item"
      data-problem={item.problem ?? undefined}
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border p-4 sm:flex-row sm:items-start sm:p-5 ${
        item.problem
          ? 'border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40'
          : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
      }`}
    >
      {item.image && (
        <img
          src={item.image}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="hidden h-18 w-24 shrink-0 rounded-lg bg-slate-100 object-cover sm:block dark:bg-slate-800"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
          {item.type === 'package'
            ? t('cart:items.ofService', { name: item.service_name })
            : t('cart:items.service')}
        </p>
        <h3 id={titleId} className="text-lg font-bold">
          <LocalizedLink
            to={item.url}
            className="hover:text-teal-700 hover:underline dark:hover:text-teal-400"
          >
            {item.name}
          </LocalizedLink>
        </h3>
        {item.problem && (
          <p data-testid="cart-item-problem" className="font-semibold text-red-800 dark:text-red-300">
            <span aria-hidden="true">⚠ </span>
            {t(item.problem === 'unavailable' ? 'cart:items.unavailable' : 'cart:items.otherCurrency')}
          </p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
          <dt className="font-medium">{t('cart:items.price')}</dt>
          <dd className="flex flex-wrap items-baseline gap-x-2">
            <span
              data-testid="cart-item-price"
              className="text-base font-bold text-slate-900 dark:text-white"
            >
              {money(item.final_price.minor, item.final_price.currency)}
            </span>
            {discounted && (
              <del className="text-slate-500 dark:text-slate-400">
                <span className="sr-only">{t('catalog:price.instead')} </span>
                {money(item.price.minor, item.price.currency)}
              </del>
            )}
            {item.billing_period && <span>{t(`catalog:price.per.${item.billing_period}`)}</span>}
          </dd>
          {item.discount && (
            <>
              <dt className="font-medium">{t('cart:items.discount')}</dt>
              <dd>
                {discountLabel(item.discount, item.price.currency)} (
                {moneyOff(item.discount_amount.minor, item.discount_amount.currency)})
              </dd>
            </>
          )}
          <dt className="font-medium">{t('cart:items.billingPeriod')}</dt>
          <dd>
            {item.billing_period
              ? t(`catalog:billingPeriod.${item.billing_period}`)
              : t('catalog:billingPeriod.none')}
          </dd>
          <dt className="font-medium">{t('cart:items.paymentKind')}</dt>
          <dd>{t(`catalog:paymentKind.${item.payment_kind}`)}</dd>
        </dl>
      </div>
      <Form method="post" preventScrollReset className="shrink-0">
        <XsrfField />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="item" value={item.id} />
        <button
          type="submit"
          data-testid="remove-item"
          aria-label={t('cart:items.removeLabel', { name: item.name })}
          className="rounded-full border-2 border-slate-300 px-4 py-1.5 text-sm font-semibold hover:border-red-700 hover:text-red-800 dark:border-slate-600 dark:hover:border-red-400 dark:hover:text-red-300"
        >
          {t('cart:items.remove')}
        </button>
      </Form>
    </article>
  );
}
