import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId } from '../../db/columns';
import { LOCALES } from '../../../common/i18n/languages';

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
    id: serialId(),
    kind: text('kind').$type<SearchDocumentKind>().notNull(),
    /** The id of the translation row this document copies (unique per kind). */
    translationId: integer('translation_id').notNull(),
    /** The service, package, blog post or FAQ the translation belongs to. */
    entityId: integer('entity_id').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Exact words, title weighted A: what full-text matching and ts_rank use. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, search_unaccent(title)), 'A') || to_tsvector('simple'::regconfig, search_unaccent(body))`,
      ),
  },
  (t) => [
    uniqueIndex('search_documents_translation').on(t.kind, t.translationId),
    // One index per language: a search reads only its own language's entries.
    ...LOCALES.map((locale) =>
      index(`search_documents_vector_${locale}`)
        .using('gin', t.searchVector)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);

/**
 * Every word of the search documents, per language: what a query's words are matched against by
 * trigram similarity (a misspelling, a longer form) before the documents are searched for the
 * words found. A trigger on search_documents adds the words of each written document
 * (drizzle/0038_search_words.sql); a word no document uses any more stays, and finds nothing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locale, t.word] }),
    ...LOCALES.map((locale) =>
      index(`search_words_trigram_${locale}`)
        .using('gin', sql`${t.word} gin_trgm_ops`)
        .where(sql.raw(`locale = '${locale}'`)),
    ),
  ],
);
