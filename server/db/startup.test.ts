import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../platform/logger';
import { createServices } from '../services';
import { connectionUrlOf, createEmptyTestDatabase, createTestDatabase, rowsOf } from '../test/database';
import { migrationsWith } from '../test/migrations';
import { postgresDatabase, POOL_APPLICATION_NAME, type Database } from './connection';
import { isDatabaseUnavailable } from './unavailable';

const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened.reverse()) await database.close();
});

/**
 * `n` views of one database, as `n` processes have: on PostgreSQL a pool each (they race for real);
 * on PGlite the one embedded database (one process: its calls queue).
 */
async function processesOn(database: Database, n: number): Promise<Database[]> {
  const url = connectionUrlOf(database);
  if (!url) return Array.from({ length: n }, () => database);
  return Array.from({ length: n }, () => {
    const pool = postgresDatabase(url, 2);
    opened.push(pool);
    return pool;
  });
}

const CANARY_TABLE = {
  tag: '9000_canary_table',
  sql: 'CREATE TABLE "migration_canary" ("n" integer NOT NULL);--> statement-breakpoint\nINSERT INTO "migration_canary" VALUES (0);',
};
/** A data migration: run twice, it would count (or multiply a price) twice. */
const CANARY_BUMP = { tag: '9001_canary_bump', sql: 'UPDATE "migration_canary" SET "n" = "n" + 1;' };

describe('migrations started by several processes at once', () => {
  it(
    'all succeed on an empty database, each migration applied once, a data migration once',
    { timeout: 120_000 },
    async () => {
      const database = await createEmptyTestDatabase();
      opened.push(database);
      const processes = await processesOn(database, 3);

      const first = migrationsWith([CANARY_TABLE]);
      await Promise.all(processes.map((p) => p.migrate(first)));
      const applied = rowsOf<{ hash: string; n: number }>(
        await database.db.execute(
          sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
        ),
      );
      expect(applied.every((row) => row.n === 1)).toBe(true);

      // A rolling deploy: three new processes find one data migration pending.
      const next = migrationsWith([CANARY_TABLE, CANARY_BUMP]);
      await Promise.all(processes.map((p) => p.migrate(next)));
      const [canary] = rowsOf<{ n: number }>(await database.db.execute(sql`select n from migration_canary`));
      expect(canary!.n).toBe(1);
      const [total] = rowsOf<{ rows: number; hashes: number }>(
        await database.db.execute(
          sql`select count(*)::int as rows, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
        ),
      );
      expect(total!.rows).toBe(total!.hashes);
      expect(total!.rows).toBe(applied.length + 1);
    },
  );
});

describe('the admin from ADMIN_EMAIL, created by several processes at once', () => {
  it('is one account: one process creates it, the others find it', { timeout: 60_000 }, async () => {
    const database = await createTestDatabase();
    opened.push(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/emballo-startup-test',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-1234',
    });
    const processes = (await processesOn(database, 3)).map((p) =>
      createServices({ config, database: p, logger: createLogger('silent') }),
    );
    const results = await Promise.all(
      processes.map((services) =>
        services.accounts.ensureAdmin({ email: 'Boss@Example.test', password: 'admin passphrase 42' }),
      ),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const rows = rowsOf<{ role: string }>(
      await database.db.execute(sql`select role from users where email = 'boss@example.test'`),
    );
    expect(rows).toEqual([{ role: 'admin' }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)(
  'connections lost with transactions in flight (PostgreSQL)',
  () => {
    it('fail those transactions as unavailable, crash nothing, and the next queries succeed', async () => {
      const template = await createTestDatabase();
      opened.push(template);
      const url = connectionUrlOf(template)!;
      const lost: Error[] = [];
      const database = postgresDatabase(url, 6, { onConnectionError: (error) => lost.push(error) });
      opened.push(database);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        // Six transactions, each holding a pooled connection, mid-way when the server cuts them.
        // Settled at once: one may fail before the cut's own query answers, and an unheeded
        // rejection would be reported as an error of the run.
        const settled = Promise.allSettled(
          Array.from({ length: 6 }, (_, i) =>
            database.db.transaction(async (tx) => {
              await tx.execute(sql`select ${i}`);
              await tx.execute(sql`select pg_sleep(5)`);
            }),
          ),
        );
        await new Promise((resolve) => setTimeout(resolve, 500));
        const { rows } = await admin.query<{ n: number }>(
          `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = $1 and datname = current_database() and pid <> pg_backend_pid()`,
          [POOL_APPLICATION_NAME],
        );
        expect(rows[0]!.n).toBeGreaterThanOrEqual(6);
        const outcomes = await settled;
        for (const outcome of outcomes) {
          expect(outcome.status).toBe('rejected');
          expect(isDatabaseUnavailable((outcome as PromiseRejectedResult).reason)).toBe(true);
        }
        // The checked-out clients' errors were handled (the process would have died otherwise).
        expect(lost.length).toBeGreaterThan(0);
        // The pool dropped the dead clients: every next query gets a fresh connection.
        const after = await Promise.all(
          Array.from({ length: 12 }, (_, i) => database.db.execute(sql`select ${i}::int as i`)),
        );
        expect(after.map((r) => rowsOf<{ i: number }>(r)[0]!.i)).toEqual([...Array(12).keys()]);
      } finally {
        await admin.end();
      }
    });
  },
);
