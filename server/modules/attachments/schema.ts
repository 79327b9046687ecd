import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { ATTACHMENT_OWNER_KINDS, type AttachmentOwnerKind } from '../../../common/attachments/types';
import { users } from '../accounts/schema';

/**
 * A file attached to an order, a request or an order comment (ADR-0302). The bytes live in the
 * file store (ADR-0019) under `private/attachments/`, named by `storage_key` (random), never by
 * the uploader's name.
 */
export const attachments = pgTable(
  'attachments',
  {
    /** Random: a file's URL must not be guessable (ADR-0001). */
    id: uuid('id').primaryKey(),
    ownerKind: text('owner_kind').$type<AttachmentOwnerKind>().notNull(),
    /** The owner's id as text, whatever its type (an integer, a UUID). */
    ownerId: text('owner_id').notNull(),
    /** Who sent it; kept when the account is deleted, as the order still holds the file. */
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    /** Sanitised, ending with the stored type's extension: shown, and given as the download name. */
    fileName: text('file_name').notNull(),
    /** Detected from the content, after re-encoding (an uploaded GIF is stored as image/png). */
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the stored bytes. */
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Order of arrival within the owner (0, 1, …): how lists show them. */
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('attachments_owner').on(t.ownerKind, t.ownerId),
    check(
      'attachments_owner_kind',
      sql.raw(`owner_kind in (${ATTACHMENT_OWNER_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
    check('attachments_size_positive', sql`${t.size} > 0`),
  ],
);
