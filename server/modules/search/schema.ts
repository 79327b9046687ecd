import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const SEARCH_DOCUMENT_KINDS = ['service', 'package', 'post', 'faq'] as const;
export type SearchDocumentKind = (typeof SEARCH_DOCUMENT_KINDS)[number];

/**
 * The searchable texts: one row per translation row of a service, package, blog post or FAQ
 * (so one per entity × language). Database triggers on the four translation tables write it
 * (drizzle/0006_search_documents.sql), so every write — seeds, raw SQL, cascaded deletes — keeps it
 * in step; nothing in the application writes it. Slugs, parents and publication dates are joined at
 * query time, so renaming a slug needs no resync. `search_unaccent` is an IMMUTABLE wrapper of
 * `unaccent` created by the same migration (ADR-0101).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<SearchDocumentKind>().notNull(),
    /** The id of the translation row this document copies (unique per kind). */
    translationId: integer('translation_id').notNull(),
    /** The service, package, blog post or FAQ the translation belongs to. */
    entityId: integer('entity_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Lower-cased, unaccented title and body: what trigram word similarity is measured against. */
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`search_unaccent(lower(title))`),
    searchBody: text('search_body')
      .notNull()
      .generatedAlwaysAs(sql`search_unaccent(lower(body))`),
    /** Exact words, title weighted A: what full-text matching and ts_rank use. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_unaccent(title)), 'A') || to_tsvector('simple'::regconfig, search_unaccent(body))`,
      ),
  },
  (t) => [
    uniqueIndex('search_documents_translation').on(t.kind, t.translationId),
    index('search_documents_vector').using('gin', t.searchVector),
    index('search_documents_trigram').using(
      'gin',
      sql`(${t.searchTitle} || ' ' || ${t.searchBody}) gin_trgm_ops`,
    ),
  ],
);
