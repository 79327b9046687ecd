import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { PageMeta } from './page-meta';
import { buttonClasses } from '~/components/ui/button';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <PageMeta title={t('errors.notFoundTitle')} />
      <p className="text-7xl font-black text-teal-700 dark:text-teal-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-extrabold">{t('errors.notFoundTitle')}</h1>
      <p className="text-lg text-slate-600 dark:text-slate-300">{t('errors.notFoundBody')}</p>
      <LocalizedLink to="/" className={buttonClasses({ size: 'lg' })}>
        {t('errors.returnHome')}
      </LocalizedLink>
    </section>
  );
}
