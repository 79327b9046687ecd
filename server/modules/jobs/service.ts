import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import { createJobQueue, type EnqueueOptions, type JobRow, type QueueOptions } from './queue';

export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first attempt. */
  attempt: number;
}

export interface JobDefinition<P> {
  handler: (payload: P, job: JobContext) => Promise<void>;
  /** Recurring: one occurrence at each multiple of this period (by the clock), scheduled by the worker. */
  every?: number;
  /** What to keep of the payload once done (e.g. a mail's recipient and subject, not its secrets). */
  keep?: (payload: P) => unknown;
  /** One line for the list of failed jobs. */
  describe?: (payload: P) => string;
}

export interface JobsOptions extends QueueOptions {
  pollMs: number;
  /** Jobs claimed and run side by side per poll. */
  batchSize?: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Done jobs are forgotten after a week, given-up ones after a month. */
const KEEP_DONE_MS = 7 * DAY_MS;
const KEEP_FAILED_MS = 30 * DAY_MS;

/**
 * The outbox and scheduled jobs (ADR-0009): services enqueue with the transaction they write with;
 * a worker in each process polls for due jobs, claims them under a lease and runs their handler,
 * retrying with exponential backoff. Handlers are registered by name with `define`.
 */
export function createJobsService(deps: { db: Db; clock: Clock; logger: Logger; options: JobsOptions }) {
  const { db, clock, logger, options } = deps;
  const queue = createJobQueue(db, clock, options);
  const definitions = new Map<string, JobDefinition<never>>();
  const batchSize = options.batchSize ?? 10;
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  let running = false;
  let loop: Promise<void> | null = null;
  let woken = false;
  let wakeSleeper: (() => void) | null = null;

  function define<P>(name: string, definition: JobDefinition<P>) {
    if (definitions.has(name)) throw new Error(`job "${name}" is already defined`);
    definitions.set(name, definition as JobDefinition<never>);
  }

  /** A transaction whose enqueued jobs the worker starts on right after the commit. */
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction((tx) => fn(tx));
    wake();
    return result;
  }

  /** The next occurrence of a recurring job after now; its key makes two schedulers agree on one row. */
  async function scheduleNext(name: string, every: number) {
    const now = clock.now().getTime();
    const runAt = new Date(Math.floor(now / every) * every + every);
    await queue.enqueue(db, name, {}, { runAt, uniqueKey: `${name}@${runAt.toISOString()}` });
  }

  async function ensureRecurring() {
    for (const [name, def] of definitions) {
      if (def.every && !(await queue.hasOpen(name))) await scheduleNext(name, def.every);
    }
  }

  async function execute(job: JobRow) {
    const def = definitions.get(job.name)!;
    const payload = job.payload as never;
    try {
      // Taken over after its last attempt's worker died: a job that kills its worker stops here.
      if (job.attempts > job.maxAttempts) throw new Error('the worker stopped during the last attempt');
      await def.handler(payload, { id: job.id, name: job.name, attempt: job.attempts });
      const kept = await queue.complete(job, workerId, def.keep?.(payload));
      if (!kept) logger.warn('job finished after its lease was taken over', { job: job.id, name: job.name });
      else logger.debug('job done', { job: job.id, name: job.name, attempt: job.attempts });
    } catch (error) {
      const gaveUp = await queue.fail(job, workerId, error).catch((e: unknown) => {
        logger.error('job failure not recorded', { job: job.id, error: String(e) });
        return false;
      });
      logger[gaveUp ? 'error' : 'warn'](gaveUp ? 'job failed for good' : 'job failed, will retry', {
        job: job.id,
        name: job.name,
        attempt: job.attempts,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      if (def.every)
        await scheduleNext(job.name, def.every).catch((e: unknown) =>
          logger.error('recurring job not rescheduled', { name: job.name, error: String(e) }),
        );
    }
  }

  /** Claims one batch of due jobs and runs it; how many were run. */
  async function runDue(): Promise<number> {
    const claimed = await queue.claim(workerId, [...definitions.keys()], batchSize);
    await Promise.all(claimed.map(execute));
    return claimed.length;
  }

  /** Runs due jobs until none is left (tests, and a worker catching up). */
  async function drain() {
    let total = 0;
    for (let n = await runDue(); n > 0; n = await runDue()) total += n;
    return total;
  }

  function wake() {
    woken = true;
    wakeSleeper?.();
  }

  function sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      }
      wakeSleeper = done;
    });
  }

  /** Starts this process's worker: it polls every JOBS_POLL_MS and at once when woken. */
  function start() {
    if (running) return;
    running = true;
    loop = (async () => {
      await ensureRecurring().catch((e: unknown) =>
        logger.error('recurring jobs not scheduled', { error: String(e) }),
      );
      while (running) {
        woken = false;
        let ran = 0;
        try {
          ran = await runDue();
        } catch (error) {
          logger.error('job poll failed', { error: String(error) });
        }
        if (running && ran < batchSize && !woken) await sleep(options.pollMs);
      }
    })();
  }

  /** Stops polling and waits for the jobs in hand to finish (SIGTERM, tests). */
  async function stop() {
    running = false;
    wakeSleeper?.();
    await loop;
    loop = null;
  }

  async function listFailed() {
    const rows = await queue.listFailed();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      summary: definitions.get(row.name)?.describe?.(row.payload as never) ?? row.name,
      status: row.status,
      attempts: row.attempts,
      maxAttempts: row.maxAttempts,
      lastError: row.lastError,
      /** null once given up. */
      nextAttemptAt: row.status === 'pending' ? row.runAt : null,
      createdAt: row.createdAt,
    }));
  }

  async function retry(id: string) {
    const retried = await queue.retry(id);
    if (retried) wake();
    return retried;
  }

  define('jobs.purge-finished', {
    every: DAY_MS,
    handler: () => queue.purgeFinished(KEEP_DONE_MS, KEEP_FAILED_MS),
  });

  return {
    define,
    enqueue: (tx: Db, name: string, payload: unknown, opts?: EnqueueOptions) =>
      queue.enqueue(tx, name, payload, opts),
    enqueueWrite: (name: string, payload: unknown, opts?: EnqueueOptions) =>
      queue.enqueueWrite(name, payload, opts),
    transaction,
    wake,
    start,
    stop,
    runDue,
    drain,
    listFailed,
    retry,
    get: queue.get,
    /** The table operations, for tests that play a worker dying mid-way. */
    queue,
    workerId,
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
