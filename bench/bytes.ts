import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface CompressedSize {
  raw: number;
  gzip: number;
  brotli: number;
}

export function compressedSize(body: Buffer): CompressedSize {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const sum = (sizes: CompressedSize[]): CompressedSize =>
  sizes.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

/**
 * JavaScript and CSS a first visit downloads (everything the page loads until it is idle),
 * compressed as the server sends them: deterministic for a given build.
 */
export async function firstLoadBytes(browser: Browser, url: string) {
  const page = await browser.newPage();
  const js: { url: string; size: CompressedSize }[] = [];
  const css: { url: string; size: CompressedSize }[] = [];
  page.on('response', async (res) => {
    const path = new URL(res.url()).pathname;
    if (!path.startsWith('/assets/')) return;
    const body = await res.body().catch(() => null);
    if (!body) return;
    if (path.endsWith('.js')) js.push({ url: path, size: compressedSize(body) });
    if (path.endsWith('.css')) css.push({ url: path, size: compressedSize(body) });
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  await page.waitForTimeout(500);
  await page.close();
  return { js: sum(js.map((f) => f.size)), css: sum(css.map((f) => f.size)), jsFiles: js.map((f) => f.url) };
}

/** Each route module's own chunk, from React Router's client manifest. */
export function routeChunkSizes(buildDir: string): Record<string, CompressedSize> {
  const assets = join(buildDir, 'client', 'assets');
  const file = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error('no React Router manifest in ' + assets);
  const text = readFileSync(join(assets, file), 'utf8');
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as {
    routes: Record<string, { module: string }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => [
      id,
      compressedSize(readFileSync(join(buildDir, 'client', route.module))),
    ]),
  );
}
