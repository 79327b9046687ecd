import { getTableColumns, getTableName, is, sql, SQL, type Column } from 'drizzle-orm';
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

/**
 * PostgreSQL refuses a lone UTF-16 surrogate in JSON (`\ud800`), where a text parameter has it
 * replaced by U+FFFD on its way to UTF-8: the rows are made well-formed first, as a parameter would be.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? value.replace(LONE_SURROGATE, '\ufffd') : value;
const isJson = (column: Column) => column.columnType === 'PgJsonb' || column.columnType === 'PgJson';

const columnsOf = new WeakMap<PgTable, [key: string, column: Column][]>();
/** The statement's text around the rows and the computed values, per table and shape. */
const textOf = new Map<string, { head: string; middle: string; tail: string }>();

function statementText(
  table: PgTable,
  columns: Column[],
  computed: [key: string, column: Column][],
  options: InsertRowsOptions<PgTable, Computed<PgTable>>,
) {
  const name = getTableName(table);
  const key = [
    name,
    columns.map((column) => column.name).join(','),
    computed.map(([, column]) => column.name).join(','),
    options.onConflictDoNothing?.name ?? '',
    options.returning?.map((column) => column.name).join(',') ?? '',
  ].join('|');
  let text = textOf.get(key);
  if (!text) {
    const into = [...columns, ...computed.map(([, column]) => column)].map((column) => quote(column.name));
    const fromRows = columns.map((column) => `r.${quote(column.name)}`);
    const conflict = options.onConflictDoNothing
      ? ` on conflict (${quote(options.onConflictDoNothing.name)}) do nothing`
      : '';
    const returning = options.returning?.length
      ? ` returning ${options.returning.map((column) => quote(column.name)).join(', ')}`
      : '';
    text = {
      head: `insert into ${quote(name)} (${into.join(', ')}) select ${fromRows.join(', ')}${computed.length && columns.length ? ', ' : ''}`,
      middle: ` from json_populate_recordset(null::${quote(name)}, `,
      tail: `::json) as r${conflict}${returning}`,
    };
    textOf.set(key, text);
  }
  return text;
}

/**
 * An insert of `rows`, built and not run, whose values travel as one `json` parameter that
 * PostgreSQL spreads into the table's row type (`json_populate_recordset`). Issue 28: Drizzle's
 * insert makes a parameter of every value and walks each one again to build the statement — about
 * a millisecond of CPU for a checkout's hundred values, more than PostgreSQL takes to write them.
 * Here the text is made once per table and shape; a call only encodes its rows.
 *
 * As Drizzle's insert: the columns the rows leave undefined take their default (every row must
 * give the same columns); values are encoded as their column does (a `Date` as its ISO instant),
 * `json`/`jsonb` values as they are.
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
  const computedValues = (options.computed ?? {}) as Record<string, SQL | undefined>;
  const settable = all.filter(([key]) => computedValues[key] === undefined);
  const given = settable.filter(([key]) => first[key] !== undefined);
  // Drizzle computes these in JavaScript when a row leaves them out; the database could not.
  for (const [key, column] of settable)
    if (first[key] === undefined && (column.defaultFn || column.onUpdateFn))
      throw new Error(`insertRows(${getTableName(table)}): ${key} has a JavaScript default: give it`);
  const computed = all.filter(([key]) => computedValues[key] !== undefined);
  const encoded = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, column] of settable) {
      const value = values[key];
      if ((value === undefined) !== (first[key] === undefined))
        throw new Error(`insertRows(${getTableName(table)}): every row gives ${key}, or none`);
      if (value === undefined) continue;
      if (is(value, SQL)) throw new Error(`insertRows(${getTableName(table)}): ${key} is SQL: computed`);
      out[column.name] = value === null || isJson(column) ? value : column.mapToDriverValue(value);
    }
    return out;
  });
  const text = statementText(
    table,
    given.map(([, column]) => column),
    computed,
    options as InsertRowsOptions<PgTable, Computed<PgTable>>,
  );
  const json = JSON.stringify(encoded, wellFormed);
  const computedSql = computed.map(([key]) => computedValues[key]!);
  return {
    getSQL: () =>
      sql`${sql.raw(text.head)}${sql.join(computedSql, sql`, `)}${sql.raw(text.middle)}${json}${sql.raw(text.tail)}`,
  };
}

/** Runs one write alone; answers the rows of its RETURNING (columns as the database names them). */
export async function runWrite<Row>(tx: Db, write: Write): Promise<Row[]> {
  const result = await tx.execute(write.getSQL());
  return (result as unknown as { rows: Row[] }).rows;
}
