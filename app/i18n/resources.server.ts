import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Resource } from 'i18next';
import { projectRoot } from '../../server/paths';
import { LOCALES, NAMESPACES, type Locale } from './languages';

const localesDir = join(projectRoot, 'app', 'i18n', 'locales');

function readNamespace(lng: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** Every dictionary of every language, read once, for server rendering, mails and API messages. */
export const allResources: Resource = Object.fromEntries(
  LOCALES.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(lng, ns)]))]),
);

export function resourcesFor(locale: Locale): Resource {
  return { [locale]: allResources[locale]!, en: allResources.en! };
}
