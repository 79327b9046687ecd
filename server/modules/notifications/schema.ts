import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../common/i18n/languages';
import type { NotificationTexts } from '../../../common/notifications/types';
import { users } from '../accounts/schema';

/**
 * A message to one user, stored so it can be read in whatever language they read it (ADR-0202):
 * a message key with its parameters, or the company's own text per language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of the `notifications` namespace (title and body under it), or null for `texts`. */
    messageKey: text('message_key'),
    /** The key's interpolation values. */
    messageParams: jsonb('message_params').$type<Record<string, string | number>>().notNull().default({}),
    /** A hand-written message: its title and body per language. */
    texts: jsonb('texts').$type<NotificationTexts>(),
    /** The language of `texts` shown to a reader whose own language it lacks. */
    textsFallback: text('texts_fallback').$type<Locale>(),
    /** A path without the leading slash (spec §3), e.g. "account". */
    url: text('url').notNull().default(''),
    /** 0 unread, 1 read (spec §3). */
    read: smallint('read').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt),
    check(
      'notifications_has_message',
      sql`${t.messageKey} is not null or coalesce(${t.texts} ? ${t.textsFallback}, false)`,
    ),
  ],
);
