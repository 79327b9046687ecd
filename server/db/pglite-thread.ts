import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { startWorkerEntry } from '../platform/worker-entry';
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
  #worker: Worker;
  #next = 0;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #channels = new Map<string, (payload: string) => void>();
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (answer: PgliteAnswer) => {
      if ('channel' in answer) return this.#channels.get(answer.channel)?.(answer.payload);
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) worker.unref();
      if ('error' in answer) waiting?.reject(errorOf(answer.error));
      else waiting?.resolve(answer.value);
    });
    const failAll = (error: Error) => {
      this.#closed = true;
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) =>
      failAll(new Error(`the embedded database thread stopped (exit code ${code})`)),
    );
  }

  /** Opens the database in `dataDir` on a new thread; rejects when it cannot be opened. */
  static async start(dataDir: string): Promise<PgliteThread> {
    const thread = new PgliteThread(
      startWorkerEntry(import.meta.url, 'pglite-worker', { workerData: { dataDir } }),
    );
    try {
      await thread.#call({ op: 'ready' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed() {
    return this.#closed;
  }

  #call<T>(request: Request): Promise<T> {
    return this.#send<T>(request).answer;
  }

  /** The request's id (a transaction is named by its `begin`'s) and its answer. */
  #send<T>(request: Request): { id: number; answer: Promise<T> } {
    const id = this.#next++;
    if (this.#closed) return { id, answer: Promise.reject(new Error('the embedded database is closed')) };
    this.#worker.ref();
    const answer = new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id });
    });
    return { id, answer };
  }

  #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const { rowMode } = options ?? {};
    return this.#call<Results<T>>({ op: 'query', sql, params, rowMode, rawTypes: rawTypesOf(options), tx });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  /** `fn`'s statements in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const { id: tx, answer: begun } = this.#send({ op: 'begin' });
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
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
