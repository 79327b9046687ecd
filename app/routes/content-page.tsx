import { useTranslation } from 'react-i18next';
import { data } from 'react-router';
import { serviceCard } from '../../common/catalog/service-card';
import type { PageSlug } from '../../common/content/types';
import { LocalizedLink } from '~/components/ui/localized-link';
import { LinkList } from '~/components/layout/link-list';
import { TitledSection } from '~/components/layout/titled-section';
import { ServiceGrid } from '~/features/catalog/service-card';
import { JsonLd } from '~/features/content/json-ld';
import { PageIntro } from '~/features/content/page-intro';
import { RichText } from '~/features/content/rich-text';
import { resolveRequestLocale, splitLocalePath } from '../../common/i18n/request-locale';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/content-page';
import { buttonClasses } from '~/components/ui/button';

export const handle = { i18n: ['catalog', 'content'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

/** The public path of each content page (the legal notice keeps the spec's accented path). */
export const CONTENT_PAGE_PATHS: Record<PageSlug, string> = {
  aboutus: '/aboutus',
  'mentions-legales': '/mentions-légales',
  'privacy-policy': '/privacy-policy',
  resources: '/resources',
  'other-services': '/other-services',
};

function slugOfPath(pathname: string): PageSlug | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const rest = splitLocalePath(decoded.normalize('NFC')).rest.replace(/\/+$/, '');
  return (Object.keys(CONTENT_PAGE_PATHS) as PageSlug[]).find((slug) => CONTENT_PAGE_PATHS[slug] === rest);
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const slug = slugOfPath(new URL(request.url).pathname);
  const page = slug ? await context.services.content.getPage(locale, slug) : null;
  if (!slug || !page) throw data(null, { status: 404, statusText: 'Not Found' });
  const services =
    slug === 'other-services'
      ? (await context.services.catalog.listServices(locale, { kind: 'digital_service' })).map(serviceCard)
      : [];
  return { page, path: CONTENT_PAGE_PATHS[slug], services };
}

/** About us, resources, other services, privacy policy and legal notices: text from the database. */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, path, services } = loaderData;
  const settings = useRootData()?.settings;
  const origin = useRootData()?.origin ?? '';
  return (
    <>
      {page.slug === 'aboutus' && settings && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.companyName,
            url: origin,
            logo: `${origin}/favicon.svg`,
            email: settings.emails[0],
            telephone: settings.phones[0],
            address: settings.address,
            sameAs: Object.values(settings.social).filter(Boolean),
          }}
        />
      )}
      <PageIntro title={page.title} lead={page.summary} path={path} />
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10">
        <RichText text={page.body} />
        {page.slug === 'other-services' && (
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/portfolio" className={buttonClasses()}>
              {t('catalog:portfolio.title')}
            </LocalizedLink>
            <LocalizedLink to="/offers" className={buttonClasses({ variant: 'outline' })}>
              {t('catalog:offers.title')}
            </LocalizedLink>
          </div>
        )}
        {page.slug === 'resources' && (
          <LinkList
            className="flex flex-wrap gap-3"
            links={[
              { to: '/blog', label: t('content:blog.title') },
              { to: '/faqs', label: t('content:faqs.title') },
            ]}
            linkClassName="font-semibold text-teal-800 hover:underline dark:text-teal-300"
          />
        )}
      </div>
      {services.length > 0 && (
        <TitledSection
          id="digital-title"
          title={t('catalog:kindsPlural.digital_service')}
          className="mx-auto max-w-7xl px-4 pb-10"
        >
          <ServiceGrid services={services} />
        </TitledSection>
      )}
    </>
  );
}
