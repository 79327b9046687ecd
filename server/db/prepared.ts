import type { Db } from './types';

/** What Drizzle's `.prepare(name)` answers: run with the placeholders' values. */
interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * What a Drizzle database handle and its prepared query hold, which the type declarations leave
 * out: the session (one per handle) carries the client the handle runs on (the pool, or the
 * connection a transaction holds) and the options its database was made with (one object per
 * database, handed on to each of its transactions' sessions); a prepared query runs on `client`.
 * `prepared.test.ts` fails if a Drizzle upgrade changes either.
 */
interface HandleInternals {
  session: { client: unknown; options: object };
}

/**
 * A statement of a fixed shape, built by Drizzle once per database instead of once per call
 * (issue 28: building a query costs more CPU than PostgreSQL answering a small one). `build` makes
 * it with `sql.placeholder(…)` for every value and ends with `.prepare(name)`: on PostgreSQL the
 * name makes it a named prepared statement (each connection parses and plans it once); PGlite
 * ignores the name. Built on the first handle of a database that runs it; a transaction's handle
 * (another object each time) runs the same built statement on the transaction's own connection,
 * so it runs inside the transaction. `name` must be unique to the statement's text
 * (node-postgres refuses one name for two texts on one connection).
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db, name: string) => Prepared<Result>,
): (db: Db, values?: Record<string, unknown>) => Promise<Result> {
  const built = new WeakMap<object, Prepared<Result> & { client: unknown }>();
  return (db, values) => {
    const { session } = db as unknown as HandleInternals;
    let statement = built.get(session.options);
    if (!statement) {
      statement = build(db, name) as Prepared<Result> & { client: unknown };
      built.set(session.options, statement);
    }
    if (statement.client === session.client) return statement.execute(values);
    const onThisClient: Prepared<Result> = Object.create(statement, { client: { value: session.client } });
    return onThisClient.execute(values);
  };
}

/**
 * A `json` value a statement builds (`json_agg(…)`): node-postgres parses it, Drizzle's PGlite
 * driver hands it over as text — the same value on both (`sql\`…\`.mapWith(fromJson)`).
 */
export const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
