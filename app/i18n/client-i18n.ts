import type { i18n as I18n } from 'i18next';
import type { Locale } from './languages';
import { loadResources } from './load-resources';

let instance: I18n | undefined;

export function registerClientI18n(i18n: I18n) {
  instance = i18n;
}

/** Loads a language's dictionaries if needed, then switches to it: text and direction follow. */
export async function switchClientLanguage(locale: Locale) {
  if (!instance || instance.language === locale) return;
  if (!instance.hasResourceBundle(locale, 'common')) {
    const resources = await loadResources(locale);
    for (const [ns, bundle] of Object.entries(resources[locale] ?? {})) {
      instance.addResourceBundle(locale, ns, bundle, true, true);
    }
  }
  await instance.changeLanguage(locale);
}
