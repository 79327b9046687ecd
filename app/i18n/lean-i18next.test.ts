import { describe, expect, it } from 'vitest';
import { allResources } from '../../server/platform/i18n-resources';
import { createI18n } from '../../common/i18n/instance';
import { LOCALES, NAMESPACES } from '../../common/i18n/languages';
import { LeanI18n } from './lean-i18next';

// The browser renders with lean-i18next what the server rendered with i18next (ADR-0022): any
// difference would be a hydration mismatch. Every entry of every dictionary, in every language.

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 5, 11, 100, 1.5];

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

const variablesOf = (text: string) => [...text.matchAll(/{{(.+?)}}/g)].map((m) => m[1]!.trim());

describe('lean-i18next, the browser’s i18next', () => {
  for (const locale of LOCALES) {
    it(`gives i18next’s text for every ${locale} entry, with and without its variables and counts`, () => {
      const real = createI18n(locale, allResources);
      const lean = new LeanI18n();
      void lean.init({
        lng: locale,
        resources: allResources as never,
        fallbackLng: 'en',
        defaultNS: 'common',
      });
      let compared = 0;
      const differences: string[] = [];
      for (const ns of NAMESPACES) {
        const realT = real.getFixedT(null, ns);
        const leanT = lean.getFixedT(null, ns);
        const entries = leaves(allResources[locale]![ns]);
        const keys = new Set(entries.map(([key]) => key.replace(PLURAL, '')));
        for (const key of keys) {
          const texts = entries.filter(([k]) => k.replace(PLURAL, '') === key).map(([, text]) => text);
          const variables = [...new Set(texts.flatMap(variablesOf))];
          const given = Object.fromEntries(variables.map((v, i) => [v, `‹${v}${i}›`]));
          const optionSets: Record<string, unknown>[] = [
            {},
            given,
            { ...given, [variables[0] ?? 'x']: undefined },
            { status: 'paid', ...given },
            ...COUNTS.map((count) => ({ ...given, count })),
          ];
          for (const options of optionSets) {
            const [want, got] = [realT(key, options), leanT(key, options)];
            if (got !== want) differences.push(`${ns}:${key} ${JSON.stringify(options)}: ${got} ≠ ${want}`);
            if (lean.t(`${ns}:${key}`, options) !== real.t(`${ns}:${key}`, options))
              differences.push(`t('${ns}:${key}') ${JSON.stringify(options)}`);
            compared++;
          }
        }
      }
      expect(differences.slice(0, 10)).toEqual([]);
      expect(compared).toBeGreaterThan(1000);
    }, 120_000);
  }

  it('falls back like i18next: the default value, else the key; a sentence with a colon is not a namespace', () => {
    const real = createI18n('fr', allResources);
    const lean = new LeanI18n();
    void lean.init({ lng: 'fr', resources: allResources as never, fallbackLng: 'en', defaultNS: 'common' });
    for (const [key, options] of [
      ['no.such.key', {}],
      ['no.such.key', { defaultValue: 'Défaut {{n}}', n: 3 }],
      ['catalog:no.such', { count: 2 }],
      ['Attention: ceci est une phrase', {}],
      ['missing:thing', {}],
    ] as const) {
      expect(lean.t(key, options)).toBe(real.t(key, options));
    }
  });

  it('changes language for its listeners and keeps added dictionaries', async () => {
    const lean = new LeanI18n();
    void lean.init({ lng: 'fr', resources: { fr: { common: { a: 'un' } } }, defaultNS: 'common' });
    const heard: string[] = [];
    lean.on('languageChanged', (lng) => heard.push(lng));
    lean.addResourceBundle('ar', 'common', { a: 'واحد' });
    expect(lean.hasResourceBundle('ar', 'common')).toBe(true);
    await lean.changeLanguage('ar');
    expect(heard).toEqual(['ar']);
    expect(lean.t('a')).toBe('واحد');
  });
});
