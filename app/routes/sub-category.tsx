import { useTranslation } from 'react-i18next';
import { categoryPageData } from '~/features/catalog/category-page';
import { ServicePage } from '~/features/catalog/service-page';
import { PageIntro } from '~/features/content/page-intro';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/sub-category';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const found = await context.services.catalog.getSubCategory(locale, params.id);
  return categoryPageData(request, found, context.services.editing, {
    entity: 'sub-categories',
    slug: params.id,
    lang: params.lang,
    path: (slug) => `/sub_category/${slug}`,
  });
}

export default function SubCategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, subCategory, services } = loaderData;
  return (
    <>
      <PageIntro
        title={subCategory.name}
        metaTitle={`${subCategory.name} · ${category.name}`}
        lead={subCategory.description}
        eyebrow={category.name}
        crumbs={[
          { label: t('catalog:products.title'), to: '/produits' },
          { label: category.name, to: `/category/${category.slug}` },
          { label: subCategory.name, to: `/sub_category/${subCategory.slug}` },
        ]}
      />
      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-10">
        <ServicePage services={services} page={loaderData.page} pages={loaderData.pages} />
      </section>
    </>
  );
}
