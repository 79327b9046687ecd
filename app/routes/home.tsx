import { useTranslation } from 'react-i18next';
import { PageMeta } from '~/components/layout/page-meta';
import { LocalizedLink } from '~/components/ui/localized-link';

const PILLARS = [
  { key: 'packaging', to: '/produits' },
  { key: 'storage', to: '/stockage' },
  { key: 'digital', to: '/other-services' },
] as const;

export default function Home() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('home.title')} description={t('home.description')} />
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
            <LocalizedLink
              to="/produits"
              className="rounded-full bg-teal-700 px-6 py-3 font-semibold text-white hover:bg-teal-800"
            >
              {t('home.ctaProducts')}
            </LocalizedLink>
            <LocalizedLink
              to="/contactus"
              className="rounded-full border-2 border-teal-700 px-6 py-3 font-semibold text-teal-800 hover:bg-teal-50 dark:text-teal-300 dark:hover:bg-slate-800"
            >
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
    </>
  );
}
