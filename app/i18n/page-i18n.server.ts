import type { i18n as I18n } from 'i18next';
import { createI18n, type I18nLibrary } from '../../common/i18n/instance';
import { NAMESPACES, type Locale } from '../../common/i18n/languages';
import { allResources, serverI18n } from '../../server/platform/i18n-resources';
import leanI18next from './lean-i18next';

const instances = new Map<Locale, I18n>();

/**
 * What a page renders its words with on the server. The build renders through the lean binding
 * (vite.config.ts), so it takes lean-i18next, as the browser does (lean-i18next.test.ts holds it to
 * i18next's text): a tenth of the CPU of i18next's `t`, which copies all its options on each call
 * (~20 µs against ~2 µs, a page making dozens of calls). The dev server keeps react-i18next, which
 * needs i18next itself. Mails, PDFs and API messages keep i18next (serverI18n).
 */
export function pageI18n(locale: Locale): I18n {
  if (import.meta.env.DEV) return serverI18n(locale);
  let instance = instances.get(locale);
  if (!instance) {
    // Made as every instance is (createI18n); the lean binding takes it where react-i18next's
    // would, as in the browser, whose build makes lean-i18next the `i18next` import.
    instance = createI18n(locale, allResources, NAMESPACES, leanI18next as unknown as I18nLibrary);
    instances.set(locale, instance);
  }
  return instance;
}
