import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/** pending → running (claimed under a lease) → done; or back to pending with a backoff; failed after the last attempt. */
export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/**
 * The outbox and the job queue in one table (ADR-0009): a row is written in the transaction of the
 * change it belongs to, and workers claim due rows with FOR UPDATE SKIP LOCKED.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    /** The handler that runs it, e.g. "mail.send". */
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    /** Scheduling again under the same key is a no-op while this row exists. */
    uniqueKey: text('unique_key').unique(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    /** When it may run: at enqueue, or the next attempt after a failure. */
    runAt: at('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    createdAt: at('created_at').notNull(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_due')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_finished').on(t.status, t.finishedAt),
  ],
);
