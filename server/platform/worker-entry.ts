import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { buildDir } from '../paths';

/**
 * A thread running the entry `name`, a module beside `moduleUrl` (the caller's `import.meta.url`):
 * the build's own bundle of it (`build/server/<name>.js`, an entry of the server build), or, when
 * the server runs from its sources (tests, the dev server, scripts), `<name>.ts` loaded through
 * tsx's loader (`--import tsx` in the thread's execArgv fails on Node 20).
 */
export function startWorkerEntry(moduleUrl: string, name: string, options: WorkerOptions = {}): Worker {
  const here = fileURLToPath(moduleUrl);
  if (!/\.tsx?$/.test(here)) return new Worker(join(buildDir, 'server', `${name}.js`), options);
  const source = pathToFileURL(join(dirname(here), `${name}.ts`)).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { ...options, eval: true },
  );
}
