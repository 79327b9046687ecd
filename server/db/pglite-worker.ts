import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

/** What the embedded database's thread is asked (pglite-thread.ts); `tx`: inside that transaction. */
export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
      tx?: number;
    }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; channel: string }
  | { op: 'ready' | 'close' }
);

/** An error as it crosses the thread: its message, name and PostgreSQL fields (code, constraint…). */
export type ThreadError = { message: string; name: string; fields: Record<string, string | number> };

export type PgliteAnswer =
  { id: number; value: unknown } | { id: number; error: ThreadError } | { channel: string; payload: string };

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const opening = PGlite.create(dataDir, { extensions: pgliteExtensions });
// A database that cannot open answers every request (the first is `ready`) with why.
opening.catch(() => {});
/** Open transactions by the id of the request that began them; `end` commits or rolls back. */
const open = new Map<number, { tx: Transaction; end(commit: boolean): void; settled: Promise<void> }>();
const unlistens = new Map<string, () => Promise<void>>();
const ROLLBACK = Symbol('rollback');
/** Drizzle's parsers keep their types as the database's text (checked on the other side). */
const asText = (value: string) => value;

function threadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error))
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  return { message: error.message, name: error.name, fields };
}

/** Begins a transaction held open, query by query, until `end`: PGlite's lock is held meanwhile. */
function begin(db: PGlite, id: number): Promise<void> {
  return new Promise((begun, failed) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    const settled = db.transaction(async (tx) => {
      open.set(id, { tx, end, settled });
      begun();
      if (!(await ended)) throw ROLLBACK;
    });
    settled.catch(failed);
  });
}

async function answer(db: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const on = request.tx === undefined ? db : open.get(request.tx)!.tx;
      const parsers = Object.fromEntries(request.rawTypes.map((type) => [type, asText]));
      return on.query(request.sql, request.params, { rowMode: request.rowMode, parsers });
    }
    case 'begin':
      return begin(db, request.id);
    case 'end': {
      const transaction = open.get(request.tx)!;
      open.delete(request.tx);
      transaction.end(request.commit);
      return transaction.settled.catch((error: unknown) => {
        if (error !== ROLLBACK) throw error;
      });
    }
    case 'listen':
      unlistens.set(
        request.channel,
        await db.listen(request.channel, (payload) =>
          port.postMessage({ channel: request.channel, payload }),
        ),
      );
      return;
    case 'unlisten': {
      const unlisten = unlistens.get(request.channel);
      unlistens.delete(request.channel);
      if (unlisten && !db.closed) await unlisten();
      return;
    }
    case 'ready':
      return;
    case 'close':
      await db.close();
      return;
  }
}

port.on('message', async (request: PgliteRequest) => {
  let reply: PgliteAnswer;
  try {
    reply = { id: request.id, value: await answer(await opening, request) };
  } catch (error) {
    reply = { id: request.id, error: threadError(error) };
  }
  port.postMessage(reply);
  if (request.op === 'close') port.close();
});
