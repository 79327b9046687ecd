import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { categoryPageData } from '~/features/catalog/category-page';
import { ServicePage } from '~/features/catalog/service-page';
import { PageIntro } from '~/features/content/page-intro';
import { TitledSection } from '~/components/layout/titled-section';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/category';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const found = await context.services.catalog.getCategory(locale, params.id);
  return categoryPageData(request, found, context.services.editing, {
    entity: 'categories',
    slug: params.id,
    lang: params.lang,
    path: (slug) => `/category/${slug}`,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, services } = loaderData;
  return (
    <>
      <PageIntro
        title={category.name}
        lead={category.description}
        eyebrow={t('catalog:categories.eyebrow')}
        crumbs={[
          { label: t('catalog:products.title'), to: '/produits' },
          { label: category.name, to: `/category/${category.slug}` },
        ]}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <TitledSection
          as="nav"
          id="subcategories-title"
          title={t('catalog:categories.subCategories')}
          headingClassName="mb-4 text-xl font-bold"
        >
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {category.subCategories.map((sub) => (
              <li key={sub.slug} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
                <LocalizedLink
                  to={`/sub_category/${sub.slug}`}
                  className="text-lg font-bold text-teal-800 hover:underline dark:text-teal-300"
                >
                  {sub.name}
                </LocalizedLink>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{sub.description}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
        <section aria-labelledby="services-title">
          <ServicePage services={services} page={loaderData.page} pages={loaderData.pages} />
        </section>
      </div>
    </>
  );
}
