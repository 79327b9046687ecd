import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Database } from './connection';
import { preparedStatement } from './prepared';

/** A table of this test's own, made in its databases. */
const things = pgTable('prepared_test_things', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

// Runs on PGlite, and on PostgreSQL with DATABASE_URL (a pool: a statement run outside the
// transaction's connection would not see its rows).
describe('preparedStatement', () => {
  let database: TestDatabase;
  let other: TestDatabase;
  const statements: string[] = [];
  const nameOf = preparedStatement('test_thing_name', (db, name) =>
    db
      .select({ name: things.name })
      .from(things)
      .where(eq(things.id, sql.placeholder('id')))
      .prepare(name),
  );
  const read = async (db: Database['db']) => (await nameOf(db, { id: 1 }))[0]?.name;

  beforeAll(async () => {
    database = await createTestDatabase({ onStatement: (query) => statements.push(query) });
    other = await createTestDatabase();
    for (const { db } of [database, other]) {
      await db.execute(sql`create table prepared_test_things (id int primary key, name text not null)`);
      await db.insert(things).values({ id: 1, name: 'Before' });
    }
  });

  afterAll(async () => {
    await database?.close();
    await other?.close();
  });

  it("runs inside the caller's transaction: it sees the transaction's rows, and nothing once rolled back", async () => {
    expect(await read(database.db)).toBe('Before');
    let inside: string | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.update(things).set({ name: 'Inside the transaction' }).where(eq(things.id, 1));
        inside = await read(tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(inside).toBe('Inside the transaction');
    expect(await read(database.db)).toBe('Before');
  });

  it('is built once per database: every transaction of it reuses the statement, another database builds its own', async () => {
    let builds = 0;
    const fresh = preparedStatement('test_thing_once', (db, name) => {
      builds++;
      return db.select({ id: things.id }).from(things).where(eq(things.id, 1)).prepare(name);
    });
    await fresh(database.db);
    for (let i = 0; i < 3; i++) await database.db.transaction((tx) => fresh(tx));
    expect(builds).toBe(1);
    await fresh(other.db);
    expect(builds).toBe(2);
  });

  it('reports its statements to the logger of the database it ran on, in a transaction too', async () => {
    statements.length = 0;
    await database.db.transaction((tx) => read(tx));
    await read(other.db);
    expect(statements.filter((query) => query.includes('"prepared_test_things"'))).toHaveLength(1);
  });
});
