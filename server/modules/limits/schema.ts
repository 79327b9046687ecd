import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * One fixed-window counter per bucket and key (an IP, an account, an address), shared by every
 * process (ADR-0018). UNLOGGED in the migration: counters are worth losing in a crash,
 * not a WAL write per request.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_counters_expires').on(t.expiresAt)],
);

/** Solved human checks already accepted, until their challenge would have expired anyway. UNLOGGED too. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires').on(t.expiresAt)],
);
