// Bundles the Node entry (server/main.ts) and pre-compresses the hashed client assets.
import { build } from 'esbuild';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const buildDir = process.env.BUILD_DIR ?? 'build';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  outfile: join(buildDir, 'main.js'),
  logLevel: 'warning',
});

const assets = join(buildDir, 'client', 'assets');
let count = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json|txt)$/.test(name)) continue;
  const file = join(assets, name);
  const body = readFileSync(file);
  if (statSync(file).size < 512) continue;
  writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
  count++;
}
console.log(`server bundled to ${buildDir}/main.js; ${count} assets pre-compressed`);
