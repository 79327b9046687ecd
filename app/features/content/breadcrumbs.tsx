import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { localizePath } from '../../../common/i18n/request-locale';
import { useLocalePrefix } from '~/i18n/use-locale';
import { useRootData } from '~/root-data';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  to: string;
}

/** The trail to the current page, with its schema.org BreadcrumbList. The last crumb is the page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const prefix = useLocalePrefix();
  const origin = useRootData()?.origin ?? '';
  const all = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('content:breadcrumbs')} className="text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={crumb.to} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <LocalizedLink to={crumb.to} className="underline-offset-2 hover:underline">
                    {crumb.label}
                  </LocalizedLink>
                  <span aria-hidden="true" className="px-1 rtl:-scale-x-100">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: all.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.label,
            item: origin + localizePath(crumb.to, prefix),
          })),
        }}
      />
    </nav>
  );
}
