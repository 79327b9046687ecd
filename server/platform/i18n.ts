import type { TFunction } from 'i18next';
import type { Locale } from '../../common/i18n/languages';
import { serverI18n } from './i18n-resources';

/** A translation function for server-side text (mails, API messages) in the given language. */
export function translator(locale: Locale): TFunction {
  return serverI18n(locale).t;
}
