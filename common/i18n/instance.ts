import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, NAMESPACES, type Locale, type Namespace } from './languages';

/** What makes an instance: i18next itself, or lean-i18next (the pages' library, ADR-0022). */
export interface I18nLibrary {
  createInstance(): I18n;
}

/**
 * One i18next instance: per language on the server (every dictionary), once in the browser (the
 * page's dictionaries; others are added as screens need them).
 */
export function createI18n(
  locale: Locale,
  resources: Resource,
  namespaces: readonly Namespace[] = NAMESPACES,
  library: I18nLibrary = i18next,
): I18n {
  const instance = library.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALES,
    ns: [...namespaces],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
