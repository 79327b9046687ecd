import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('has an entry for every optional dependency, so `npm ci` accepts it (npm run lock:complete)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [key, meta] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(meta.optionalDependencies ?? {})) {
        const nested = `${key ? `${key}/` : ''}node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`])
          missing.push(`${dep} (for ${key || 'root'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
