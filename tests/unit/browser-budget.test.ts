import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** ADR-0013: the browser tier's budget. A new journey moves something down a tier first. */
export const BROWSER_RUN_BUDGET = 120;

describe('the browser journeys', () => {
  it(`schedule at most ${BROWSER_RUN_BUDGET} runs`, () => {
    // Listing needs no browser: any existing file satisfies the config's browser lookup.
    const out = execFileSync('npx', ['playwright', 'test', '--list'], {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: process.execPath },
    });
    const total = Number(/^Total: (\d+) tests? in \d+ files?$/m.exec(out)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(BROWSER_RUN_BUDGET);
  }, 60_000);
});
