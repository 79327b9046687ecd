import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from './rows';
import type { Db } from './types';

/** An insert, update or delete built and not yet run (Drizzle runs a builder only when awaited). */
export interface Write {
  getSQL(): SQL;
}

/**
 * A write another in the same statement refers to by `name`: `(select id from <name>)` reads what
 * its RETURNING gave. It must come before the writes that read it.
 */
export interface NamedWrite {
  name: string;
  write: Write;
}

/**
 * Runs `writes` as one statement — one round trip — with PostgreSQL's data-modifying WITH: each
 * runs exactly once, all see the same snapshot (none sees another's rows, except through a named
 * write's RETURNING), and foreign keys are checked at the end of the statement, so an order and its
 * lines may be written together.
 */
export async function writeTogether<Row = never>(
  tx: Db,
  writes: readonly (Write | NamedWrite)[],
  /** The named write whose RETURNING rows to answer (columns as the database names them). */
  answer?: string,
): Promise<Row[]> {
  if (writes.length === 0) return [];
  const parts = writes.map((w, i) => ('write' in w ? w : { name: `write_${i}`, write: w }));
  const ctes = parts.map((p) => sql`${sql.identifier(p.name)} as (${p.write.getSQL()})`);
  const last = answer ? sql`select * from ${sql.identifier(answer)}` : sql`select 1`;
  return rowsOf<Row>(tx, sql`with ${sql.join(ctes, sql`, `)} ${last}`);
}

/** `(select <column> from <name>)`: a value a named write of the same statement returned. */
export function returnedBy(name: string, column: string): SQL {
  return sql`(select ${sql.identifier(column)} from ${sql.identifier(name)})`;
}
