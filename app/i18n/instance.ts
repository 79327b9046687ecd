import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, NAMESPACES, type Locale } from './languages';

/** One i18next instance: per request on the server, once in the browser. Resources come in whole. */
export function createI18n(locale: Locale, resources: Resource): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    resources,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: LOCALES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
