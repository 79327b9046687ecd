import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LinkList } from '~/components/layout/link-list';
import { TitledSection } from '~/components/layout/titled-section';
import { FeatureList, packageCartTarget, SaleTermsPanel } from '~/features/catalog/sale-terms';
import { packageJsonLd } from '~/features/catalog/structured-data';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { JsonLd } from '~/features/content/json-ld';
import { useCanonicalUrl } from '~/features/content/page-url';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { redirectFromOldSlug } from '~/features/catalog/old-slug';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/package';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { catalog, editing } = context.services;
  const found = await catalog.getService(locale, params.serviceId);
  const pkg = found?.service.packages.find((p) => p.slug === params.packageId);
  if (!found)
    await redirectFromOldSlug(editing, {
      entity: 'services',
      slug: params.serviceId,
      lang: params.lang,
      path: (slug) => `/produits/${slug}/packages/${params.packageId}`,
    });
  else if (!pkg)
    await redirectFromOldSlug(editing, {
      entity: 'packages',
      slug: params.packageId,
      scope: found.service.id,
      lang: params.lang,
      path: (slug) => `/produits/${found.service.slug}/packages/${slug}`,
    });
  if (!found || !pkg) throw data(null, { status: 404, statusText: 'Not Found' });
  return { service: found.service, category: found.category, pkg };
}

/** Package details: what it includes, its price and terms, and the other packages to compare. */
export default function PackagePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { service, category, pkg } = loaderData;
  const root = useRootData();
  const url = useCanonicalUrl();
  const others = service.packages.filter((p) => p.slug !== pkg.slug);
  return (
    <>
      <PageMeta title={`${pkg.name} · ${service.name}`} description={pkg.description} />
      <JsonLd
        data={packageJsonLd(service, pkg, {
          url,
          origin: root?.origin ?? '',
          company: root?.settings?.companyName ?? 'Emballo',
        })}
      />
      <div className="mx-auto max-w-5xl px-4 pt-6">
        <Breadcrumbs
          items={[
            { label: t('catalog:products.title'), to: '/produits' },
            ...(category ? [{ label: category.name, to: `/category/${category.slug}` }] : []),
            { label: service.name, to: `/produits/${service.slug}` },
            { label: pkg.name, to: `/produits/${service.slug}/packages/${pkg.slug}` },
          ]}
        />
      </div>
      <article className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8">
        <header className="flex flex-col gap-2">
          <p className="font-semibold text-amber-800 dark:text-amber-400">
            {t('catalog:packages.ofService', { name: service.name })}
          </p>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{pkg.name}</h1>
          <p className="text-xl text-slate-700 dark:text-slate-300">{pkg.description}</p>
        </header>
        <div className="grid gap-8 md:grid-cols-2">
          <SaleTermsPanel titleId="terms-title" item={pkg} className="p-6" target={packageCartTarget(pkg)} />
          <TitledSection
            id="includes-title"
            title={t('catalog:packages.includes')}
            headingClassName="text-xl font-bold"
            className="flex flex-col gap-3"
          >
            <FeatureList features={pkg.features} className="flex flex-col gap-2" />
          </TitledSection>
        </div>
        {others.length > 0 && (
          <TitledSection
            id="compare-title"
            title={t('catalog:packages.compare')}
            headingClassName="mb-4 text-xl font-bold"
          >
            <LinkList
              className="flex flex-col gap-2"
              links={others.map((other) => ({
                to: `/produits/${service.slug}/packages/${other.slug}`,
                label: other.name,
              }))}
              linkClassName="font-semibold text-teal-800 underline-offset-2 hover:underline dark:text-teal-300"
            />
          </TitledSection>
        )}
      </article>
    </>
  );
}
