import { mkdtempSync } from 'node:fs';
import type { ServerBuild } from 'react-router';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import type { Database } from '../db/connection';
import { createHttpApp } from '../http/app';
import { manualClock } from '../platform/clock';
import { createLogger } from '../platform/logger';
import { createServices } from '../services';
import { createTestDatabase } from './database';

export const TEST_START = '2026-12-12T23:30:00Z';

/**
 * The real services and HTTP app (API, health, locales) on a database of the test's own; with
 * `build`, the pages too (createTestPages).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    database?: Database;
    clock?: 'manual' | 'config';
    /** false: the test runs the job worker itself. */
    worker?: boolean;
    /** The React Router build: pages are served too (the page tier, server/test/pages.ts). */
    build?: ServerBuild;
  } = {},
) {
  const database = opts.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'emballo-data-')),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
    LOG_LEVEL: 'silent',
    // Brisk, so a test that moves the clock sees its due jobs run within a fraction of a second.
    JOBS_POLL_MS: '50',
    ...env,
  });
  // A fixed instant, so no test depends on the hour it runs at; half past eleven UTC on purpose:
  // already the next day in the default zone. 'config': the clock the configuration gives.
  const clock = manualClock(new Date(TEST_START));
  const services = createServices({
    config,
    database,
    logger: createLogger('silent'),
    clock: opts.clock === 'config' ? undefined : clock,
  });
  // As the server entry does: this instance drops its caches on any instance's change.
  await services.caches.start();
  const app = createHttpApp({ services, build: opts.build });
  // Mail goes through the outbox: the worker delivers it as in production.
  if (opts.worker !== false) services.jobs.start();
  return {
    app,
    services,
    database,
    clock,
    close: async () => {
      await services.jobs.stop();
      await services.caches.stop();
      // A database shared with another instance is closed by its opener.
      if (!opts.database) await database.close();
    },
  };
}
