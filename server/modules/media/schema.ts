import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, parentUuid, requiredTexts, translationsTable } from '../../db/columns';
import type { MediaFallback, MediaVariant } from '../../../common/media/types';
import { users } from '../accounts/schema';

/**
 * An uploaded image (ADR-0702): re-encoded without metadata and written once in every variant
 * in the file store (ADR-0019) under `media/<id>/`. Its alt text lives in `media_translations`, one row per language.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey(),
    /** Of the largest variant (the upright image, at most 1600 wide). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Of the upload, upright. */
    originalWidth: integer('original_width').notNull(),
    originalHeight: integer('original_height').notNull(),
    /** What the upload was (jpeg, png, webp, avif, gif). */
    sourceFormat: text('source_format').notNull(),
    fallback: text('fallback').$type<MediaFallback>().notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('media_created_at').on(t.createdAt),
    check('media_fallback', sql`${t.fallback} in ('jpeg', 'png')`),
    check('media_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
  ],
);

export const mediaTranslations = translationsTable(
  'media_translations',
  { mediaId: parentUuid('media_id', () => media.id) },
  requiredTexts('alt'),
);
