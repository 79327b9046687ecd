import type { i18n as I18n } from 'i18next';
import { FALLBACK_LOCALE, type Locale } from '../../common/i18n/languages';
import { allResources, serverI18n } from '../../server/platform/i18n-resources';
import { LeanI18n } from './lean-i18next';

const instances = new Map<Locale, LeanI18n>();

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
    instance = new LeanI18n();
    void instance.init({
      lng: locale,
      resources: allResources as never,
      fallbackLng: FALLBACK_LOCALE,
      defaultNS: 'common',
    });
    instances.set(locale, instance);
  }
  // The lean binding takes a LeanI18n; the type is react-i18next's, whose place it takes.
  return instance as unknown as I18n;
}
