import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { ProjectCard } from '~/features/catalog/project-card';
import { CardGrid } from '~/components/layout/card-grid';
import { TitledSection } from '~/components/layout/titled-section';
import { PageIntro } from '~/features/content/page-intro';
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
      <PageIntro
        title={t('catalog:portfolio.title')}
        lead={t('catalog:portfolio.description')}
        path="/portfolio"
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-14 px-4 py-10">
        {services.map((service) => (
          <TitledSection
            key={service.slug}
            id={`projects-${service.slug}`}
            title={
              <LocalizedLink to={`/produits/${service.slug}`} className="hover:text-teal-700 hover:underline">
                {service.name}
              </LocalizedLink>
            }
          >
            <CardGrid
              items={projects.filter((p) => p.serviceSlug === service.slug)}
              columns="md:grid-cols-2 lg:grid-cols-3"
              empty={t('catalog:portfolio.empty')}
            >
              {(project) => <ProjectCard project={project} />}
            </CardGrid>
          </TitledSection>
        ))}
      </div>
    </>
  );
}
