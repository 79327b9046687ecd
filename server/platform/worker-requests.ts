import type { Worker } from 'node:worker_threads';

export type Outcome = { value: unknown } | { error: Error };

/**
 * Requests to a worker thread, each posted with an id that its answer carries back. The thread
 * holds the process open only while a request waits for its answer. A thread that fails or stops
 * fails every waiting request, and refuses the next ones with the same error.
 */
export class WorkerRequests {
  #next = 0;
  #waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #failure: Error | null = null;

  /** `stopped` names the thread's exit in the error its waiting requests get. */
  constructor(
    readonly worker: Worker,
    stopped: (exitCode: number) => Error,
  ) {
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(stopped(code)));
  }

  /** Why the thread takes no more requests, or null while it does. */
  get failure(): Error | null {
    return this.#failure;
  }

  /** Posts `request` with a new id: the id, and the answer `settle` gives it. */
  send<T>(request: object): { id: number; answer: Promise<T> } {
    const id = this.#next++;
    if (this.#failure) return { id, answer: Promise.reject(this.#failure) };
    this.worker.ref();
    const answer = new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
    return { id, answer };
  }

  /** Answers request `id` (from the thread's message); an unknown id is ignored. */
  settle(id: number, outcome: Outcome) {
    const waiting = this.#waiting.get(id);
    this.#waiting.delete(id);
    if (this.#waiting.size === 0) this.worker.unref();
    if ('error' in outcome) waiting?.reject(outcome.error);
    else waiting?.resolve(outcome.value);
  }

  /** Fails every waiting request and refuses the next ones (the first reason is kept). */
  fail(error: Error) {
    this.#failure ??= error;
    for (const { reject } of this.#waiting.values()) reject(error);
    this.#waiting.clear();
    this.worker.unref();
  }
}
