import { integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, serialId } from '../../db/columns';

/**
 * Every slug a record had before (ADR-0700): the public route answering an old slug looks here and
 * answers 301 to the record's current URL. `scope` is the parent's id for slugs unique only within
 * a parent (a package within its service), 0 otherwise.
 */
export const slugHistory = pgTable(
  'slug_history',
  {
    id: serialId(),
    entity: text('entity').notNull(),
    scope: integer('scope').notNull().default(0),
    oldSlug: text('old_slug').notNull(),
    recordId: integer('record_id').notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [uniqueIndex('slug_history_old').on(t.entity, t.scope, t.oldSlug)],
);

/**
 * One saved, unpublished draft per record (ADR-0700): a partial patch in the API's shape, with the
 * version it was made from. Previewed through a signed link; publishing applies it with that version.
 */
export const editingDrafts = pgTable(
  'editing_drafts',
  {
    entity: text('entity').notNull(),
    recordId: integer('record_id').notNull(),
    patch: jsonb('patch').$type<Record<string, unknown>>().notNull(),
    baseVersion: integer('base_version').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.recordId] })],
);
