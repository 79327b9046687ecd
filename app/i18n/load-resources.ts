import type { Resource } from 'i18next';
import { NAMESPACES, type Locale } from './languages';

// Lazy: each language's dictionaries become their own chunk, so a page ships only its language.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export async function loadResources(locale: Locale): Promise<Resource> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = files[`./locales/${locale}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return { [locale]: Object.fromEntries(entries) };
}
