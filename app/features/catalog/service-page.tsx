import { useTranslation } from 'react-i18next';
import type { ServiceCardData } from '../../../common/catalog/service-card';
import { EmptyState } from '~/components/ui/empty-state';
import { Pagination } from '~/components/ui/pagination';
import { ServiceGrid } from './service-card';

/** Services shown per page on the catalogue, category and sub-category pages. */
export const SERVICES_PER_PAGE = 24;

/** A category's or sub-category's services, a page at a time, under their heading (or "none yet"). */
export function ServicePage({
  services,
  page,
  pages,
}: {
  services: ServiceCardData[];
  page: number;
  pages: number;
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id="services-title" className="mb-6 text-2xl font-bold">
        {t('catalog:categories.services')}
      </h2>
      {services.length === 0 ? (
        <EmptyState size="lg">{t('catalog:categories.empty')}</EmptyState>
      ) : (
        <>
          <ServiceGrid services={services} />
          <Pagination page={page} pages={pages} href={(n) => `?page=${n}`} label={t('pagination.label')} />
        </>
      )}
    </>
  );
}
