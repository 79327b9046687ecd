import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
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

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RouteManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

const assets = join(buildDir, 'client', 'assets');

/** React Router's browser manifest (`window.__reactRouterManifest=…` in assets/manifest-*.js). */
function routeManifest(): RouteManifest {
  const file = readdirSync(assets).find((f) => /^manifest-.+\.js$/.test(f));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
}

/**
 * What the page modulepreloads and runs before it is interactive: the entry and the matched routes'
 * modules with their imports, and every static import within them (not the dynamic ones).
 */
function firstLoadScripts(manifest: RouteManifest, routeId: string): string[] {
  const named: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]!;
    named.push(route.module, ...(route.imports ?? []));
  }
  named.push(manifest.entry.module, ...(manifest.entry.imports ?? []));
  const seen = new Set<string>();
  const queue = [...named];
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(buildDir, 'client', path), 'utf8');
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.\/[^"']+\.js)["']/g))
      queue.push(new URL(m[1]!, `http://x${path}`).pathname);
  }
  return [...seen];
}

const gzipSize = (path: string) =>
  gzipSync(readFileSync(join(buildDir, 'client', path)), { level: 9 }).length;

describe('the first-load JavaScript budget, from the build manifest', () => {
  it(`holds the home page to ${FIRST_LOAD_JS_BUDGET / 1024} KB gzip`, () => {
    assertFreshBuild();
    const scripts = firstLoadScripts(routeManifest(), 'routes/home');
    expect(scripts.length).toBeGreaterThan(3);
    const total = scripts.reduce((sum, s) => sum + gzipSize(s), 0);
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
