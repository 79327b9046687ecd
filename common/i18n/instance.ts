import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, NAMESPACES, type Locale, type Namespace } from './languages';

/**
 * One i18next instance: per language on the server (every dictionary), once in the browser (the
 * page's dictionaries; others are added as screens need them).
 */
export function createI18n(
  locale: Locale,
  resources: Resource,
  namespaces: readonly Namespace[] = NAMESPACES,
): I18n {
  const instance = i18next.createInstance();
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
