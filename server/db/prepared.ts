import type { Db } from './types';

/** What Drizzle's `.prepare(name)` answers: run with the placeholders' values. */
interface Prepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/**
 * A statement of a fixed shape, built by Drizzle once per database handle instead of once per call
 * (issue 28: building a query costs more CPU than PostgreSQL answering a small one). `build` makes
 * it with `sql.placeholder(…)` for every value and ends with `.prepare(name)`: on PostgreSQL the
 * name makes it a named prepared statement (each connection parses and plans it once); PGlite
 * ignores the name. The pool's handle keeps its statement for the process; a transaction's handle
 * (another object each time) gets its own, built on the transaction's connection, so it runs inside
 * the transaction. `name` must be unique to the statement's text (node-postgres refuses one name
 * for two texts on one connection).
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: Db, name: string) => Prepared<Result>,
): (db: Db, values?: Record<string, unknown>) => Promise<Result> {
  const built = new WeakMap<Db, Prepared<Result>>();
  return (db, values) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, name);
      built.set(db, statement);
    }
    return statement.execute(values);
  };
}

/**
 * A `json` value a statement builds (`json_agg(…)`): node-postgres parses it, Drizzle's PGlite
 * driver hands it over as text — the same value on both (`sql\`…\`.mapWith(fromJson)`).
 */
export const fromJson = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;
