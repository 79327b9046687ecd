import type { Locale } from '../i18n/languages';

/**
 * How an editable field is typed in and shown (ADR-0700). The server's definition holds its zod
 * schema; the admin's generic editor draws the input from the kind.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'slug'
  | 'integer'
  /** Major units typed as a decimal in the record's currency; stored in minor units. */
  | 'money'
  /** Major units for an amount discount, a whole percent for a percent discount. */
  | 'discount'
  | 'boolean'
  | 'select'
  /** Another entity's record, named by its public id (`ref`). */
  | 'reference'
  /** One entry per line. */
  | 'list'
  /** A local date and time (YYYY-MM-DDTHH:mm) in the shop's zone. */
  | 'datetime'
  /** Image references in order: `media:<uuid>` from the media library (ADR-0702), or a static path. */
  | 'images'
  /** One image reference, chosen with the same picker. */
  | 'image';

export interface FieldDescription {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** `select`: the values (an empty one means none). */
  options?: string[];
  /** `reference`: the entity whose records are offered. */
  reference?: string;
  /** Shown, never sent back (the currency…). */
  readOnly?: boolean;
}

/** What the generic editor needs to draw an entity's screens. */
export interface EntityDescription {
  name: string;
  fields: FieldDescription[];
  translated: FieldDescription[];
  /** The translated field naming a record in lists. */
  titleField: string;
  slugField: string | null;
  publishField: string | null;
  /** Records are ordered by hand (move up/down), within the same value of `positionScope`. */
  positioned: boolean;
  positionScope: string | null;
  archivable: boolean;
  /** The public page can be previewed with a draft applied. */
  previewable: boolean;
}

export interface LocaleCompleteness {
  filled: number;
  total: number;
  missing: string[];
}

export type Completeness = Record<Locale, LocaleCompleteness>;

export type Translations = Record<Locale, Record<string, unknown>>;

/** `GET /api/admin/<entity>/{ref}`: the neutral fields at top level beside these. */
export interface EditableRecord {
  id: number;
  /** The record's public id in the admin API and the screens (its slug where the site uses slugs). */
  ref: string;
  version: number;
  translations: Translations;
  completeness: Completeness;
  archived: boolean;
  /** The public page of the record, when it has one. */
  public_url: string | null;
  draft: { patch: Record<string, unknown>; base_version: number; updated_at_label: string } | null;
  [field: string]: unknown;
}

export interface EditableRow {
  id: number;
  ref: string;
  version: number;
  title: string;
  /** The language `title` is in (a fallback when the reader's is empty). */
  title_lang: Locale;
  published: boolean | null;
  archived: boolean;
  position: number | null;
  scope: string | null;
  completeness: Completeness;
  summary: string;
}

export interface ImpactItem {
  /** What refers to the record: `orders`, `carts`, `packages`, `services`… (labels in `editing:impact`). */
  kind: string;
  count: number;
  /** True: the record cannot be deleted while this refers to it (archive it instead). */
  blocks: boolean;
}

export interface Impact {
  items: ImpactItem[];
  can_delete: boolean;
  can_archive: boolean;
}

export interface MissingTranslation {
  entity: string;
  ref: string;
  title: string;
  title_lang: Locale;
  locale: Locale;
  filled: number;
  total: number;
  missing: string[];
}
