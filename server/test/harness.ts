import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoShop } from '../db/seed';
import { adminLogin, newAdmin } from '../modules/admin/test-helpers';
import type { Database } from '../db/connection';
import { createTestApp } from './app';
import { createEmptyTestDatabase, createTestDatabase, secondConnection, type TestDatabase } from './database';
import { migrationsUpTo } from './migrations';
import { startSmtpServer } from './smtp';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;
export type TestAdmin = Awaited<ReturnType<typeof newAdmin>>;

type SetupOptions = Parameters<typeof createTestApp>[1] & {
  /** The demo shop seeded (seedDemoShop) before the file's tests. */
  seeded?: boolean;
};

/** Rate limits no test file reaches, for files that sign in or post many times from one address. */
export const UNLIMITED = { RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' };

/** The file's test app: started before the file's tests (handed to `receive`), closed after them. */
export function useTestApp(
  receive: (t: TestApp) => void,
  env: Record<string, string> = {},
  opts: SetupOptions = {},
) {
  const { seeded, ...appOptions } = opts;
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(env, appOptions);
    receive(t);
    if (seeded) await seedDemoShop(t.services);
  });
  afterAll(() => t?.close());
}

/** The same, sending its mail to a real SMTP server of the file's own. */
export function useTestAppWithSmtp(
  receive: (started: { t: TestApp; smtp: TestSmtp }) => void,
  env: Record<string, string> = {},
  opts: SetupOptions = {},
) {
  const { seeded, ...appOptions } = opts;
  let smtp: TestSmtp | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url, ...env }, appOptions);
    receive({ t, smtp });
    if (seeded) await seedDemoShop(t.services);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}

/**
 * The file's test app (no rate limits in the way) with an admin signed in: `headers` carry the
 * admin's session; closed after the file's tests.
 */
export function useTestAppWithAdmin(
  receive: (started: { t: TestApp; admin: TestAdmin; headers: Record<string, string> }) => void,
  opts: SetupOptions = {},
) {
  const { seeded, ...appOptions } = opts;
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp(UNLIMITED, appOptions);
    if (seeded) await seedDemoShop(t.services);
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin);
    receive({ t, admin, headers });
  });
  afterAll(() => t?.close());
}

/**
 * A database of the file's own and a second connection to it (what another process sees), both
 * opened before the file's tests and closed after them.
 */
export function useTestDatabaseTwice(receive: (opened: { database: TestDatabase; other: Database }) => void) {
  let database: TestDatabase | undefined;
  let other: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    other = secondConnection(database);
    receive({ database, other });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });
}

/**
 * An empty database of the file's own and a folder of the project's migrations up to `tag`, for a
 * migration's test (it applies them, writes rows as they were, then migrates): both gone after the file's tests.
 */
export function useEmptyDatabaseWithMigrationsUpTo(
  tag: string,
  receive: (ready: { database: Database; folder: string }) => void,
) {
  let ready: { database: Database; folder: string } | undefined;
  beforeAll(async () => {
    ready = { database: await createEmptyTestDatabase(), folder: migrationsUpTo(tag) };
    receive(ready);
  });
  afterAll(async () => {
    await ready?.database.close();
    if (ready) rmSync(ready.folder, { recursive: true, force: true });
  });
}
