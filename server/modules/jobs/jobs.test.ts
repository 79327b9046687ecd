import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../../db/connection';
import { manualClock } from '../../platform/clock';
import { createLogger } from '../../platform/logger';
import { createTestApp } from '../../test/app';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { pause, waitFor } from '../../test/wait';
import { authSessions } from '../accounts/schema';
import { PURGE_EVERY_MS, PURGE_JOB } from '../accounts/service';
import { BROWSER_IDLE_MS } from '../accounts/sessions';
import { jobs as jobsTable } from './schema';
import { createJobsService } from './service';
import { backoffDelay } from './queue';

const HOUR = 60 * 60 * 1000;

describe('backoff', () => {
  it('doubles from the base delay and never waits more than a day', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(40, 30_000)).toBe(24 * HOUR);
  });
});

describe('scheduled jobs on the application clock', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('runs a job only once the clock reaches its time, and a unique key schedules it once', async () => {
    const ran: string[] = [];
    t.services.jobs.define<{ who: string }>('test.remind', {
      handler: async ({ who }) => {
        ran.push(who);
      },
    });
    const runAt = new Date(t.clock.now().getTime() + HOUR);
    const key = { runAt, uniqueKey: 'remind:salma' };
    const id = await t.services.jobs.enqueue(t.services.db, 'test.remind', { who: 'salma' }, key);
    expect(id).not.toBeNull();
    expect(await t.services.jobs.enqueue(t.services.db, 'test.remind', { who: 'salma' }, key)).toBeNull();

    await pause(300);
    t.clock.advance(HOUR - 1000);
    await pause(300);
    expect(ran).toEqual([]);
    t.clock.advance(1000);
    await waitFor(() => ran.length > 0);
    await pause(300);
    expect(ran).toEqual(['salma']);
    expect((await t.services.jobs.get(id!))?.status).toBe('done');
  });

  it('purges expired sessions every hour: the recurring clean-up runs when the clock passes the hour', async () => {
    const { accounts, db } = t.services;
    const admin = await accounts.ensureAdmin({
      email: 'purge@example.test',
      password: 'admin passphrase 42',
    });
    await accounts.sessions.create(admin.id, 'browser');
    const sessionsOf = () => db.select().from(authSessions).where(eq(authSessions.userId, admin.id));
    expect(await sessionsOf()).toHaveLength(1);

    // Idle for longer than allowed: nothing deletes it until the hourly clean-up comes round.
    t.clock.advance(BROWSER_IDLE_MS + PURGE_EVERY_MS);
    await waitFor(async () => (await sessionsOf()).length === 0, 10_000, 'session purged');
    // …and the next occurrence is already scheduled, once.
    await waitFor(async () => {
      const next = await db
        .select()
        .from(jobsTable)
        .where(and(eq(jobsTable.name, PURGE_JOB), gt(jobsTable.runAt, t.clock.now())));
      return next.length === 1 && next[0]!.status === 'pending';
    });
  });
});

function worker(database: { db: TestDatabase['db'] }, clock: ReturnType<typeof manualClock>) {
  const done = new Map<number, number>();
  const jobs = createJobsService({
    db: database.db,
    clock,
    logger: createLogger('silent'),
    options: { pollMs: 20, maxAttempts: 3, backoffMs: 1000, leaseMs: 60_000 },
  });
  jobs.define<{ n: number }>('test.count', {
    handler: async ({ n }) => {
      done.set(n, (done.get(n) ?? 0) + 1);
      await pause(1);
    },
  });
  return { jobs, done };
}

/** Enqueues `count` jobs, runs both workers at once until every job is done, and checks each ran once. */
async function race(a: ReturnType<typeof worker>, b: ReturnType<typeof worker>, count: number) {
  await a.jobs.transaction(async (tx) => {
    for (let n = 0; n < count; n++) await a.jobs.enqueue(tx, 'test.count', { n });
  });
  a.jobs.start();
  b.jobs.start();
  try {
    await waitFor(() => a.done.size + b.done.size >= count, 90_000, `${count} jobs done`);
    await pause(200);
  } finally {
    await Promise.all([a.jobs.stop(), b.jobs.stop()]);
  }
  const runs = new Map<number, number>();
  for (const side of [a.done, b.done]) for (const [n, times] of side) runs.set(n, (runs.get(n) ?? 0) + times);
  expect(runs.size).toBe(count);
  expect([...runs.values()].every((times) => times === 1)).toBe(true);
  expect(a.done.size).toBeGreaterThan(0);
  expect(b.done.size).toBeGreaterThan(0);
}

describe('several workers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it.skipIf(!process.env.DATABASE_URL)(
    'two workers on two connection pools drain 1,000 jobs, each exactly once (PostgreSQL only: PGlite has one connection)',
    async () => {
      const clock = manualClock(new Date());
      const second = postgresDatabase(database.url!, 4);
      try {
        await race(worker(database, clock), worker(second, clock), 1000);
        const done = await database.db
          .select({ id: jobsTable.id })
          .from(jobsTable)
          .where(and(eq(jobsTable.name, 'test.count'), eq(jobsTable.status, 'done')));
        expect(done).toHaveLength(1000);
      } finally {
        await second.close();
      }
    },
    120_000,
  );

  it('two workers sharing one connection (PGlite, or one pool) drain 300 jobs, each exactly once', async () => {
    const clock = manualClock(new Date());
    await race(worker(database, clock), worker(database, clock), 300);
  }, 60_000);
});
