import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * The one row counting changes to what processes cache (catalogue, content, site settings,
 * media): bumped by triggers in the writing transaction (drizzle/0032), read by every process as
 * part of the public pages' cache key and ETag, so they agree on every process and after restarts
 * (ADR-0017).
 */
export const cacheGeneration = pgTable(
  'cache_generation',
  {
    id: smallint('id').primaryKey().default(1),
    generation: bigint('generation', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [check('cache_generation_one_row', sql`${t.id} = 1`)],
);
