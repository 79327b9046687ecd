import { useTranslation } from 'react-i18next';
import type { Package } from '../../../common/catalog/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { AddToCartForm } from '~/features/cart/add-to-cart-form';
import { SalePrice } from './price';
import { FeatureList, packageCartTarget } from './sale-terms';

export function PackageCard({ pkg, headingLevel = 3 }: { pkg: Package; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="package-card"
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Heading className="text-xl font-bold">
        <LocalizedLink
          to={`/produits/${pkg.serviceSlug}/packages/${pkg.slug}`}
          className="hover:text-teal-700 hover:underline"
        >
          {pkg.name}
        </LocalizedLink>
      </Heading>
      <SalePrice item={pkg} />
      <p className="text-slate-700 dark:text-slate-300">{pkg.description}</p>
      {pkg.features.length > 0 && (
        <FeatureList
          features={pkg.features}
          className="flex flex-col gap-1.5"
          aria-label={t('catalog:features')}
        />
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        <AddToCartForm compact target={packageCartTarget(pkg)} />
        <LocalizedLink
          to={`/produits/${pkg.serviceSlug}/packages/${pkg.slug}`}
          className="font-semibold text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
          aria-label={`${t('catalog:packageDetails')}: ${pkg.name}`}
        >
          {t('catalog:packageDetails')}
        </LocalizedLink>
      </div>
    </article>
  );
}
