import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '../../../common/i18n/languages';

/** A string of the public site's dictionaries, as the page shows it in `lang`. */
export function text(lang: Locale, ns: string, key: string): string {
  const dict = JSON.parse(
    readFileSync(join(process.cwd(), 'common/i18n/locales', lang, `${ns}.json`), 'utf8'),
  );
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
  if (typeof value !== 'string') throw new Error(`no text ${lang}/${ns}:${key}`);
  return value;
}
