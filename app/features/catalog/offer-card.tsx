import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../common/catalog/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { useMoney } from '~/i18n/use-money';
import { PriceBefore, useDiscountLabel } from './price';
import { buttonClasses } from '~/components/ui/button';

export function OfferCard({ offer, headingLevel = 3 }: { offer: Offer; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const money = useMoney();
  const discountLabel = useDiscountLabel();
  const target = offer.packageSlug
    ? `/produits/${offer.serviceSlug}/packages/${offer.packageSlug}`
    : `/produits/${offer.serviceSlug}`;
  return (
    <article
      data-testid="offer-card"
      className="flex h-full flex-col gap-3 rounded-2xl border-2 border-amber-300 bg-amber-50 p-6 dark:border-amber-700 dark:bg-slate-900"
    >
      <p className="self-start rounded-full bg-amber-400 px-3 py-1 text-sm font-bold text-slate-950">
        {discountLabel(offer.discount, offer.currency ?? 'MAD')}
      </p>
      <Heading className="text-xl font-bold">{offer.title}</Heading>
      <p className="text-slate-700 dark:text-slate-300">{offer.description}</p>
      {offer.priceMinor != null && offer.offerPriceMinor != null && offer.currency && (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-extrabold" data-testid="offer-price">
            {money(offer.offerPriceMinor, offer.currency)}
          </span>
          <PriceBefore minor={offer.priceMinor} currency={offer.currency} />
        </p>
      )}
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('catalog:offers.validUntil', { date: offer.endsAtLabel })}
      </p>
      <LocalizedLink to={target} className={buttonClasses({ className: 'mt-auto self-start' })}>
        {t('catalog:offers.see', { name: offer.packageName ?? offer.serviceName })}
      </LocalizedLink>
    </article>
  );
}
