import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  pgliteDatabase,
  pgliteExtensions,
  postgresDatabase,
  type Database,
  type OnStatement,
} from '../db/connection';
import { testDatabasePrefix, withDatabase } from './global-setup';

/** On PostgreSQL, `url` lets a test open a second pool (a second process's view) on the same database. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database of its own for a test file: PGlite by default, PostgreSQL when
 * DATABASE_URL is set. The same tests run on both.
 */
export async function createTestDatabase(opts: { onStatement?: OnStatement } = {}): Promise<TestDatabase> {
  return openTestDatabase(true, opts);
}

/** Like createTestDatabase, without any migration applied (for tests of a migration). */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  return openTestDatabase(false);
}

async function openTestDatabase(
  migrated: boolean,
  opts: { onStatement?: OnStatement } = {},
): Promise<TestDatabase> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `${testDatabasePrefix()}t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}${migrated ? ` TEMPLATE ${postgresTemplate}` : ''}`);
    const databaseUrl = withDatabase(url, name);
    const database = postgresDatabase(databaseUrl, 4, opts);
    return {
      ...database,
      url: databaseUrl,
      async close() {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await admin.end();
      },
    };
  }
  if (!migrated) return pgliteDatabase(await PGlite.create({ extensions: pgliteExtensions }));
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
  return pgliteDatabase(client, opts);
}

/** With DATABASE_URL, the URL of this test database, for a connection of its own; null on PGlite. */
export function connectionUrlOf(database: Database): string | null {
  return (database as TestDatabase).url ?? null;
}

/** The rows of a raw `db.execute(sql…)`: both drivers answer `{rows}`; Drizzle's shared type does not say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Another process's view of a test database: on PostgreSQL a pool of its own on the same database
 * (closing it leaves the first open); on PGlite, which one process owns, the same database (close
 * does nothing), so services built on it still share nothing but the database.
 */
export function secondConnection(database: Database): Database {
  const url = connectionUrlOf(database);
  if (url) return postgresDatabase(url, 4);
  return { ...database, close: async () => {} };
}
