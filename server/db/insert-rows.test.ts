import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { at, serialId } from './columns';
import { insertRows } from './insert-rows';
import { rowsOf } from './rows';
import { returnedBy, writeTogether } from './together';

/** A table of this test's own, with a column of each kind the shop's inserts write. */
const things = pgTable('insert_rows_test_things', {
  id: serialId(),
  ref: uuid('ref').notNull(),
  name: text('name').notNull(),
  note: text('note'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  details: jsonb('details').$type<unknown>(),
  at: at('at').notNull(),
  tries: integer('tries').notNull().default(3),
  key: text('key').unique(),
});
const parts = pgTable('insert_rows_test_parts', {
  thingId: integer('thing_id').notNull(),
  label: text('label').notNull(),
});

// Runs on PGlite, and on PostgreSQL with DATABASE_URL.
describe('insertRows (issue 28: a write built without a parameter per value)', () => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    await db().execute(sql`create table insert_rows_test_things (
      id int generated always as identity primary key, ref uuid not null, name text not null, note text,
      amount bigint not null, details jsonb, at timestamptz not null, tries int not null default 3,
      key text unique)`);
    await db().execute(sql`create table insert_rows_test_parts (thing_id int not null, label text not null)`);
  });
  afterAll(() => database?.close());

  const sample = () => ({
    ref: randomUUID(),
    name: 'Carton « double » \\ "cannelure" كرتون',
    note: null,
    amount: 2 ** 40 + 7,
    details: { fr: ['un', 'deux'], nested: { n: 1.5, yes: true, none: null }, text: 'a"b' },
    at: new Date('2026-12-12T23:30:00.123Z'),
  });
  const readBack = async (ref: string) => {
    const [row] = await db().select().from(things).where(eq(things.ref, ref));
    const { id: _id, ...rest } = row!;
    // As the database holds it: Drizzle's reading would parse a JSON value stored as a JSON string.
    const [stored] = await rowsOf<{ details: string; type: string }>(
      db(),
      sql`select details::text as details, jsonb_typeof(details) as type from ${things} where ref = ${ref}`,
    );
    return { ...rest, stored };
  };

  it('writes what Drizzle’s insert writes, the columns left out taking their defaults', async () => {
    const byDrizzle = sample();
    const byRows = { ...sample(), ref: randomUUID() };
    await db().insert(things).values(byDrizzle);
    await rowsOf(db(), insertRows(things, [byRows]));
    expect({ ...(await readBack(byRows.ref)), ref: 'x' }).toEqual({
      ...(await readBack(byDrizzle.ref)),
      ref: 'x',
    });
    expect((await readBack(byRows.ref)).tries).toBe(3);
    expect((await readBack(byRows.ref)).stored?.type).toBe('object');
  });

  it('writes many rows in one statement, JSON strings and arrays kept as values', async () => {
    const rows = [
      { ...sample(), details: 'just text', tries: 1 },
      { ...sample(), details: [1, 'two'], tries: 2 },
      { ...sample(), details: null, tries: 5 },
    ];
    const answered = await rowsOf<{ id: number; tries: number }>(
      db(),
      insertRows(things, rows, { returning: [things.id, things.tries] }),
    );
    expect(answered.map((row) => row.tries)).toEqual([1, 2, 5]);
    const read = await db()
      .select()
      .from(things)
      .where(eq(things.name, rows[0]!.name))
      .orderBy(asc(things.id));
    expect(read.slice(-3).map((row) => row.details)).toEqual(['just text', [1, 'two'], null]);
  });

  it('takes SQL values, such as another write’s RETURNING in the same statement', async () => {
    const ref = randomUUID();
    await writeTogether(db(), [
      { name: 'thing', write: insertRows(things, [{ ...sample(), ref }], { returning: [things.id] }) },
      insertRows(parts, [
        { thingId: returnedBy('thing', 'id'), label: 'a' },
        { thingId: returnedBy('thing', 'id'), label: 'b' },
      ]),
      insertRows(things, [{ ...sample(), amount: 1, name: sql`upper(${'computed'})` }]),
    ]);
    const [thing] = await db().select().from(things).where(eq(things.ref, ref));
    const labels = await db().select().from(parts).where(eq(parts.thingId, thing!.id));
    expect(labels.map((part) => part.label).sort()).toEqual(['a', 'b']);
    expect(await db().select({ id: things.id }).from(things).where(eq(things.name, 'COMPUTED'))).toHaveLength(
      1,
    );
  });

  it('does nothing on a conflict when asked, answering no row', async () => {
    const key = `key-${randomUUID()}`;
    const write = () =>
      insertRows(things, [{ ...sample(), key }], { onConflictDoNothing: things.key, returning: [things.id] });
    expect(await rowsOf(db(), write())).toHaveLength(1);
    expect(await rowsOf(db(), write())).toHaveLength(0);
    await expect(rowsOf(db(), insertRows(things, [{ ...sample(), key }]))).rejects.toThrow();
  });

  it('refuses rows it cannot write as Drizzle would', () => {
    expect(() => insertRows(things, [])).toThrow(/no rows/);
    expect(() => insertRows(things, [{ ...sample(), tries: 2 }, sample()])).toThrow(
      /every row gives tries, or none/,
    );
    expect(() => insertRows(things, [sample(), { ...sample(), tries: 2 }])).toThrow(
      /every row gives tries, or none/,
    );
    const stamped = pgTable('insert_rows_test_stamped', {
      label: text('label').notNull(),
      made: text('made').$defaultFn(() => 'now'),
    });
    expect(() => insertRows(stamped, [{ label: 'a' }])).toThrow(/made has a JavaScript default/);
    expect(insertRows(stamped, [{ label: 'a', made: 'then' }]).getSQL()).toBeDefined();
  });
});
