import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database (ADR-0019), so every process of a shop reads what any of them wrote.
 * A row appears with all its chunks in one commit; a key is never written twice.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A file's bytes, in order, at most CHUNK_BYTES each: read and written one chunk at a time. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
