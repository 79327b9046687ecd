import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify, openDatabase, type Database } from './connection';
import { PgliteThread } from './pglite-thread';
import { rowsOf } from './rows';

// The server's embedded database runs on a thread of its own (pglite-thread.ts). What the services
// rely on must hold across it: transactions, errors with their SQLSTATE, NOTIFY on commit only.
describe('the embedded database on its own thread', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'emballo-pglite-thread-'));
    database = await openDatabase({ dataDir });
    await database.db.execute(sql`create table things (id int primary key, name text not null)`);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps this thread turning while a statement runs: the longest gap between timer turns stays short', async () => {
    const long = sql`select count(*) from generate_series(1, 3000000) a where a % 7 = 3`;
    const started = performance.now();
    await database.db.execute(long);
    const statementMs = performance.now() - started;

    let longestGap = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    await database.db.execute(long);
    clearInterval(timer);
    longestGap = Math.max(longestGap, performance.now() - last);
    // In this thread, the statement held the event loop for all of its run (over 200 ms here).
    expect(statementMs).toBeGreaterThan(100);
    expect(longestGap).toBeLessThan(statementMs / 2);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (1, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into things values (2, 'dropped')`);
        // Seen inside the transaction, before it ends.
        expect(await rowsOf(tx, sql`select id from things where id = 2`)).toEqual([{ id: 2 }]);
        throw new Error('called off');
      }),
    ).rejects.toThrow('called off');
    expect(await rowsOf(database.db, sql`select id, name from things order by id`)).toEqual([
      { id: 1, name: 'kept' },
    ]);
  });

  it("makes a statement outside a transaction wait for the transaction's end, as PGlite does", async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into things values (3, 'in transaction')`);
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from things`).then(
      (rows) => {
        order.push('read');
        return rows[0]!.n;
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(2);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it('hands errors over with their SQLSTATE and constraint', async () => {
    const error = await database.db.execute(sql`insert into things values (1, 'twice')`).then(
      () => null,
      (e: unknown) => e,
    );
    const cause = (error as { cause?: Record<string, unknown> }).cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    expect(cause).toBeInstanceOf(Error);
  });

  it('delivers a NOTIFY when its transaction commits, never when it rolls back', async () => {
    const heard: string[] = [];
    const unlisten = await database.listen('thread_test', (payload) => heard.push(payload));
    await database.db
      .transaction(async (tx) => {
        await notify(tx, 'thread_test', 'rolled back');
        throw new Error('no');
      })
      .catch(() => {});
    await database.db.transaction((tx) => notify(tx, 'thread_test', 'committed'));
    await expect.poll(() => heard).toEqual(['committed']);
    await unlisten();
    await notify(database.db, 'thread_test', 'after unlisten');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).toEqual(['committed']);
  });

  it('runs only parsers that keep text, refuses statements once closed, and a folder that cannot hold a database', async () => {
    const thread = await PgliteThread.start(
      join(mkdtempSync(join(tmpdir(), 'emballo-pglite-closed-')), 'db'),
    );
    const asText = { parsers: { 1082: (value: string) => value } };
    const toDate = { parsers: { 1082: (value: string) => new Date(value) } };
    const day = `select '2026-11-29'::date as day`;
    expect((await thread.query<{ day: string }>(day, [], asText)).rows).toEqual([{ day: '2026-11-29' }]);
    await expect(thread.query(day, [], toDate)).rejects.toThrow('it runs no other parser');
    await thread.close();
    expect(thread.closed).toBe(true);
    await expect(thread.query('select 1')).rejects.toThrow('the embedded database is closed');
    await expect(openDatabase({ dataDir: '/proc/emballo-none' })).rejects.toThrow();
  });
});
