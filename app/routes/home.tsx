import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';
import { OfferCard } from '~/features/catalog/offer-card';
import { ServiceGrid } from '~/features/catalog/service-card';
import { JsonLd } from '~/features/content/json-ld';
import { CardGrid } from '~/components/layout/card-grid';
import { serviceCard } from '../../common/catalog/service-card';
import { resolveRequestLocale } from '../../common/i18n/request-locale';
import { useRootData } from '~/root-data';
import { loadNamespaces } from '~/i18n/client-i18n';
import type { I18nHandle } from '~/i18n/route-namespaces';
import type { Route } from './+types/home';
import { buttonClasses } from '~/components/ui/button';

export const handle = { i18n: ['catalog'] } satisfies I18nHandle;
await loadNamespaces(handle.i18n);

const PILLARS = [
  { key: 'packaging', to: '/produits' },
  { key: 'storage', to: '/stockage' },
  { key: 'digital', to: '/other-services' },
] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = resolveRequestLocale(request, params.lang);
  const { catalog } = context.services;
  const [featured, offers] = await Promise.all([
    catalog.listServices(locale, { featured: true }),
    catalog.listCurrentOffers(locale),
  ]);
  return { featured: featured.map(serviceCard), offers: offers.slice(0, 3) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const settings = root?.settings;
  return (
    <>
      <PageMeta title={t('home.title')} description={t('home.description')} />
      {settings && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.companyName,
            url: root?.origin,
            logo: `${root?.origin ?? ''}/favicon.svg`,
            email: settings.emails[0],
            telephone: settings.phones[0],
            address: settings.address,
            sameAs: Object.values(settings.social).filter(Boolean),
          }}
        />
      )}
      <section className="bg-gradient-to-b from-[#f4e9d8] to-white dark:from-slate-900 dark:to-slate-950">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-20 lg:py-28">
          <p className="font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-400">
            {t('home.eyebrow')}
          </p>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold text-balance sm:text-5xl">
            {t('home.heading')}
          </h1>
          <p className="max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('home.lead')}</p>
          <div className="flex flex-wrap gap-3">
            <LocalizedLink to="/produits" className={buttonClasses({ size: 'lg' })}>
              {t('home.ctaProducts')}
            </LocalizedLink>
            <LocalizedLink to="/contactus" className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('home.ctaContact')}
            </LocalizedLink>
          </div>
        </div>
      </section>
      <section aria-labelledby="pillars" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="pillars" className="text-2xl font-bold">
          {t('home.pillarsTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {PILLARS.map((pillar) => (
            <li key={pillar.key} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
              <h3 className="text-xl font-bold">
                <LocalizedLink to={pillar.to} className="hover:text-teal-700 hover:underline">
                  {t(`home.pillars.${pillar.key}.title`)}
                </LocalizedLink>
              </h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                {t(`home.pillars.${pillar.key}.body`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <ShowcaseSection id="featured">
        <ServiceGrid services={loaderData.featured} />
      </ShowcaseSection>
      <ShowcaseSection id="current-offers">
        <CardGrid items={loaderData.offers} columns="md:grid-cols-3" empty={t('catalog:offers.empty')}>
          {(offer) => <OfferCard offer={offer} />}
        </CardGrid>
      </ShowcaseSection>
    </>
  );
}

/** The home page's sections of a few cards: each one's heading, and its link to all of their kind. */
const SHOWCASES = {
  featured: { title: 'catalog:home.featured', moreTo: '/produits', more: 'catalog:home.allServices' },
  'current-offers': { title: 'catalog:home.offers', moreTo: '/offers', more: 'catalog:home.allOffers' },
} as const;

function ShowcaseSection({ id, children }: { id: keyof typeof SHOWCASES; children: React.ReactNode }) {
  const { t } = useTranslation();
  const { title, moreTo, more } = SHOWCASES[id];
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold">
          {t(title)}
        </h2>
        <LocalizedLink to={moreTo} className="font-semibold text-teal-800 hover:underline dark:text-teal-300">
          {t(more)}
        </LocalizedLink>
      </div>
      {children}
    </section>
  );
}
