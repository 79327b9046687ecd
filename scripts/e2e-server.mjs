// The production build on a fresh embedded database, for the browser journeys.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(join(buildDir, 'main.js'))) {
  console.error('No production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
process.env.NODE_ENV = 'production';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'emballo-e2e-'));
await import(pathToFileURL(join(buildDir, 'main.js')).href);
