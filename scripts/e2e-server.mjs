// The production build on a fresh embedded database, for the browser journeys.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

if (!existsSync('build/main.js')) {
  console.error('No production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
process.env.NODE_ENV = 'production';
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'emballo-e2e-'));
await import('../build/main.js');
