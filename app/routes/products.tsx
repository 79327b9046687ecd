import { useTranslation } from 'react-i18next';
import { pageParam, Pagination } from '~/components/ui/pagination';
import { LocalizedLink } from '~/components/ui/localized-link';
import { LinkList } from '~/components/layout/link-list';
import { TitledSection } from '~/components/layout/titled-section';
import { ServiceGrid } from '~/features/catalog/service-card';
import { SERVICES_PER_PAGE } from '~/features/catalog/service-page';
import { PageIntro } from '~/features/content/page-intro';
import { serviceCard } from '../../common/catalog/service-card';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/products';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/** The order of the page's sections (the catalogue service pages services in this order too). */
const KINDS = ['packaging_product', 'storage_offer', 'digital_service'] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { catalog } = context.services;
  // One page of services at a time, grouped by kind: the catalogue may hold thousands.
  const [categories, { items: services, page, pages }] = await Promise.all([
    catalog.listCategories(locale),
    catalog.pageOfServicesByKind(locale, pageParam(request), SERVICES_PER_PAGE),
  ]);
  return { categories, services: services.map(serviceCard), page, pages };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories, services } = loaderData;
  return (
    <>
      <PageIntro
        title={t('catalog:products.title')}
        lead={t('catalog:products.description')}
        path="/produits"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10">
        <TitledSection
          id="categories-title"
          title={t('catalog:categories.title')}
          headingClassName="text-2xl font-bold"
        >
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {categories.map((category) => (
              <li
                key={category.slug}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-6 dark:border-slate-800"
              >
                <h3 className="text-xl font-bold">
                  <LocalizedLink
                    to={`/category/${category.slug}`}
                    className="hover:text-teal-700 hover:underline"
                  >
                    {category.name}
                  </LocalizedLink>
                </h3>
                <p className="text-slate-700 dark:text-slate-300">{category.description}</p>
                <LinkList
                  className="flex flex-wrap gap-2"
                  aria-label={t('catalog:categories.subCategoriesOf', { name: category.name })}
                  links={category.subCategories.map((sub) => ({
                    to: `/sub_category/${sub.slug}`,
                    label: sub.name,
                  }))}
                  linkClassName="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-medium hover:bg-teal-100 dark:bg-slate-800 dark:hover:bg-slate-700"
                />
              </li>
            ))}
          </ul>
        </TitledSection>
        {KINDS.map((kind) => {
          const list = services.filter((s) => s.kind === kind);
          if (list.length === 0) return null;
          return (
            <TitledSection key={kind} id={`kind-${kind}`} title={t(`catalog:kindsPlural.${kind}`)}>
              <ServiceGrid services={list} />
            </TitledSection>
          );
        })}
        <Pagination
          page={loaderData.page}
          pages={loaderData.pages}
          href={(n) => `?page=${n}`}
          label={t('pagination.label')}
        />
      </div>
    </>
  );
}
