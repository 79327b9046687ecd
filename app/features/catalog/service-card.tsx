import { useTranslation } from 'react-i18next';
import type { ServiceCardData } from '../../../common/catalog/service-card';
import { CardGrid } from '~/components/layout/card-grid';
import { CardFrame, CardTitleLink } from '~/features/content/card-frame';
import { useMoney } from '~/i18n/use-money';

export function ServiceCard({ service, priority = false }: { service: ServiceCardData; priority?: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <CardFrame
      testId="service-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      picture={service.images[0] && { src: service.images[0], pictures: service.pictures, priority }}
    >
      <p className="text-sm font-semibold text-amber-800 dark:text-amber-400">
        {t(`catalog:kinds.${service.kind}`)}
      </p>
      <CardTitleLink to={`/produits/${service.slug}`}>{service.name}</CardTitleLink>
      <p className="text-slate-700 dark:text-slate-300">{service.summary}</p>
      {service.fromPrice && (
        <p className="mt-auto pt-2 font-semibold">
          {t('catalog:price.from', { price: money(service.fromPrice.minor, service.fromPrice.currency) })}
        </p>
      )}
    </CardFrame>
  );
}

export function ServiceGrid({
  services,
  priorityCount = 0,
}: {
  services: ServiceCardData[];
  priorityCount?: number;
}) {
  return (
    <CardGrid items={services} columns="sm:grid-cols-2 lg:grid-cols-3">
      {(service, i) => <ServiceCard service={service} priority={i < priorityCount} />}
    </CardGrid>
  );
}
