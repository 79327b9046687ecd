import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { PageMeta } from '~/components/layout/page-meta';
import { paginate, pageParam } from '~/components/ui/pagination';
import { LocalizedLink } from '~/components/ui/localized-link';
import { SERVICES_PER_PAGE, ServicePage } from '~/features/catalog/service-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { redirectFromOldSlug } from '~/features/catalog/old-slug';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/category';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const found = await context.services.catalog.getCategory(locale, params.id);
  if (!found) {
    await redirectFromOldSlug(context.services.editing, {
      entity: 'categories',
      slug: params.id,
      lang: params.lang,
      path: (slug) => `/category/${slug}`,
    });
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  const { items, page, pages } = paginate(found.services, pageParam(request), SERVICES_PER_PAGE);
  return { ...found, services: items, page, pages };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, services } = loaderData;
  return (
    <>
      <PageMeta title={category.name} description={category.description} />
      <PageHeader title={category.name} lead={category.description} eyebrow={t('catalog:categories.eyebrow')}>
        <Breadcrumbs
          items={[
            { label: t('catalog:products.title'), to: '/produits' },
            { label: category.name, to: `/category/${category.slug}` },
          ]}
        />
      </PageHeader>
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-10">
        <nav aria-labelledby="subcategories-title">
          <h2 id="subcategories-title" className="mb-4 text-xl font-bold">
            {t('catalog:categories.subCategories')}
          </h2>
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
        </nav>
        <section aria-labelledby="services-title">
          <ServicePage services={services} page={loaderData.page} pages={loaderData.pages} />
        </section>
      </div>
    </>
  );
}
