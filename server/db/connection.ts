import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { checkChannel, pgliteListener, postgresListener, type ChannelHandler, type Unlisten } from './listen';
import * as schema from './schema';
import type { Db } from './types';

export type { ChannelHandler, Unlisten } from './listen';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations (of `folder`, by default the project's). */
  migrate(folder?: string): Promise<void>;
  /** One round trip; throws when the database does not answer. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection or process
   * on this database. The process LISTENs once per channel (PostgreSQL: on a dedicated connection
   * that reconnects); resolves once listening.
   */
  listen(channel: string, handler: ChannelHandler): Promise<Unlisten>;
  close(): Promise<void>;
}

/**
 * Announces `payload` on `channel` with NOTIFY. Given a transaction, it is delivered when that
 * transaction commits and never if it rolls back (PostgreSQL semantics, on PGlite too).
 */
export async function notify(executor: Db, channel: string, payload: string): Promise<void> {
  checkChannel(channel);
  await executor.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export const pgliteExtensions = { pg_trgm, unaccent };

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  const listener = pgliteListener(client);
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    listen: listener.listen,
    async close() {
      await listener.close();
      await client.close();
    },
  };
}

export function postgresDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  // Connects on the first listen() only: scripts and migrations never open it.
  const listener = postgresListener(url);
  return {
    db,
    kind: 'postgres',
    migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** PGlite under dataDir/pglite unless a DATABASE_URL is given. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl);
  const client = await PGlite.create(join(opts.dataDir, 'pglite'), { extensions: pgliteExtensions });
  return pgliteDatabase(client);
}

async function withTimeout(p: Promise<unknown>, ms = 2000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
