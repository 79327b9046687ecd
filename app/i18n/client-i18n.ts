import type { i18n as I18n } from 'i18next';
import type { Locale, Namespace } from '../../common/i18n/languages';

let instance: I18n | undefined;
/** Every namespace a screen shown so far has needed: a language switch loads them all at once. */
const wanted = new Set<Namespace>(['common']);
let switchingTo: Locale | undefined;

export function registerClientI18n(i18n: I18n, namespaces: readonly Namespace[]) {
  instance = i18n;
  namespaces.forEach((ns) => wanted.add(ns));
}

async function ensure(i18n: I18n, locale: Locale, namespaces: readonly Namespace[]) {
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(locale, ns));
  if (missing.length === 0) return;
  // The loader names every dictionary chunk: fetched only when a screen needs one the page lacked.
  const { loadNamespaceBundles } = await import('./load-resources');
  const bundles = await loadNamespaceBundles(locale, missing);
  for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle(locale, ns, bundle, true, true);
}

/**
 * A route module awaits this at its top level, so a client navigation renders only once its
 * dictionaries are there (no flash of keys). On the first page the HTML already carried them, and
 * on the server every dictionary is in memory: both return at once.
 */
export async function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  namespaces.forEach((ns) => wanted.add(ns));
  if (!instance) return;
  const languages = new Set([instance.language as Locale, switchingTo].filter((l) => l !== undefined));
  await Promise.all([...languages].map((locale) => ensure(instance!, locale, namespaces)));
}

/** Loads a language's dictionaries if needed, then switches to it: text and direction follow. */
export async function switchClientLanguage(locale: Locale) {
  if (!instance || instance.language === locale) return;
  switchingTo = locale;
  try {
    await ensure(instance, locale, [...wanted]);
    await instance.changeLanguage(locale);
  } finally {
    switchingTo = undefined;
  }
}
