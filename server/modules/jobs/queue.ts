import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { insertRows } from '../../db/insert-rows';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { jobs } from './schema';

export type JobRow = typeof jobs.$inferSelect;

export interface QueueOptions {
  maxAttempts: number;
  backoffMs: number;
  leaseMs: number;
}

export interface EnqueueOptions {
  /** Not before this moment (default: now, by the application clock). */
  runAt?: Date;
  /** One job per key: enqueueing the same key again does nothing while the first row exists. */
  uniqueKey?: string;
  maxAttempts?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The wait before attempt `attempt + 1`: base, 2×base, 4×base… never more than a day. */
export function backoffDelay(attempt: number, baseMs: number) {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), DAY_MS);
}

/** The table operations of the outbox/job queue; every "now" is asked of the clock at the call. */
export function createJobQueue(db: Db, clock: Clock, options: QueueOptions) {
  /**
   * The job's insert, built and not run: the caller runs it with its transaction, alone or with
   * other writes in one statement (writeTogether). `payload` may be SQL reading another write's
   * RETURNING. Answers the job's id, or nothing when its unique key is taken.
   */
  function enqueueWrite(name: string, payload: unknown, opts: EnqueueOptions = {}) {
    const now = clock.now();
    const row = {
      id: randomUUID(),
      name,
      payload,
      uniqueKey: opts.uniqueKey ?? null,
      runAt: opts.runAt ?? now,
      maxAttempts: opts.maxAttempts ?? options.maxAttempts,
      createdAt: now,
    };
    return insertRows(jobs, [row], { onConflictDoNothing: jobs.uniqueKey, returning: [jobs.id] });
  }

  /** Writes a job with the caller's handle: inside its transaction, it exists only if that commits. */
  async function enqueue(tx: Db, name: string, payload: unknown, opts: EnqueueOptions = {}) {
    const rows = await rowsOf<{ id: string }>(tx, enqueueWrite(name, payload, opts));
    return rows[0]?.id ?? null;
  }

  /**
   * Takes up to `limit` due jobs of the given names for `workerId` under a lease. SKIP LOCKED lets
   * several workers (processes, pools) claim side by side without ever taking the same row; a job
   * whose lease ran out (its worker died) is due again. Leases are measured by the database's
   * clock, the one clock every process shares: a process whose clock runs ahead (or a test clock
   * moved forward) never takes over a job another process is still running.
   */
  async function claim(workerId: string, names: string[], limit: number): Promise<JobRow[]> {
    if (names.length === 0) return [];
    const now = clock.now();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.name, names),
          or(
            and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)),
            and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(jobs)
      .set({
        status: 'running',
        attempts: sql`${jobs.attempts} + 1`,
        lockedBy: workerId,
        lockedUntil: sql`now() + ${options.leaseMs} * interval '1 millisecond'`,
      })
      .where(inArray(jobs.id, due))
      .returning();
  }

  /** Marks a claimed job done, only if this worker still holds it; false when its lease was taken over. */
  async function complete(job: JobRow, workerId: string, keptPayload?: unknown) {
    const done = await db
      .update(jobs)
      .set({
        status: 'done',
        finishedAt: clock.now(),
        lockedBy: null,
        lockedUntil: null,
        ...(keptPayload === undefined ? {} : { payload: keptPayload }),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
      .returning({ id: jobs.id });
    return done.length > 0;
  }

  /** Records a failed attempt: due again after the backoff, or failed for good after the last one. */
  async function fail(job: JobRow, workerId: string, error: unknown) {
    const now = clock.now();
    const giveUp = job.attempts >= job.maxAttempts;
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(jobs)
      .set({
        status: giveUp ? 'failed' : 'pending',
        runAt: giveUp ? now : new Date(now.getTime() + backoffDelay(job.attempts, options.backoffMs)),
        lastError: message.slice(0, 2000),
        lockedBy: null,
        lockedUntil: null,
        finishedAt: giveUp ? now : null,
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
    return giveUp;
  }

  /** Jobs that failed at least once and are not done: waiting for their next attempt, or given up. */
  async function listFailed() {
    return db
      .select()
      .from(jobs)
      .where(and(isNotNull(jobs.lastError), inArray(jobs.status, ['pending', 'failed'])))
      .orderBy(desc(jobs.runAt));
  }

  /** Makes a failed (or backing-off) job due now with a fresh set of attempts; false for any other id. */
  async function retry(id: string) {
    if (!UUID.test(id)) return false;
    const rows = await db
      .update(jobs)
      .set({ status: 'pending', runAt: clock.now(), attempts: 0, finishedAt: null })
      .where(
        and(
          eq(jobs.id, id.toLowerCase()),
          or(eq(jobs.status, 'failed'), and(eq(jobs.status, 'pending'), isNotNull(jobs.lastError))),
        ),
      )
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  async function get(id: string) {
    if (!UUID.test(id)) return null;
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id.toLowerCase()));
    return row ?? null;
  }

  /** True when a job of that name is waiting or running (a recurring job is already scheduled). */
  async function hasOpen(name: string) {
    const [row] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.name, name), inArray(jobs.status, ['pending', 'running'])))
      .limit(1);
    return !!row;
  }

  /** Forgets done jobs after `doneMs` and given-up ones after `failedMs` (their unique keys free again). */
  async function purgeFinished(doneMs: number, failedMs: number) {
    const now = clock.now().getTime();
    await db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.status, 'done'), lt(jobs.finishedAt, new Date(now - doneMs))),
          and(eq(jobs.status, 'failed'), lt(jobs.finishedAt, new Date(now - failedMs))),
        ),
      );
  }

  return { enqueue, enqueueWrite, claim, complete, fail, listFailed, retry, get, hasOpen, purgeFinished };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
