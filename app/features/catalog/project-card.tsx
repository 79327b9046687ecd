import { useTranslation } from 'react-i18next';
import type { Project } from '../../../common/catalog/types';
import { CardFrame } from '~/features/content/card-frame';
import { LocalizedLink } from '~/components/ui/localized-link';

export function ProjectCard({ project, showService = false }: { project: Project; showService?: boolean }) {
  const { t } = useTranslation();
  return (
    <CardFrame
      testId="project-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      picture={
        project.images[0] && {
          src: project.images[0],
          pictures: project.pictures,
          sizes: '(min-width: 768px) 50vw, 100vw',
        }
      }
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {showService ? (
          <LocalizedLink to={`/produits/${project.serviceSlug}`} className="font-semibold hover:underline">
            {project.serviceName}
          </LocalizedLink>
        ) : null}
        {showService ? ' · ' : ''}
        {project.year}
      </p>
      <h3 className="text-lg font-bold">{project.title}</h3>
      <p className="text-slate-700 dark:text-slate-300">{project.summary}</p>
      <a
        href={project.liveUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-auto self-start rounded-full border-2 border-teal-700 px-4 py-1.5 font-semibold text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800"
      >
        {t('catalog:portfolio.livePreview')}
        <span className="sr-only">
          {' '}
          {project.title} {t('footer.newTab')}
        </span>
      </a>
    </CardFrame>
  );
}
