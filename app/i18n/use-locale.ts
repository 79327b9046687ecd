import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRootData } from '~/root-data';
import { isLocale, LANGUAGES, type Locale } from '../../common/i18n/languages';
import { localizePath } from '../../common/i18n/request-locale';

export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}

/** The language prefix of the current URL, if it has one: links keep it. */
export function useLocalePrefix(): Locale | undefined {
  const { lang } = useParams();
  return isLocale(lang) ? lang : undefined;
}

export function useLocalizePath() {
  const prefix = useLocalePrefix();
  return (path: string) => localizePath(path, prefix);
}

// Building an Intl formatter costs far more than using one: one per language and zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(tag: string, timeZone: string) {
  const key = `${tag}|${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone })));
  return format;
}

/** Intl formatting with the page's language in the one configured time zone: same on server and browser. */
export function useFormatters() {
  const locale = useLocale();
  const timeZone = useRootData()?.timeZone ?? 'UTC';
  const tag = LANGUAGES[locale].intl;
  return {
    date: (value: Date | string) => dateFormat(tag, timeZone).format(new Date(value)),
  };
}
