import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startWorkerEntry } from '../platform/worker-entry';
import { WorkerRequests } from '../platform/worker-requests';
import type { PgliteAnswer, PgliteRequest, ThreadError } from './pglite-worker';

/** A request before it is given its id (each member of the union without `id`). */
type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** What Drizzle's PGlite driver uses of a PGlite connection (or of its transaction). */
export interface PgliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * The type ids a parsers object keeps as text, by object (Drizzle makes them per query it builds):
 * the only parsers that cross the thread.
 */
const rawTypesByParsers = new WeakMap<object, number[]>();

function rawTypesOf(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers;
  if (!parsers) return [];
  let types = rawTypesByParsers.get(parsers);
  if (!types) {
    for (const parse of Object.values(parsers))
      if (parse('2026-01-01', 0) !== '2026-01-01')
        throw new Error('the embedded database thread keeps text as it is; it runs no other parser');
    types = Object.keys(parsers).map(Number);
    rawTypesByParsers.set(parsers, types);
  }
  return types;
}

function errorOf(error: ThreadError): Error {
  return Object.assign(new Error(error.message), error.fields, { name: error.name });
}

/**
 * The embedded database (PGlite) on a thread of its own (ADR-0015): its WebAssembly PostgreSQL ran
 * every statement on the thread that answers requests — a third of a new search page's CPU, during
 * which the whole site waited. Here the statements run on the other core while the main thread
 * renders. It stands in for the PGlite object where Drizzle and the listener use one: query, a
 * transaction held open across the caller's statements (PGlite's lock held meanwhile, as
 * in-process), LISTEN, close. The thread keeps the process alive only while a request is waiting.
 */
export class PgliteThread implements PgliteQueries {
  #requests: WorkerRequests;
  #channels = new Map<string, (payload: string) => void>();

  private constructor(worker: Worker) {
    this.#requests = new WorkerRequests(
      worker,
      (code) => new Error(`the embedded database thread stopped (exit code ${code})`),
    );
    worker.on('message', (answer: PgliteAnswer) => {
      if ('channel' in answer) return this.#channels.get(answer.channel)?.(answer.payload);
      this.#requests.settle(
        answer.id,
        'error' in answer ? { error: errorOf(answer.error) } : { value: answer.value },
      );
    });
  }

  /** Opens the database in `dataDir` on a new thread; rejects when it cannot be opened. */
  static async start(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(
      startWorkerEntry(import.meta.url, 'pglite-worker', { workerData: { dataDir } }),
    );
    try {
      await thread.#call({ op: 'ready' });
    } catch (error) {
      await thread.#requests.worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed() {
    return this.#requests.failure !== null;
  }

  #call<T>(request: Request): Promise<T> {
    return this.#requests.send<T>(request).answer;
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const { rowMode } = options ?? {};
    return this.#call<Results<T>>({ op: 'query', sql, params, rowMode, rawTypes: rawTypesOf(options), tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  /** `fn`'s statements in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    // A transaction is named by its `begin`'s id.
    const { id: tx, answer: begun } = this.#requests.send({ op: 'begin' } satisfies Request);
    await begun;
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.#query(tx, sql, params, options) });
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  /** Calls `handler` with each NOTIFY on `channel` (one handler per channel: the listener's registry). */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    this.#channels.set(channel, handler);
    await this.#call({ op: 'listen', channel });
    return async () => {
      this.#channels.delete(channel);
      await this.#call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.#call({ op: 'close' });
    this.#requests.fail(new Error('the embedded database is closed'));
    await this.#requests.worker.terminate();
  }
}
