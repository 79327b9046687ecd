import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { OfferCard } from '~/features/catalog/offer-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/features/content/page-header';
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
      <PageMeta title={t('catalog:offers.title')} description={t('catalog:offers.description')} />
      <PageHeader title={t('catalog:offers.title')} lead={t('catalog:offers.description')}>
        <Breadcrumbs items={[{ label: t('catalog:offers.title'), to: '/offers' }]} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {loaderData.offers.length === 0 ? (
          <EmptyState size="lg">{t('catalog:offers.empty')}</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {loaderData.offers.map((offer) => (
              <li key={offer.slug}>
                <OfferCard offer={offer} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
