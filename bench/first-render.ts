// A public service page's first render after an edit: in a production process (NODE_ENV and the
// built server), `services.catalog.invalidate()` — what an editor's save calls — then the page's
// first GET, timed; beside the same GET served from the warm caches. Prints one JSON line.
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { createHttpApp } from '../server/http/app';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';
import { BENCH_SECRET } from './captcha';

const RUNS = Number(process.env.FIRST_RENDER_RUNS ?? 20);
const buildDir = process.env.BUILD_DIR ?? 'build-bench';
const dataDir = mkdtempSync(join(tmpdir(), 'emballo-first-render-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
const config = loadConfig({
  DATA_DIR: dataDir,
  SESSION_SECRET: BENCH_SECRET,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'production',
  DATABASE_URL: process.env.DATABASE_URL,
  RATE_LIMIT_FORMS: '100000000',
  RATE_LIMIT_API: '100000000',
});
const services = createServices({ config, database, logger: createLogger('silent') });
const build = (await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href)) as ServerBuild;
const app = createHttpApp({ services, build, clientDir: join(buildDir, 'client') });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const [service] = await services.catalog.listServices('fr');
const path = `/fr/produits/${service!.slug}`;
async function get() {
  const started = performance.now();
  const res = await fetch(base + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}
function row(name: string, times: number[]) {
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(1));
  return { name, p50: at(0.5), p95: at(0.95), max: at(1) };
}
for (let i = 0; i < 3; i++) await get();
const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < RUNS; i++) {
  services.catalog.invalidate();
  cold.push(await get());
  warm.push(await get());
}
console.log(
  JSON.stringify({
    path,
    afterInvalidate: row('first GET after catalog.invalidate()', cold),
    cached: row('next GET (warm caches)', warm),
    runs: RUNS,
  }),
);
server.close();
await database.close();
process.exit(0);
