import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { FeatureList, SaleTermsPanel } from '~/features/catalog/sale-terms';
import { OfferCard } from '~/features/catalog/offer-card';
import { PackageCard } from '~/features/catalog/package-card';
import { ProjectCard } from '~/features/catalog/project-card';
import { serviceJsonLd } from '~/features/catalog/structured-data';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { JsonLd } from '~/features/content/json-ld';
import { CardGrid } from '~/components/layout/card-grid';
import { TitledSection } from '~/components/layout/titled-section';
import { useCanonicalUrl } from '~/features/content/page-url';
import { ResponsiveImage } from '~/features/media/responsive-image';
import { RichText } from '~/features/content/rich-text';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { directionOf } from '../../common/i18n/languages';
import { redirectFromOldSlug } from '~/features/catalog/old-slug';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/service';
import { buttonClasses } from '~/components/ui/button';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { catalog, editing } = context.services;
  const found = await catalog.getService(locale, params.serviceId);
  if (!found) {
    await redirectFromOldSlug(editing, {
      entity: 'services',
      slug: params.serviceId,
      lang: params.lang,
      path: (slug) => `/produits/${slug}`,
    });
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  // An editor's signed preview link: the draft over the page, for this request only (ADR-0700).
  const draft = await editing.readPreview(new URL(request.url).searchParams.get('preview'));
  if (draft?.entity === 'services' && draft.id === found.service.id)
    return { ...found, service: catalog.withDraft(found.service, draft.patch, locale), preview: true };
  return { ...found, preview: false };
}

/** The product or service page (spec §2 `/produits/{id}`): details, packages, offers, projects. */
export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { service, category, subCategory, offers, projects, preview } = loaderData;
  // A text shown in another language than the page's (a fallback) is marked with its own.
  const langOf = (field: keyof NonNullable<typeof service.textLang>) => {
    const lang = service.textLang?.[field];
    return lang ? { lang, dir: directionOf(lang) } : {};
  };
  const root = useRootData();
  const url = useCanonicalUrl();
  const crumbs = [
    { label: t('catalog:products.title'), to: '/produits' },
    ...(category ? [{ label: category.name, to: `/category/${category.slug}` }] : []),
    ...(subCategory ? [{ label: subCategory.name, to: `/sub_category/${subCategory.slug}` }] : []),
    { label: service.name, to: `/produits/${service.slug}` },
  ];
  return (
    <>
      <PageMeta title={service.name} description={service.summary} />
      <JsonLd
        data={serviceJsonLd(service, {
          url,
          origin: root?.origin ?? '',
          company: root?.settings?.companyName ?? 'Emballo',
        })}
      />
      {preview && (
        <p
          role="status"
          data-testid="preview-banner"
          className="bg-amber-100 px-4 py-2 text-center font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100"
        >
          {t('catalog:preview.banner')}
        </p>
      )}
      <div className="mx-auto max-w-7xl px-4 pt-6">
        <Breadcrumbs items={crumbs} />
      </div>
      <article className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-8">
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-amber-800 dark:text-amber-400">
              {t(`catalog:kinds.${service.kind}`)}
            </p>
            <h1 className="text-3xl font-extrabold sm:text-4xl" {...langOf('name')}>
              {service.name}
            </h1>
            {service.summary && (
              <p className="text-xl text-slate-700 dark:text-slate-300" {...langOf('summary')}>
                {service.summary}
              </p>
            )}
            <div {...langOf('description')} data-testid="service-description">
              <RichText text={service.description} />
            </div>
            {service.features.length > 0 && (
              <TitledSection
                id="features-title"
                title={t('catalog:features')}
                headingClassName="mb-3 text-xl font-bold"
              >
                <FeatureList
                  features={service.features}
                  className="grid gap-2 sm:grid-cols-2"
                  {...langOf('features')}
                />
              </TitledSection>
            )}
            <SaleTermsPanel
              titleId="service-terms-title"
              item={service}
              className="p-5"
              target={{
                type: 'service',
                serviceSlug: service.slug,
                name: service.name,
                available: service.available,
              }}
            />
            <div className="flex flex-wrap gap-3 pt-2">
              <LocalizedLink
                to={`/contactus?service=${service.slug}#demo`}
                className={buttonClasses({ variant: 'outline' })}
              >
                {t('catalog:requestDemo')}
              </LocalizedLink>
            </div>
          </div>
          {service.images[0] && (
            <ResponsiveImage
              src={service.images[0]}
              pictures={service.pictures}
              alt={service.name}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="rounded-2xl"
            />
          )}
        </div>
        <TitledSection id="packages-title" title={t('catalog:packages.title')}>
          <CardGrid
            items={service.packages}
            columns="md:grid-cols-2 lg:grid-cols-3"
            empty={t('catalog:packages.empty')}
          >
            {(pkg) => <PackageCard pkg={pkg} />}
          </CardGrid>
        </TitledSection>
        {offers.length > 0 && (
          <TitledSection id="offers-title" title={t('catalog:offers.title')}>
            <CardGrid items={offers} columns="md:grid-cols-2">
              {(offer) => <OfferCard offer={offer} />}
            </CardGrid>
          </TitledSection>
        )}
        {service.kind === 'digital_service' && (
          <TitledSection id="projects-title" title={t('catalog:portfolio.title')}>
            <CardGrid items={projects} columns="md:grid-cols-2" empty={t('catalog:portfolio.empty')}>
              {(project) => <ProjectCard project={project} />}
            </CardGrid>
          </TitledSection>
        )}
      </article>
    </>
  );
}
