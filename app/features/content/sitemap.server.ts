import type { Services } from '../../../server/services';
import { LOCALES } from '../../../common/i18n/languages';
import { localizePath } from '../../../common/i18n/request-locale';

/** The static public pages; catalogue and blog pages are added from the database. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/produits',
  '/stockage',
  '/gallery',
  '/offers',
  '/other-services',
  '/portfolio',
  '/aboutus',
  '/resources',
  '/blog',
  '/faqs',
  '/contactus',
  '/privacy-policy',
  '/mentions-légales',
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every public page in every language, each with its hreflang alternates. */
export async function buildSitemap(services: Services): Promise<string> {
  const origin = services.config.PUBLIC_URL;
  const [catalog, posts] = await Promise.all([
    services.catalog.listSlugs(),
    services.content.listPostSlugs(),
  ]);
  const paths = [
    ...STATIC_PUBLIC_PATHS,
    ...catalog.categories.map((slug) => `/category/${slug}`),
    ...catalog.subCategories.map((slug) => `/sub_category/${slug}`),
    ...catalog.services.flatMap((s) => [
      `/produits/${s.slug}`,
      ...s.packages.map((p) => `/produits/${s.slug}/packages/${p}`),
    ]),
    ...posts.map((slug) => `/blog/${slug}`),
  ];
  const href = (path: string, lng: (typeof LOCALES)[number]) =>
    escapeXml(encodeURI(origin + localizePath(path, lng)));
  const urls = paths.flatMap((path) =>
    LOCALES.map(
      (lng) =>
        `<url><loc>${href(path, lng)}</loc>${LOCALES.map(
          (alt) => `<xhtml:link rel="alternate" hreflang="${alt}" href="${href(path, alt)}"/>`,
        ).join('')}</url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
