import type { z } from 'zod';
import type { FieldKind } from '../../../common/editing/types';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';

/** A row as the database gives it: columns by their SQL names. */
export type Row = Record<string, unknown>;

/** A language-neutral field: one column of the entity's table. */
export interface NeutralField {
  kind: FieldKind;
  /** SQL column; the field's API name when omitted. */
  column?: string;
  /** The API value as typed; its messages are keys of the `editing` namespace's errors. */
  schema: z.ZodType;
  required?: boolean;
  options?: readonly string[];
  /** `reference`: the entity (registered name) the column's id points to. */
  reference?: string;
  readOnly?: boolean;
}

/** A translated field: one column of the translations table, present in every language. */
export interface TranslatedField {
  kind: 'text' | 'textarea' | 'list';
  column?: string;
  schema: z.ZodType;
  /** Required in the record's first language on create (other languages may stay empty). */
  required?: boolean;
}

export interface Reference {
  kind: string;
  count: number;
  /** Refuses deletion (an order, another record): archive instead. */
  blocks: boolean;
}

/**
 * One editable, translatable entity (ADR-0700). The kit's generic operations (get, create,
 * patch with the version, publish, reorder, impact, delete/archive, completeness, drafts) work
 * from this alone; an area registers its entities with `editing.register`.
 */
export interface EntityDefinition {
  /** The API path segment and registered name: `services`. */
  name: string;
  /** The audit log's entity type and action prefix: `service` → `service.updated`. */
  auditType: string;
  table: string;
  translations: { table: string; ownerColumn: string; fields: Record<string, TranslatedField> };
  fields: Record<string, NeutralField>;
  titleField: string;
  /** The slug column, unique in the table or, with `scopeColumn`, within a parent. */
  slug?: { column: string; scopeColumn?: string; scopeEntity?: string };
  /** A boolean column: true is published (on sale, shown). */
  publish?: { column: string };
  /** A `position` column; moves swap neighbours with the same `scopeColumn` value. */
  position?: { scopeColumn?: string };
  /** An `archived_at` column: archive instead of delete when something refers to a record. */
  archivable?: boolean;
  /** Which cache to drop after a write (ADR-0100): the catalogue's or the content's. */
  invalidate: () => void;
  /** What refers to a record: counted before a delete. */
  references: (tx: Db, id: number) => Promise<Reference[]>;
  /**
   * Checks the merged record (API values) before a save: field → `editing` error key. Also turns
   * API values into column values where one depends on another (a discount on its type).
   */
  validate?: (merged: Record<string, unknown>, current: Row | null) => Record<string, string>;
  /** API value → column value, for fields whose stored form differs (money in minor units). */
  toColumns?: (merged: Record<string, unknown>, current: Row | null) => Row;
  /** Column values → API values for those fields. */
  fromColumns?: (row: Row) => Record<string, unknown>;
  /** Language-neutral columns a create needs that the editor does not type (the currency…). */
  defaults?: () => Row;
  /** The public page's path (without the language prefix), or null when it has none. */
  publicPath?: (tx: Db, row: Row) => Promise<string | null>;
  /** One line under the title in lists (a price, a parent's name), in the reader's language. */
  summary?: (row: Row, locale: Locale) => string;
}

export const columnOf = (name: string, field: { column?: string }) => field.column ?? name;
