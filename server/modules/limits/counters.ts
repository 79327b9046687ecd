import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { captchaSolutions, rateCounters } from './schema';

/** Keys are IPs, ids and addresses; anything longer is cut, so a crafted key cannot bloat a row. */
const KEY_MAX = 320;

export interface CounterHit {
  /** Hits in the current window, this one included. */
  count: number;
  resetAt: Date;
}

/** One hit (every API request takes one): built once, a named statement on PostgreSQL. */
const hitStatement = preparedStatement('rate_counters_hit', (db, name) => {
  const ended = sql`${rateCounters.expiresAt} <= ${sql.placeholder('now')}::timestamptz`;
  return db
    .insert(rateCounters)
    .values({
      bucket: sql.placeholder('bucket'),
      key: sql.placeholder('key'),
      count: 1,
      expiresAt: sql.placeholder('expiresAt'),
    })
    .onConflictDoUpdate({
      target: [rateCounters.bucket, rateCounters.key],
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateCounters.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateCounters.expiresAt} END`,
      },
    })
    .returning({ count: rateCounters.count, resetAt: rateCounters.expiresAt })
    .prepare(name);
});

/**
 * Fixed-window counters in PostgreSQL (ADR-0018): one `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * per hit, so two processes (or two requests of one) never both see the same count. A window
 * starts at a key's first hit after the last one ended.
 */
export function createRateCounters(db: Db, clock: Clock) {
  const where = (bucket: string, key: string) =>
    and(eq(rateCounters.bucket, bucket), eq(rateCounters.key, key.slice(0, KEY_MAX)));

  async function hit(bucket: string, key: string, windowMs: number): Promise<CounterHit> {
    const now = clock.now();
    const [row] = await hitStatement(db, {
      bucket,
      key: key.slice(0, KEY_MAX),
      expiresAt: new Date(now.getTime() + windowMs),
      now: now.toISOString(),
    });
    return row!;
  }

  /** Hits in the current window (0 once it has ended). */
  async function peek(bucket: string, key: string): Promise<number> {
    const [row] = await db
      .select({ count: rateCounters.count })
      .from(rateCounters)
      .where(and(where(bucket, key), gt(rateCounters.expiresAt, clock.now())));
    return row?.count ?? 0;
  }

  /** Gives one hit back (an attempt that turned out not to count), never below zero. */
  async function release(bucket: string, key: string) {
    await db
      .update(rateCounters)
      .set({ count: sql`${rateCounters.count} - 1` })
      .where(and(where(bucket, key), gt(rateCounters.count, 0), gt(rateCounters.expiresAt, clock.now())));
  }

  async function reset(bucket: string, key: string) {
    await db.delete(rateCounters).where(where(bucket, key));
  }

  /**
   * Records a solved human check; false when any process already accepted it. The signature is
   * kept until its challenge expires, after which the challenge itself is refused.
   */
  async function claimSolution(signature: string, expiresAt: Date): Promise<boolean> {
    const claimed = await db
      .insert(captchaSolutions)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: captchaSolutions.signature });
    return claimed.length === 1;
  }

  /** Deletes ended windows and expired solutions (a recurring job). */
  async function sweep() {
    const now = clock.now();
    await db.delete(rateCounters).where(lte(rateCounters.expiresAt, now));
    await db.delete(captchaSolutions).where(lte(captchaSolutions.expiresAt, now));
  }

  return { hit, peek, release, reset, claimSolution, sweep };
}

export type RateCounters = ReturnType<typeof createRateCounters>;
