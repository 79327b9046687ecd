// `npm start`: builds when there is no build (or the sources are newer), then runs it in production mode.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = process.env.BUILD_DIR ?? 'build';
const stamp = join(buildDir, 'main.js');
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
const sources = ['app', 'server', 'public', 'drizzle'].filter((d) => existsSync(d));
const stale = !existsSync(stamp) || sources.some((d) => newestMtime(d) > statSync(stamp).mtimeMs);
if (stale) {
  console.log('Building the site (first start or changed sources)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV = 'production';
await import(pathToFileURL(stamp).href);
