// The first-load JavaScript of a route, read from the build's manifest (no browser): the budget
// test holds `/` to it, and the bench reports it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface RouteManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry & { parentId?: string }>;
}

/** React Router's browser manifest (`window.__reactRouterManifest=…` in assets/manifest-*.js). */
function routeManifest(buildDir: string): RouteManifest {
  const assets = join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.+\.js$/.test(f));
  if (!file) throw new Error(`no route manifest in ${assets}`);
  const source = readFileSync(join(assets, file), 'utf8');
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RouteManifest;
}

/**
 * What the page modulepreloads and runs before it is interactive: the entry and the matched routes'
 * modules with their imports, and every static import within them (not the dynamic ones).
 */
export function firstLoadScripts(buildDir: string, routeId: string): string[] {
  const manifest = routeManifest(buildDir);
  const named: string[] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]!;
    named.push(route.module, ...(route.imports ?? []));
  }
  named.push(manifest.entry.module, ...(manifest.entry.imports ?? []));
  return withStaticImports(buildDir, named);
}

const gzipSize = (buildDir: string, path: string) =>
  gzipSync(readFileSync(join(buildDir, 'client', path)), { level: 9 }).length;

/**
 * `scripts` (paths under the build's client folder, /assets/…) with every script they import
 * statically, transitively — not the dynamic imports, loaded on demand.
 */
export function withStaticImports(buildDir: string, scripts: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...scripts];
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

/** The gzip size (level 9) of everything a route loads before it is interactive. */
export const firstLoadJsGzip = (buildDir: string, routeId: string) =>
  firstLoadScripts(buildDir, routeId).reduce((sum, s) => sum + gzipSize(buildDir, s), 0);
