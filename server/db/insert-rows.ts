import { getTableColumns, getTableName, is, SQL, StringChunk, type Column, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Write } from './together';
import type { Db } from './types';

type Row<T extends PgTable> = T['$inferInsert'];
type Computed<T extends PgTable> = { [K in keyof Row<T>]?: SQL };

export interface InsertRowsOptions<T extends PgTable, C extends Computed<T>> {
  /** Columns whose value is SQL, the same for every row (another write's RETURNING, say). */
  computed?: C;
  /** `on conflict (<column>) do nothing`. */
  onConflictDoNothing?: PgColumn;
  /** The columns the statement answers, as the database names them. */
  returning?: readonly PgColumn[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

function encoded(column: Column, value: unknown): SQLChunk {
  return (value === null || is(value, SQL) ? value : column.mapToDriverValue(value)) as SQLChunk;
}

const NEXT_VALUE = new StringChunk(', ');
const NEXT_ROW = new StringChunk('), (');

const columnsOf = new WeakMap<PgTable, [key: string, column: Column][]>();
/** The statement's text before and after its rows, per table and shape. */
const textOf = new Map<string, { head: StringChunk; tail: StringChunk }>();

function statementText(
  table: PgTable,
  columns: Column[],
  options: InsertRowsOptions<PgTable, Computed<PgTable>>,
) {
  const name = getTableName(table);
  const key = `${name}|${columns.map((column) => column.name).join(',')}|${options.onConflictDoNothing?.name ?? ''}|${options.returning?.map((column) => column.name).join(',') ?? ''}`;
  let text = textOf.get(key);
  if (!text) {
    const conflict = options.onConflictDoNothing
      ? ` on conflict (${quote(options.onConflictDoNothing.name)}) do nothing`
      : '';
    const returning = options.returning?.length
      ? ` returning ${options.returning.map((column) => quote(column.name)).join(', ')}`
      : '';
    text = {
      head: new StringChunk(
        `insert into ${quote(name)} (${columns.map((column) => quote(column.name)).join(', ')}) values (`,
      ),
      tail: new StringChunk(`)${conflict}${returning}`),
    };
    textOf.set(key, text);
  }
  return text;
}

/**
 * An insert of `rows`, built and not run, as Drizzle's insert writes it (`values ($1, $2, …), …`)
 * without its cost (issue 28): Drizzle's builder wraps every value in a parameter object with its
 * column and walks each again with its `is()` checks to write the statement — about a millisecond
 * of CPU for a checkout's hundred values. Here the text around the values is made once per table
 * and shape, and each value is encoded by its column (`mapToDriverValue`, as Drizzle does) and
 * handed over as a plain parameter.
 *
 * As Drizzle's insert: the columns the rows leave undefined take their default (every row must
 * give the same columns); a column with a JavaScript default (`$defaultFn`) must be given; a value
 * that is SQL (another write's RETURNING) is a `computed` column, the same for every row.
 */
export function insertRows<T extends PgTable, C extends Computed<T> = Record<never, SQL>>(
  table: T,
  rows: readonly Omit<Row<T>, keyof C>[],
  options: InsertRowsOptions<T, C> = {},
): Write {
  let all = columnsOf.get(table);
  if (!all) {
    all = Object.entries(getTableColumns(table));
    columnsOf.set(table, all);
  }
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) throw new Error(`insertRows(${getTableName(table)}): no rows`);
  const computed = (options.computed ?? {}) as Record<string, SQL | undefined>;
  const columns = all.filter(([key]) => first[key] !== undefined || computed[key] !== undefined);
  // Drizzle computes these in JavaScript when a row leaves them out; the database could not.
  for (const [key, column] of all)
    if (first[key] === undefined && computed[key] === undefined && (column.defaultFn || column.onUpdateFn))
      throw new Error(`insertRows(${getTableName(table)}): ${key} has a JavaScript default: give it`);
  const settable = columns.length - Object.values(computed).filter((value) => value !== undefined).length;
  const text = statementText(
    table,
    columns.map(([, column]) => column),
    options as InsertRowsOptions<PgTable, Computed<PgTable>>,
  );
  const chunks: SQLChunk[] = [text.head];
  rows.forEach((row, index) => {
    const values = row as Record<string, unknown>;
    if (index > 0) chunks.push(NEXT_ROW);
    columns.forEach(([key, column], at) => {
      if (at > 0) chunks.push(NEXT_VALUE);
      const value = computed[key] ?? values[key];
      if (value === undefined || (computed[key] === undefined && is(value, SQL)))
        throw new Error(`insertRows(${getTableName(table)}): ${key}: a value in every row, SQL as computed`);
      chunks.push(encoded(column, value));
    });
    let given = 0;
    for (const [key] of all) if (values[key] !== undefined && computed[key] === undefined) given++;
    if (given !== settable)
      throw new Error(`insertRows(${getTableName(table)}): a row gives a column the first leaves out`);
  });
  chunks.push(text.tail);
  return { getSQL: () => new SQL(chunks) };
}

/** Runs one write alone; answers the rows of its RETURNING (columns as the database names them). */
export async function runWrite<Row>(tx: Db, write: Write): Promise<Row[]> {
  const result = await tx.execute(write.getSQL());
  return (result as unknown as { rows: Row[] }).rows;
}
