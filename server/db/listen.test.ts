import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionUrlOf, createTestDatabase, rowsOf } from '../test/database';
import { notify, type Database } from './connection';
import { LISTENER_APPLICATION_NAME } from './listen';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The payloads a channel receives, and a way to wait for one. */
async function collect(channel: string) {
  const payloads: string[] = [];
  const unlisten = await database.listen(channel, (payload) => payloads.push(payload));
  async function waitFor(payload: string, ms = 3000) {
    const deadline = Date.now() + ms;
    while (!payloads.includes(payload) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return payloads.includes(payload);
  }
  return { payloads, unlisten, waitFor };
}

describe(`listen / notify (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers a NOTIFY sent in a transaction when it commits, never when it rolls back', async () => {
    const channel = collect('test_tx');
    const { payloads, waitFor, unlisten } = await channel;
    await database.db
      .transaction(async (tx) => {
        await notify(tx, 'test_tx', 'rolled back');
        throw new Error('undo');
      })
      .catch(() => {});
    let seenInside = false;
    await database.db.transaction(async (tx) => {
      await notify(tx, 'test_tx', 'committed');
      await new Promise((r) => setTimeout(r, 100));
      seenInside = payloads.includes('committed');
    });
    expect(seenInside).toBe(false);
    expect(await waitFor('committed')).toBe(true);
    await notify(database.db, 'test_tx', 'after');
    expect(await waitFor('after')).toBe(true);
    expect(payloads).toEqual(['committed', 'after']);
    await unlisten();
  });

  it('fans one LISTEN out to every handler of the channel; unlisten stops only its handler', async () => {
    const a = await collect('test_fan');
    const b = await collect('test_fan');
    await notify(database.db, 'test_fan', 'one');
    expect(await a.waitFor('one')).toBe(true);
    expect(await b.waitFor('one')).toBe(true);
    await a.unlisten();
    await notify(database.db, 'test_fan', 'two');
    expect(await b.waitFor('two')).toBe(true);
    expect(a.payloads).toEqual(['one']);
    await b.unlisten();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(database.listen('x; drop table users', () => {})).rejects.toThrow(/invalid channel/);
    await expect(notify(database.db, 'Bad-Name', '')).rejects.toThrow(/invalid channel/);
  });

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: hears NOTIFY from another connection, and listens again after its connection is killed',
    async () => {
      const url = (await connectionUrlOf(database))!;
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        const channel = await collect('test_reconnect');
        await other.query(`select pg_notify('test_reconnect', 'before')`);
        expect(await channel.waitFor('before')).toBe(true);

        const killed = rowsOf<{ done: boolean }>(
          await database.db.execute(sql`select pg_terminate_backend(pid) as done from pg_stat_activity
              where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`),
        );
        expect(killed).toEqual([{ done: true }]);
        // Keep announcing until the new connection hears one (it reconnects within a second).
        const deadline = Date.now() + 5000;
        let n = 0;
        while (!channel.payloads.some((p) => p.startsWith('after ')) && Date.now() < deadline) {
          await other.query(`select pg_notify('test_reconnect', 'after ${n++}')`);
          await new Promise((r) => setTimeout(r, 100));
        }
        expect(channel.payloads.some((p) => p.startsWith('after '))).toBe(true);
        await channel.unlisten();
      } finally {
        await other.end();
      }
    },
  );
});
