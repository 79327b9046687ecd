import { getTableColumns, getTableName, is, SQL, StringChunk, type Column, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Write } from './together';

export interface InsertRowsOptions {
  /** `on conflict (<column>) do nothing`. */
  onConflictDoNothing?: PgColumn;
  /** The columns the statement answers, as the database names them. */
  returning?: readonly PgColumn[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

const NEXT_VALUE = new StringChunk(', ');
const NEXT_ROW = new StringChunk('), (');

const columnsOf = new WeakMap<PgTable, [key: string, column: Column][]>();
/** The statement's text before and after its rows, per table and shape. */
const textOf = new Map<string, { head: StringChunk; tail: StringChunk }>();

function statementText(table: PgTable, columns: Column[], options: InsertRowsOptions) {
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
 * As Drizzle's insert: the rows are what `.values()` takes, a value may be SQL (another write's
 * RETURNING), and the columns the rows leave undefined take their default — every row must give
 * the same columns, and a column with a JavaScript default (`$defaultFn`) must be given.
 */
export function insertRows<T extends PgTable>(
  table: T,
  rows: readonly PgInsertValue<T>[],
  options: InsertRowsOptions = {},
): Write {
  let all = columnsOf.get(table);
  if (!all) {
    all = Object.entries(getTableColumns(table));
    columnsOf.set(table, all);
  }
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) throw new Error(`insertRows(${getTableName(table)}): no rows`);
  const columns = all.filter(([key]) => first[key] !== undefined);
  // Drizzle computes these in JavaScript when a row leaves them out; the database could not.
  for (const [key, column] of all)
    if (first[key] === undefined && (column.defaultFn || column.onUpdateFn))
      throw new Error(`insertRows(${getTableName(table)}): ${key} has a JavaScript default: give it`);
  const text = statementText(
    table,
    columns.map(([, column]) => column),
    options,
  );
  const chunks: SQLChunk[] = [text.head];
  rows.forEach((row, index) => {
    const values = row as Record<string, unknown>;
    if (index > 0) chunks.push(NEXT_ROW);
    let given = 0;
    for (const [key, column] of all) {
      const value = values[key];
      if ((value === undefined) !== (first[key] === undefined))
        throw new Error(`insertRows(${getTableName(table)}): every row gives ${key}, or none`);
      if (value === undefined) continue;
      if (given++ > 0) chunks.push(NEXT_VALUE);
      chunks.push(
        value === null || is(value, SQL) ? (value as SQLChunk) : (column.mapToDriverValue(value) as SQLChunk),
      );
    }
  });
  chunks.push(text.tail);
  return { getSQL: () => new SQL(chunks) };
}
