import { useTranslation } from 'react-i18next';
import { OfferCard } from '~/features/catalog/offer-card';
import { CardGrid } from '~/components/layout/card-grid';
import { PageIntro } from '~/features/content/page-intro';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/offers';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  return { offers: await context.services.catalog.listCurrentOffers(locale) };
}

export default function OffersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('catalog:offers.title')} lead={t('catalog:offers.description')} path="/offers" />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <CardGrid
          items={loaderData.offers}
          columns="md:grid-cols-2 lg:grid-cols-3"
          empty={t('catalog:offers.empty')}
        >
          {(offer) => <OfferCard offer={offer} headingLevel={2} />}
        </CardGrid>
      </div>
    </>
  );
}
