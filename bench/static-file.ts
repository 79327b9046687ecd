import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measure, type LoadResult } from './load';

/** The file the public pages are compared with, in the client build. */
const STATIC_FILE = 'bench-static.html';

/**
 * Put in place (empty, or left as it is) before a bench server starts: a server serves only the
 * public files it found in the client build when it started (server/http/static-assets.ts).
 */
export function placeStaticFile(buildDir: string) {
  writeFileSync(join(buildDir, 'client', STATIC_FILE), '', { flag: 'a' });
}

/**
 * A static file of `bytes` bytes under load, from the same server as the pages it is compared
 * with. A run in which it was not served is refused rather than reported as a baseline.
 */
export async function measureStaticFile(opts: {
  serverUrl: string;
  buildDir: string;
  bytes: number;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  writeFileSync(join(opts.buildDir, 'client', STATIC_FILE), 'x'.repeat(opts.bytes));
  const result = await measure({
    url: `${opts.serverUrl}/${STATIC_FILE}`,
    connections: opts.connections,
    seconds: opts.seconds,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `the static file was not served: ${result.non2xx} answers not 2xx, ${result.errors} errors`,
    );
  return result;
}
