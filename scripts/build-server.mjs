// After `react-router build` (whose server bundle is server/production.ts with the pages, ADR-0023):
// writes the Node entry `main.js` and pre-compresses the hashed client assets.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const buildDir = process.env.BUILD_DIR ?? 'build';

writeFileSync(join(buildDir, 'main.js'), "import { start } from './server/index.js';\n\nawait start();\n");

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
console.log(`server entry written to ${buildDir}/main.js; ${count} assets pre-compressed`);
