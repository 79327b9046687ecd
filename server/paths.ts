import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from source or from build/. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'drizzle');
export const buildDir = resolve(projectRoot, process.env.BUILD_DIR ?? 'build');
