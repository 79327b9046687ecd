import type { TFunction } from 'i18next';
import { createI18n } from '../../app/i18n/instance';
import type { Locale } from '../../app/i18n/languages';
import { allResources } from '../../app/i18n/resources.server';

const translators = new Map<Locale, TFunction>();

/** A translation function for server-side text (mails, API messages) in the given language. */
export function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale, allResources).t;
    translators.set(locale, t);
  }
  return t;
}
