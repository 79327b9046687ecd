import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
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

/** A required row number of another table, which cannot go while a row refers to it (no `on delete`). */
export const requiredReference = (name: string, references: () => AnyPgColumn) =>
  integer(name).notNull().references(references);

/** The row's owner, a UUID: required, and the row goes when its owner does (`on delete cascade`). */
export const parentUuid = (name: string, references: () => AnyPgColumn) =>
  uuid(name).notNull().references(references, { onDelete: 'cascade' });

/**
 * The texts of a record, one row per language, beside the record's language-neutral table:
 * `<name>(id, <parent column> → parent on delete cascade, locale, …texts)`, unique per record and
 * language (index `<name>_locale`). The parent is one column, keyed by its property name:
 * `{ categoryId: parentId('category_id', () => categories.id) }`.
 */
export function translationsTable<
  TName extends string,
  TParentKey extends string,
  TParent extends PgColumnBuilderBase,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(name: TName, parent: Record<TParentKey, TParent>, texts: TColumns) {
  const [parentKey] = Object.keys(parent) as [TParentKey];
  return pgTable(name, { id: serialId(), ...parent, locale: locale(), ...texts }, (t) => [
    uniqueIndex(`${name}_locale`).on(t[parentKey], t.locale),
  ]);
}

const requiredText = <TName extends string>(name: TName) => text(name).notNull();

/** Required text columns named as their keys: `requiredTexts('title', 'summary')`, a translation's usual texts. */
export function requiredTexts<TName extends string>(...names: TName[]) {
  return Object.fromEntries(names.map((name) => [name, requiredText(name)])) as {
    [N in TName]: ReturnType<typeof requiredText<N>>;
  };
}

/**
 * One move of a status in a `*_history` table: the value it left and the one it took, who made it,
 * when (`from_value`, `to_value`, `actor`, `at`). The table adds its owner and any detail of the move.
 */
export const statusMove = <TActor extends string>() => ({
  fromValue: text('from_value').notNull(),
  toValue: text('to_value').notNull(),
  actor: text('actor').$type<TActor>().notNull(),
  at: at('at').notNull(),
});

/** `<table>_actor`: a move of an order, invoice or subscription is made by one of the usual actors. */
export const usualActorCheck = (table: string, actor: AnyPgColumn) =>
  check(`${table}_actor`, sql`${actor} in ('customer', 'admin', 'webhook', 'scheduler', 'system')`);

/**
 * `<record>_history`: every move of a record's status made by one of the usual actors, each with
 * its own row number, indexed by record and time (`<record>_history_<record>`). The record is one
 * column keyed by its property name: `statusHistoryTable('invoice', { invoiceId: … }, statusMove<InvoiceActor>())`.
 */
export function statusHistoryTable<
  TRecord extends string,
  TParentKey extends string,
  TParent extends PgColumnBuilderBase,
  TActor extends string,
>(record: TRecord, parent: Record<TParentKey, TParent>, move: ReturnType<typeof statusMove<TActor>>) {
  const name = `${record}_history` as const;
  const [parentKey] = Object.keys(parent) as [TParentKey];
  return pgTable(name, { id: serialId(), ...parent, ...move }, (t) => [
    index(`${name}_${record}`).on(t[parentKey], t.at),
    usualActorCheck(name, t.actor),
  ]);
}

/** What was sold, named as it was then in every language (`name_fr`, `name_en`, `name_ar`). */
export const namesAsSold = () => ({
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
});

/** A document's human number, "2026-000123": the year and its sequence in it (`number`, `year`, `sequence`). */
export const yearlyNumber = () => ({
  number: text('number').notNull(),
  year: integer('year').notNull(),
  sequence: integer('sequence').notNull(),
});

/** What an order or an invoice comes to, in minor units of its currency: subtotal, discount, tax and total. */
export const billedAmounts = () => ({
  currency: text('currency').notNull(),
  subtotalMinor: money('subtotal_minor').notNull(),
  discountMinor: money('discount_minor').notNull(),
  taxMinor: money('tax_minor').notNull(),
  totalMinor: money('total_minor').notNull(),
});
