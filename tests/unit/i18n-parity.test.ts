import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, NAMESPACES } from '../../common/i18n/languages';

const localesDir = join(process.cwd(), 'common', 'i18n', 'locales');

function flatten(obj: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(obj)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      flatten(value as Record<string, unknown>, path, out);
    else out[path] = value;
  }
  return out;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const keysOf = (lng: string, ns: string) =>
  new Set(
    Object.entries(flatten(JSON.parse(readFileSync(join(localesDir, lng, `${ns}.json`), 'utf8'))))
      .filter(([, v]) => v !== '')
      .map(([k]) => k.replace(pluralSuffix, '')),
  );

describe('translations', () => {
  it('has exactly the declared namespaces in every language', () => {
    for (const lng of LOCALES) {
      const files = readdirSync(join(localesDir, lng)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...NAMESPACES].sort());
    }
  });

  it.each([...NAMESPACES])('namespace %s has every key, non-empty, in fr, en and ar', (ns) => {
    const all = new Set(LOCALES.flatMap((lng) => [...keysOf(lng, ns)]));
    for (const lng of LOCALES) {
      const missing = [...all].filter((k) => !keysOf(lng, ns).has(k));
      expect(missing, `${lng}/${ns}.json is missing`).toEqual([]);
    }
  });

  it('passes the shared i18n-parity tool when it is present', () => {
    const tool = join(process.cwd(), '..', 'shared', 'tools', 'i18n-parity.mjs');
    let exists = true;
    try {
      readFileSync(tool);
    } catch {
      exists = false;
    }
    if (!exists) return;
    const out = execFileSync(process.execPath, [tool, process.cwd()], { encoding: 'utf8' });
    expect(out).toMatch(/namespaces complete/);
  });
});
