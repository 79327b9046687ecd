import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { pgliteDatabase, pgliteExtensions, postgresDatabase, type Database } from '../db/connection';
import { withDatabase } from './global-setup';

/** On PostgreSQL, `url` lets a test open a second pool (a second process's view) on the same database. */
export type TestDatabase = Database & { url?: string };

/**
 * A fresh, migrated database of its own for a test file: PGlite by default, PostgreSQL when
 * DATABASE_URL is set. The same tests run on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const postgresTemplate = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (postgresTemplate && url) {
    const name = `emballo_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    const databaseUrl = withDatabase(url, name);
    const database = postgresDatabase(databaseUrl, 4);
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
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const client = await PGlite.create({ loadDataDir: template, extensions: pgliteExtensions });
  return pgliteDatabase(client);
}
