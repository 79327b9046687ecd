import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { PgliteThread } from './pglite-thread';
import {
  checkChannel,
  pgliteListener,
  postgresListener,
  type ChannelHandler,
  type Listener,
  type Unlisten,
} from './listen';
import * as schema from './schema';
import type { Db } from './types';

export type { ChannelHandler, Unlisten } from './listen';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the pending migrations (of `folder`, by default the project's), under the start-up
   * lock: any number of processes may call it at once and each migration is applied once.
   */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `fn` holding the database-wide start-up lock (a PostgreSQL advisory lock; PGlite has one
   * process): one process at a time migrates and creates the configured admin. `fn` is handed the
   * migration step, which must not take the lock again.
   */
  withStartupLock<T>(fn: (step: { migrate(folder?: string): Promise<void> }) => Promise<T>): Promise<T>;
  /** One round trip; throws when the database does not answer. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel`, from any connection or process
   * on this database. The process LISTENs once per channel (PostgreSQL: on a dedicated connection
   * that reconnects); resolves once listening.
   */
  listen(channel: string, handler: ChannelHandler): Promise<Unlisten>;
  /**
   * Calls `handler` each time the LISTEN connection comes back after losing its server: the
   * NOTIFYs sent meanwhile are lost, so whatever they would have refreshed must be treated as
   * stale. Never on PGlite (one embedded connection, never lost).
   */
  onListenerReconnect(handler: () => void): () => void;
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

export { pgliteExtensions } from './pglite-extensions';

/** Told each statement a Database's Drizzle sends (a bench or a test counting round trips). */
export type OnStatement = (query: string) => void;

function statementLogger(onStatement: OnStatement | undefined) {
  return onStatement ? { logger: { logQuery: onStatement } } : {};
}

/** PGlite in this thread (tests' databases in memory) or on its own (PgliteThread, the server's). */
export function pgliteDatabase(
  client: PGlite | PgliteThread,
  opts: { onStatement?: OnStatement } = {},
): Database {
  // Drizzle's driver uses a PGlite's query and transaction only, which the thread answers alike.
  const db = drizzlePglite(client as PGlite, { schema, ...statementLogger(opts.onStatement) });
  const listener = pgliteListener(client);
  const step = {
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
  };
  // One embedded database, one process: a queue in memory is the whole lock.
  let turn: Promise<unknown> = Promise.resolve();
  const withStartupLock = <T>(fn: (s: typeof step) => Promise<T>): Promise<T> => {
    const run = turn.then(() => fn(step));
    turn = run.catch(() => {});
    return run;
  };
  return assemble({ db, kind: 'pglite', withStartupLock, listener, closeClient: () => client.close() });
}

/** A Database from a driver's parts: migrate under the driver's start-up lock, ping, listen, close. */
function assemble(parts: {
  db: Db;
  kind: Database['kind'];
  withStartupLock: Database['withStartupLock'];
  listener: Listener;
  closeClient: () => Promise<void>;
}): Database {
  const { db, withStartupLock, listener } = parts;
  return {
    db,
    kind: parts.kind,
    migrate: (folder) => withStartupLock((step) => step.migrate(folder)),
    withStartupLock,
    ping: (timeoutMs) => withTimeout(db.execute(sql`select 1`), timeoutMs),
    listen: listener.listen,
    onListenerReconnect: listener.onReconnect,
    async close() {
      await listener.close();
      await parts.closeClient();
    },
  };
}

/** The key of the advisory lock under which processes migrate and create the admin, one at a time. */
export const STARTUP_LOCK_KEY = 0x656d6261; // 'emba'

/** The application_name of the pool's connections (how a test or an operator finds them). */
export const POOL_APPLICATION_NAME = 'emballo';

export function postgresDatabase(
  url: string,
  poolSize = 10,
  opts: { onConnectionError?: (error: Error) => void; onStatement?: OnStatement } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    application_name: POOL_APPLICATION_NAME,
    keepAlive: true,
  });
  const lost = opts.onConnectionError ?? (() => {});
  // A connection lost while idle (a restart) is reported on the pool, which replaces it.
  pool.on('error', lost);
  // A connection lost while checked out (a transaction in flight) is reported on its client, where
  // node-postgres would throw it as an unhandled 'error' event and end the process. The query in
  // flight rejects on its own (its request answers 503), and the pool discards the dead client
  // when it is released, so the next checkout opens a fresh connection.
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg(pool, { schema, ...statementLogger(opts.onStatement) });
  // Connects on the first listen() only: scripts and migrations never open it.
  const listener = postgresListener(url);
  async function withStartupLock<T>(
    fn: (step: { migrate(folder?: string): Promise<void> }) => Promise<T>,
  ): Promise<T> {
    // A dedicated session holds the lock; waiting processes block here until the holder is done.
    const client = await pool.connect();
    let broken: unknown;
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
      try {
        const onClient = drizzlePg(client, { schema });
        return await fn({
          migrate: (folder = migrationsFolder) => migratePg(onClient, { migrationsFolder: folder }),
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch((error: unknown) => {
          broken = error;
        });
      }
    } catch (error) {
      broken ??= error;
      throw error;
    } finally {
      // A session that failed may still hold the lock: it is closed rather than pooled.
      client.release(broken instanceof Error ? broken : undefined);
    }
  }
  return assemble({ db, kind: 'postgres', withStartupLock, listener, closeClient: () => pool.end() });
}

/** PGlite under dataDir/pglite, on a thread of its own, unless a DATABASE_URL is given. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  onConnectionError?: (error: Error) => void;
  onStatement?: OnStatement;
}): Promise<Database> {
  if (opts.databaseUrl) return postgresDatabase(opts.databaseUrl, opts.poolSize, opts);
  return pgliteDatabase(await PgliteThread.start(join(opts.dataDir, 'pglite')), opts);
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
