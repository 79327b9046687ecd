import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isLocale, type Locale } from '../../common/i18n/languages';
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
