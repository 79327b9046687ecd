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
import * as schema from './schema';
import type { Db } from './types';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** One round trip; throws when the database does not answer. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm, unaccent };

export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => client.close(),
  };
}

export function postgresDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server (a restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    close: () => pool.end(),
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
