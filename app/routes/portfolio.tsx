import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ProjectCard } from '~/features/catalog/project-card';
import { Breadcrumbs } from '~/features/content/breadcrumbs';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/features/content/page-header';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/portfolio';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { catalog } = context.services;
  const [services, projects] = await Promise.all([
    catalog.listServices(locale, { kind: 'digital_service' }),
    catalog.listProjects(locale),
  ]);
  return { services, projects };
}

/** Project lists per digital service, each project with its live preview. */
export default function PortfolioPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { services, projects } = loaderData;
  return (
    <>
      <PageMeta title={t('catalog:portfolio.title')} description={t('catalog:portfolio.description')} />
      <PageHeader title={t('catalog:portfolio.title')} lead={t('catalog:portfolio.description')}>
        <Breadcrumbs items={[{ label: t('catalog:portfolio.title'), to: '/portfolio' }]} />
      </PageHeader>
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10">
        {services.map((service) => {
          const own = projects.filter((p) => p.serviceSlug === service.slug);
          return (
            <section key={service.slug} aria-labelledby={`projects-${service.slug}`}>
              <h2 id={`projects-${service.slug}`} className="mb-6 text-2xl font-bold">
                <LocalizedLink
                  to={`/produits/${service.slug}`}
                  className="hover:text-teal-700 hover:underline"
                >
                  {service.name}
                </LocalizedLink>
              </h2>
              {own.length === 0 ? (
                <EmptyState size="lg">{t('catalog:portfolio.empty')}</EmptyState>
              ) : (
                <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {own.map((project) => (
                    <li key={project.slug}>
                      <ProjectCard project={project} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
