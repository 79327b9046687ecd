import { useLocation } from 'react-router';
import { LOCALES } from '../../../common/i18n/languages';
import { localizePath, splitLocalePath } from '../../../common/i18n/request-locale';
import { useLocale } from '~/i18n/use-locale';
import { useRootData } from '~/root-data';

/**
 * Title, description, canonical (the prefixed URL) and hreflang alternates (x-default: the
 * unprefixed path). React 19 hoists these into <head>.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const root = useRootData();
  const locale = useLocale();
  const { pathname } = useLocation();
  const origin = root?.origin ?? '';
  const company = root?.settings?.companyName ?? 'Emballo';
  const { rest } = splitLocalePath(pathname);
  return (
    <>
      <title>{`${title} | ${company}`}</title>
      {description && <meta name="description" content={description} />}
      <link rel="canonical" href={origin + localizePath(rest, locale)} />
      {LOCALES.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={origin + localizePath(rest, lng)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + rest} />
    </>
  );
}
