import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { PackageCard } from '~/features/catalog/package-card';
import { ServiceGrid } from '~/features/catalog/service-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/storage';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  return { services: await context.services.catalog.listServices(locale, { kind: 'storage_offer' }) };
}

/** The storage offers (spec §2 `/stockage`): each storage service and its plans side by side. */
export default function StoragePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { services } = loaderData;
  return (
    <>
      <PageMeta title={t('catalog:storage.title')} description={t('catalog:storage.description')} />
      <PageHeader title={t('catalog:storage.title')} lead={t('catalog:storage.description')}>
        <Breadcrumbs items={[{ label: t('catalog:storage.title'), to: '/stockage' }]} />
      </PageHeader>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10">
        {services.length === 0 ? (
          <EmptyState size="lg">{t('catalog:categories.empty')}</EmptyState>
        ) : (
          <>
            <section aria-labelledby="storage-services-title">
              <h2 id="storage-services-title" className="mb-6 text-2xl font-bold">
                {t('catalog:kindsPlural.storage_offer')}
              </h2>
              <ServiceGrid services={services} priorityCount={3} />
            </section>
            <section aria-labelledby="plans-title">
              <h2 id="plans-title" className="mb-6 text-2xl font-bold">
                {t('catalog:storage.plans')}
              </h2>
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {services.flatMap((service) =>
                  service.packages.map((pkg) => (
                    <li key={`${service.slug}/${pkg.slug}`}>
                      <PackageCard pkg={pkg} />
                    </li>
                  )),
                )}
              </ul>
            </section>
          </>
        )}
      </div>
    </>
  );
}
