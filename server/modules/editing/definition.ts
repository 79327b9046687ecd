import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FieldKind } from '../../../common/editing/types';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';

/** A row as Drizzle gives it: values by the table's property names (`priceMinor`, not `price_minor`). */
export type Row = Record<string, unknown>;

/** What the kit needs of an editable table: its id and the version every save compares and bumps. */
export type EditableTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn };
/** A `*_translations` table: one row per record and language. */
export type TranslationTable = PgTable & { id: AnyPgColumn; locale: AnyPgColumn };

type RowOf<T extends EditableTable> = T['$inferSelect'];
type ColumnsOf<T extends EditableTable> = Partial<T['$inferInsert']>;

interface FieldBase {
  /** The API value as typed; its messages are keys of the `editing` namespace's errors. */
  schema: z.ZodType;
  required?: boolean;
  options?: readonly string[];
  readOnly?: boolean;
}

/**
 * A language-neutral field: one column of the entity's table, or (`money`, `discount`) a value the
 * definition's `toColumns`/`fromColumns` compute, since its stored form depends on other fields.
 */
export type NeutralField = FieldBase &
  (
    | { kind: 'money' | 'discount'; column?: undefined; reference?: undefined }
    /** `reference`: the entity (registered name) whose id the column holds. */
    | { kind: 'reference'; column: AnyPgColumn; reference: string }
    | {
        kind: Exclude<FieldKind, 'money' | 'discount' | 'reference'>;
        column: AnyPgColumn;
        reference?: undefined;
      }
  );

/** A translated field: one column of the translations table, present in every language. */
export interface TranslatedField {
  kind: 'text' | 'textarea' | 'list';
  column: AnyPgColumn;
  schema: z.ZodType;
  /** Required in the record's first language on create (other languages may stay empty). */
  required?: boolean;
}

/** What refers to a record, counted before a delete. */
export interface Reference {
  kind: string;
  count: number;
  /** Refuses deletion (an order, a promo code): archive instead. */
  blocks: boolean;
}

/** Counts one kind of row of its own module that refers to a record of an editable entity. */
export type ReferenceCounter = (tx: Db, recordId: number) => Promise<Reference>;

/**
 * Where a module that refers to editable records says so (ADR-0705): the kit asks every counter
 * registered for an entity before deciding between delete and archive, and counts no other
 * module's rows itself.
 */
export interface ReferenceRegistry {
  registerReferences(entity: string, counter: ReferenceCounter): void;
}

/**
 * One editable, translatable entity (ADR-0700, ADR-0705). The kit's generic operations (get,
 * create, patch with the version, publish, reorder, impact, delete/archive, completeness, drafts)
 * work from this alone; an area registers its entities with `editing.register`. Tables and columns
 * are the Drizzle schema's own objects, so a renamed column fails to compile.
 */
export interface EntityDefinition<T extends EditableTable = EditableTable> {
  /** The API path segment and registered name: `services`. */
  name: string;
  /** The audit log's entity type and action prefix: `service` → `service.updated`. */
  auditType: string;
  table: T;
  translations: {
    table: TranslationTable;
    /** The translations table's column holding the record's id. */
    owner: AnyPgColumn;
    fields: Record<string, TranslatedField>;
  };
  fields: Record<string, NeutralField>;
  titleField: string;
  /** The slug column, unique in the table or, with `scope`, within a parent (of the entity named). */
  slug?: { column: AnyPgColumn; scope?: { column: AnyPgColumn; entity: string } };
  /** A boolean column: true is published (on sale, shown). */
  publish?: { column: AnyPgColumn };
  /** Ordered by hand; moves swap neighbours with the same `scope` value. */
  position?: { column: AnyPgColumn; scope?: AnyPgColumn };
  /** Set instead of deleting when something refers to a record (an order). */
  archivedAt?: AnyPgColumn;
  /** Which cache to drop after a write (ADR-0100): the catalogue's or the content's. */
  invalidate: () => void;
  /**
   * Rows of the entity's own module that refer to a record (a category's services); other modules
   * register theirs (`editing.registerReferences`).
   */
  references?: (tx: Db, id: number) => Promise<Reference[]>;
  /**
   * Checks the merged record (API values) before a save: field → `editing` error key. Method
   * syntax: the kit holds definitions of many tables, each calling back with its own row type.
   */
  validate?(merged: Record<string, unknown>, current: RowOf<T> | null): Record<string, string>;
  /** API values → column values, for fields whose stored form differs (money in minor units). */
  toColumns?(merged: Record<string, unknown>, current: RowOf<T> | null): ColumnsOf<T>;
  /** Column values → API values for those fields. */
  fromColumns?(row: RowOf<T>): Record<string, unknown>;
  /** Language-neutral columns a create needs that the editor does not type (the currency…). */
  defaults?(): ColumnsOf<T>;
  /** The public page's path (without the language prefix), or null when it has none. */
  publicPath?(tx: Db, row: RowOf<T>): Promise<string | null>;
  /** One line under the title in lists (a price, a parent's name), in the reader's language. */
  summary?(row: RowOf<T>, locale: Locale): string;
}
