import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES, type Locale } from '../../common/i18n/languages';
import { layoutTranslator } from '../../server/platform/i18n';

const localesDir = join(process.cwd(), 'common', 'i18n', 'locales');
const pluralForm = /^(.+)_(zero|one|two|few|many|other)$/;

function flatten(obj: Record<string, unknown>, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
    else out[path] = String(value);
  }
  return out;
}

const dictionary = (lng: Locale, ns: string) =>
  flatten(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>);

/** The forms i18next looks up for a count in this language (`_zero` is also read for 0 in any). */
const formsOf = (lng: Locale) => new Intl.PluralRules(lng).resolvedOptions().pluralCategories;

/** A counted key is one with an `_other` form in some language (`errors.too_many` alone is not). */
function countedKeys(ns: string): Set<string> {
  const bases = new Set<string>();
  for (const lng of LOCALES)
    for (const key of Object.keys(dictionary(lng, ns))) {
      const m = pluralForm.exec(key);
      if (m?.[2] === 'other') bases.add(m[1]!);
    }
  return bases;
}

describe('counted strings (plural forms from Intl.PluralRules)', () => {
  it.each([...NAMESPACES])('%s: every counted key has each form its language needs, no others', (ns) => {
    const counted = countedKeys(ns);
    const problems: string[] = [];
    for (const lng of LOCALES) {
      const dict = dictionary(lng, ns);
      const needed = formsOf(lng);
      for (const base of counted) {
        for (const form of needed)
          if (!dict[`${base}_${form}`]) problems.push(`${lng} ${base}_${form} missing`);
        for (const key of Object.keys(dict)) {
          const m = pluralForm.exec(key);
          if (m?.[1] !== base) continue;
          const form = m[2] as Intl.LDMLPluralRule;
          if (form !== 'zero' && !needed.includes(form))
            problems.push(`${lng} ${key} is not a form of ${lng}`);
        }
        if (base in dict) problems.push(`${lng} ${base} is never read beside its plural forms`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([...NAMESPACES])('%s: a {{count}} is only ever in a plural form', (ns) => {
    const counted = countedKeys(ns);
    const problems: string[] = [];
    for (const lng of LOCALES)
      for (const [key, value] of Object.entries(dictionary(lng, ns))) {
        const base = pluralForm.exec(key)?.[1];
        if (value.includes('{{count}}') && !(base && counted.has(base))) problems.push(`${lng} ${key}`);
      }
    expect(problems).toEqual([]);
  });
});

describe('a count reads in the words of its language', () => {
  it.each([
    ['fr', 1, '1 commande'],
    ['fr', 0, '0 commande'],
    ['fr', 2, '2 commandes'],
    ['fr', 1_000_000, '1000000 commandes'],
    ['en', 1, '1 order'],
    ['en', 6, '6 orders'],
    ['ar', 0, 'لا طلبات'],
    ['ar', 1, 'طلب واحد'],
    ['ar', 2, 'طلبان'],
    ['ar', 6, '6 طلبات'],
    ['ar', 49, '49 طلبًا'],
    ['ar', 100, '100 طلب'],
  ] as const)('%s, %i: %s', (lng, count, words) => {
    expect(layoutTranslator(lng)('admin-orders:list.count', { count })).toBe(words);
  });
});
