import { useTranslation } from 'react-i18next';
import { PageIntro } from '~/features/content/page-intro';
import { ResponsiveImage } from '~/features/media/responsive-image';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/gallery';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  return { items: await context.services.catalog.listGallery(locale) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('catalog:gallery.title')} lead={t('catalog:gallery.description')} path="/gallery" />
      <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.items.map((item, i) => (
          <li key={item.slug}>
            <figure className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
              <ResponsiveImage src={item.image} pictures={item.pictures} alt={item.title} priority={i < 3} />
              <figcaption className="flex flex-col gap-1 p-4">
                <span className="font-bold">{item.title}</span>
                <span className="text-slate-700 dark:text-slate-300">{item.caption}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
