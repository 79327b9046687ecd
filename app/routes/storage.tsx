import { useTranslation } from 'react-i18next';
import { PackageCard } from '~/features/catalog/package-card';
import { ServiceGrid } from '~/features/catalog/service-card';
import { EmptyState } from '~/components/ui/empty-state';
import { CardGrid } from '~/components/layout/card-grid';
import { TitledSection } from '~/components/layout/titled-section';
import { PageIntro } from '~/features/content/page-intro';
import { serviceCard } from '../../common/catalog/service-card';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/storage';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const services = await context.services.catalog.listServices(locale, { kind: 'storage_offer' });
  return { services: services.map(serviceCard), plans: services.flatMap((service) => service.packages) };
}

/** The storage offers (spec §2 `/stockage`): each storage service and its plans side by side. */
export default function StoragePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { services, plans } = loaderData;
  return (
    <>
      <PageIntro
        title={t('catalog:storage.title')}
        lead={t('catalog:storage.description')}
        path="/stockage"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10">
        {services.length === 0 ? (
          <EmptyState size="lg">{t('catalog:categories.empty')}</EmptyState>
        ) : (
          <>
            <TitledSection id="storage-services-title" title={t('catalog:kindsPlural.storage_offer')}>
              <ServiceGrid services={services} priorityCount={3} />
            </TitledSection>
            <TitledSection id="plans-title" title={t('catalog:storage.plans')}>
              <CardGrid
                items={plans}
                keyOf={(pkg) => `${pkg.serviceSlug}/${pkg.slug}`}
                columns="md:grid-cols-2 lg:grid-cols-3"
              >
                {(pkg) => <PackageCard pkg={pkg} />}
              </CardGrid>
            </TitledSection>
          </>
        )}
      </div>
    </>
  );
}
