import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Package, SaleTerms as Terms } from '../../../common/catalog/types';
import { AddToCartForm, type AddToCartTarget } from '~/features/cart/add-to-cart-form';
import { SalePrice } from './price';

/**
 * How a service or a package is sold, on its own page: the price, the billing period and the
 * payment kind, and the button that puts it in the cart.
 */
export function SaleTermsPanel({
  titleId,
  item,
  target,
  className,
}: {
  titleId: string;
  item: Terms;
  target: AddToCartTarget;
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-4 rounded-2xl border border-slate-200 dark:border-slate-800 ${className}`}
    >
      <h2 id={titleId} className="text-xl font-bold">
        {t('catalog:packages.terms')}
      </h2>
      <SalePrice item={item} />
      <dl className="grid grid-cols-2 gap-2 text-slate-700 dark:text-slate-300">
        <dt className="font-medium">{t('catalog:packages.billingPeriod')}</dt>
        <dd>
          {item.billingPeriod
            ? t(`catalog:billingPeriod.${item.billingPeriod}`)
            : t('catalog:billingPeriod.none')}
        </dd>
        <dt className="font-medium">{t('catalog:packages.paymentKind')}</dt>
        <dd>{t(`catalog:paymentKind.${item.paymentKind}`)}</dd>
      </dl>
      <AddToCartForm target={target} />
    </section>
  );
}

/** What puts a package in the cart (its card's button and its page's). */
export function packageCartTarget(pkg: Package): AddToCartTarget {
  return {
    type: 'package',
    serviceSlug: pkg.serviceSlug,
    packageSlug: pkg.slug,
    name: pkg.name,
    available: pkg.available,
  };
}

/** What a service or a package includes, each line ticked. */
export function FeatureList({
  features,
  ...list
}: { features: readonly string[] } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...list}>
      {features.map((feature) => (
        <li key={feature} className="flex gap-2">
          <span aria-hidden="true" className="text-teal-700 dark:text-teal-400">
            ✓
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
