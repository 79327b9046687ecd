import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection';
import { type Clock, manualClock } from '../../platform/clock';
import { type TestDatabase } from '../../test/database';
import { createRateCounters } from './counters';
import { type BucketSpec, rateBucket } from './buckets';
import { captchaSolutions, rateCounters } from './schema';
import { useTestDatabaseTwice } from '../../test/harness';

let database: TestDatabase;
let other: Database;
useTestDatabaseTwice((opened) => ({ database, other } = opened));

const WINDOW = 60_000;
/** A one-minute bucket counted in that database. */
const bucketOn = (db: Database['db'], clock: Clock, name: string, spec: Omit<BucketSpec, 'windowMs'>) =>
  rateBucket(createRateCounters(db, clock), clock, name, { ...spec, windowMs: WINDOW });

describe('rate counters (shared by every process)', () => {
  it('allow up to the limit in a window, then refuse until it ends, with the seconds left', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const bucket = bucketOn(database.db, clock, 'window', { limit: 2, per: 'ip' });
    expect((await bucket.hit('ip')).allowed).toBe(true);
    clock.advance(20_000);
    expect(await bucket.hit('ip')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 40 });
    expect(await bucket.hit('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 40 });
    expect((await bucket.hit('other-ip')).allowed).toBe(true);
    clock.advance(40_000);
    expect(await bucket.hit('ip')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 60 });
  });

  it('give an attempt back (never below zero) and forget a key', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const counters = createRateCounters(database.db, clock);
    const bucket = rateBucket(counters, clock, 'release', { limit: 2, windowMs: WINDOW, per: 'account' });
    await bucket.hit('a');
    await bucket.hit('a');
    await bucket.release('a');
    expect(await bucket.count('a')).toBe(1);
    await bucket.release('a');
    await bucket.release('a');
    expect(await bucket.count('a')).toBe(0);
    await bucket.hit('a');
    await bucket.reset('a');
    expect(await bucket.count('a')).toBe(0);
  });

  it('count each hit once when two processes hit one key at the same moment', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const here = bucketOn(database.db, clock, 'race', { limit: 5, per: 'ip' });
    const there = bucketOn(other.db, clock, 'race', { limit: 5, per: 'ip' });
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? here : there).hit('10.0.0.1')),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await here.count('10.0.0.1')).toBe(40);
  });

  it('sweep ended windows and expired solutions, and keep the live ones', async () => {
    const clock = manualClock(new Date('2026-03-01T10:00:00Z'));
    const counters = createRateCounters(database.db, clock);
    await counters.hit('sweep', 'old', WINDOW);
    await counters.claimSolution('old-signature', new Date(clock.now().getTime() + WINDOW));
    clock.advance(WINDOW);
    await counters.hit('sweep', 'new', WINDOW);
    await counters.claimSolution('new-signature', new Date(clock.now().getTime() + WINDOW));
    await counters.sweep();
    const keys = (await database.db.select().from(rateCounters)).filter((r) => r.bucket === 'sweep');
    expect(keys.map((r) => r.key)).toEqual(['new']);
    const signatures = await database.db.select().from(captchaSolutions);
    expect(signatures.map((r) => r.signature)).toEqual(['new-signature']);
  });
});
