import {
  bigint,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/**
 * The columns every schema file spells the same way (issue 26): one definition each, so a table
 * cannot drift from the others (a timestamp without its zone, money as an integer that overflows).
 */

/** An instant, stored with its zone (`timestamptz`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Money in integer minor units (ADR-0010); 64-bit, read as a JavaScript number. */
export const money = (name: string) => bigint(name, { mode: 'number' });

/** A row number from an identity column. */
export const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A row number for tables that grow without bound (the audit log, pending counters). */
export const bigSerialId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A random UUID, drawn by the database when the insert gives none. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

/** When the row was made and last changed, both set by the service (from its clock). */
export const timestamps = () => ({
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The language of a translation row (`fr`, `en`, `ar`). */
export const locale = () => text('locale').notNull();

/** Bumped by every admin save: the compare-and-set that refuses a stale edit (ADR-0700). */
export const version = () => integer('version').notNull().default(1);

/** The row's owner, a row number: required, and the row goes when its owner does (`on delete cascade`). */
export const parentId = (name: string, references: () => AnyPgColumn) =>
  integer(name).notNull().references(references, { onDelete: 'cascade' });

/** The row's owner, a UUID: required, and the row goes when its owner does (`on delete cascade`). */
export const parentUuid = (name: string, references: () => AnyPgColumn) =>
  uuid(name).notNull().references(references, { onDelete: 'cascade' });

/**
 * The texts of a record, one row per language, beside the record's language-neutral table:
 * `<name>(id, <parent>_id → parent.id on delete cascade, locale, …texts)`, unique per record and
 * language (index `<name>_locale`).
 */
export function translationsTable<
  TName extends string,
  TParentKey extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(name: TName, parent: { key: TParentKey; column: string; references: () => AnyPgColumn }, texts: TColumns) {
  const parentColumn = {
    [parent.key]: parentIdColumn(parent.column, parent.references),
  } as Record<TParentKey, ReturnType<typeof parentIdColumn>>;
  return pgTable(name, { id: serialId(), ...parentColumn, locale: locale(), ...texts }, (t) => [
    uniqueIndex(`${name}_locale`).on(t[parent.key], t.locale),
  ]);
}

function parentIdColumn(name: string, references: () => AnyPgColumn) {
  return parentId(name, references);
}
