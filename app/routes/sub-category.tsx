import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { paginate, pageParam } from '~/components/ui/pagination';
import { SERVICES_PER_PAGE, ServicePage } from '~/features/catalog/service-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { redirectFromOldSlug } from '~/features/catalog/old-slug';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/sub-category';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const found = await context.services.catalog.getSubCategory(locale, params.id);
  if (!found) {
    await redirectFromOldSlug(context.services.editing, {
      entity: 'sub-categories',
      slug: params.id,
      lang: params.lang,
      path: (slug) => `/sub_category/${slug}`,
    });
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const { items, page, pages } = paginate(found.services, pageParam(request), SERVICES_PER_PAGE);
  return { ...found, services: items, page, pages };
}

export default function SubCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, subCategory, services } = loaderData;
  return (
    <>
      <PageMeta title={`${subCategory.name} · ${category.name}`} description={subCategory.description} />
      <PageHeader title={subCategory.name} lead={subCategory.description} eyebrow={category.name}>
        <Breadcrumbs
          items={[
            { label: t('catalog:products.title'), to: '/produits' },
            { label: category.name, to: `/category/${category.slug}` },
            { label: subCategory.name, to: `/sub_category/${subCategory.slug}` },
          ]}
        />
      </PageHeader>
      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-10">
        <ServicePage services={services} page={loaderData.page} pages={loaderData.pages} />
      </section>
    </>
  );
}
