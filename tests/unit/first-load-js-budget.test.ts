import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadJsGzip, firstLoadScripts } from '../../bench/first-load-js';
import { buildDir } from '../../server/paths';
import { assertFreshBuild } from '../../server/test/pages';

/**
 * First-load JavaScript of `/`, gzip level 9 (KB = 1024 bytes). React 19, React DOM and React
 * Router 7 alone weigh ~112 KB; the rest is the app shell, the home route and its parts. 146.5 KB
 * before the browser took lean-i18next (ADR-0022), the side menu and the dictionary loader came on
 * demand and the home page stopped carrying every catalogue part: 126.8 KB; 127.1 KB once the plural
 * forms, the personal island and the admin kit's changes joined it; 127.9 KB before the footer (with
 * the newsletter box and its human check), the toasts' view and the loading overlay became deferred
 * parts and the browser took React Router's production build: 124.6 KB. The line may go down,
 * never up.
 */
export const FIRST_LOAD_JS_BUDGET = 125 * 1024;

const assets = join(buildDir, 'client', 'assets');

describe('the first-load JavaScript budget, from the build manifest', () => {
  it(`holds the home page to ${FIRST_LOAD_JS_BUDGET / 1024} KB gzip`, () => {
    assertFreshBuild();
    expect(firstLoadScripts(buildDir, 'routes/home').length).toBeGreaterThan(3);
    const total = firstLoadJsGzip(buildDir, 'routes/home');
    expect(total, `first-load JS of / is ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
      FIRST_LOAD_JS_BUDGET,
    );
  });

  it("carries React Router's production build, without its development warnings", () => {
    assertFreshBuild();
    const withWarnings = readdirSync(assets).filter(
      (f) => f.endsWith('.js') && readFileSync(join(assets, f), 'utf8').includes('You rendered descendant'),
    );
    expect(withWarnings).toEqual([]);
  });
});
