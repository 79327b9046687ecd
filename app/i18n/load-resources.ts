import type { ResourceLanguage } from 'i18next';
import type { Locale, Namespace } from '../../common/i18n/languages';

// Lazy: each dictionary (language × namespace) is its own chunk, fetched only when a page needs it.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../common/i18n/locales/*/*.json');

/** The given namespaces of one language, fetched in parallel. */
export async function loadNamespaceBundles(
  locale: Locale,
  namespaces: readonly Namespace[],
): Promise<ResourceLanguage> {
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = files[`../../common/i18n/locales/${locale}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries);
}
