import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n as I18n, Resource } from 'i18next';
import { projectRoot } from '../paths';
import { createI18n } from '../../common/i18n/instance';
import { LOCALES, NAMESPACES, type Locale } from '../../common/i18n/languages';

const localesDir = join(projectRoot, 'common', 'i18n', 'locales');

function readNamespace(lng: Locale, ns: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;
}

/** Every dictionary of every language, read once, for server rendering, mails and API messages. */
export const allResources: Resource = Object.fromEntries(
  LOCALES.map((lng) => [lng, Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(lng, ns)]))]),
);

const instances = new Map<Locale, I18n>();

/**
 * One i18next instance per language for the whole process: rendering and server messages only read
 * from it (its language never changes), so requests can share it instead of building one each.
 */
export function serverI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, allResources);
    instances.set(locale, instance);
  }
  return instance;
}
