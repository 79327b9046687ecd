import { useTranslation } from 'react-i18next';
import type { Service } from '../../../common/catalog/types';
import { EmptyState } from '~/components/ui/empty-state';
import { LocalizedLink } from '~/components/ui/localized-link';
import { Pagination } from '~/components/ui/pagination';
import { useMoney } from '~/i18n/use-money';
import { ResponsiveImage } from '../media/responsive-image';

/** Services shown per page on the catalogue, category and sub-category pages. */
export const SERVICES_PER_PAGE = 24;

export function ServiceCard({ service, priority = false }: { service: Service; priority?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article
      data-testid="service-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      {service.images[0] && (
        <ResponsiveImage
          src={service.images[0]}
          pictures={service.pictures}
          alt=""
          decorative
          priority={priority}
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
          {t(`catalog:kinds.${service.kind}`)}
        </p>
        <h3 className="text-lg font-bold">
          <LocalizedLink
            to={`/produits/${service.slug}`}
            className="after:absolute after:inset-0 group-hover:text-teal-700 dark:group-hover:text-teal-400"
          >
            {service.name}
          </LocalizedLink>
        </h3>
        <p className="text-slate-700 dark:text-slate-300">{service.summary}</p>
        {service.fromPrice && (
          <p className="mt-auto pt-2 font-semibold">
            {t('catalog:price.from', { price: money(service.fromPrice.minor, service.fromPrice.currency) })}
          </p>
        )}
      </div>
    </article>
  );
}

export function ServiceGrid({
  services,
  priorityCount = 0,
}: {
  services: Service[];
  priorityCount?: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service, i) => (
        <li key={service.slug}>
          <ServiceCard service={service} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}

/** A category's or sub-category's services, a page at a time, under their heading (or "none yet"). */
export function ServicePage({ services, page, pages }: { services: Service[]; page: number; pages: number }) {
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
