import type { ResourceLanguage } from 'i18next';
import type { Locale, Namespace } from '../../common/i18n/languages';

type Bundles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

// Lazy: each dictionary (language × namespace) is its own chunk, fetched only when a page needs it.
const bundled: Bundles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../common/i18n/locales/*/*.json',
);

/** The server's copy of a dictionary (spec §7: `/locales/{lng}/{ns}.json`); `{}` when it cannot be had. */
async function fetchDictionary(
  locale: Locale,
  ns: Namespace,
  origin: string,
): Promise<Record<string, unknown>> {
  try {
    const res = await fetch(new URL(`/locales/${locale}/${ns}.json`, origin));
    return res.ok ? ((await res.json()) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The given namespaces of one language, fetched in parallel: from the bundle, or, for a dictionary
 * the bundle lacks, from the server's `/locales` (the spec's fallback source).
 */
export async function loadNamespaceBundles(
  locale: Locale,
  namespaces: readonly Namespace[],
  from: { bundles?: Bundles; origin?: string } = {},
): Promise<ResourceLanguage> {
  const bundles = from.bundles ?? bundled;
  const entries = await Promise.all(
    namespaces.map(async (ns) => {
      const load = bundles[`../../common/i18n/locales/${locale}/${ns}.json`];
      const dictionary = load
        ? (await load()).default
        : await fetchDictionary(locale, ns, from.origin ?? window.location.origin);
      return [ns, dictionary] as const;
    }),
  );
  return Object.fromEntries(entries);
}
