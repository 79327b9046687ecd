import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { at, serialId, parentId, parentUuid } from '../../db/columns';
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
    id: serialId(),
    userId: parentUuid('user_id', () => users.id),
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
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_created').on(t.userId, t.createdAt),
    check(
      'notifications_has_message',
      sql`${t.messageKey} is not null or coalesce(${t.texts} ? ${t.textsFallback}, false)`,
    ),
  ],
);

/**
 * How many unread notifications each user has: kept by statement-level triggers on
 * `notifications` (drizzle/0038) in the transaction that inserts, reads or deletes them, whoever
 * writes, so the header's bell is one primary-key read instead of a count over every unread row.
 */
export const notificationUnreadCounts = pgTable(
  'notification_unread_counts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [check('notification_unread_counts_not_negative', sql`${t.unread} >= 0`)],
);

/** sending → done (ADR-0610): the fan-out job moves it once every recipient has their notification. */
export type BroadcastStatus = 'sending' | 'done';

/**
 * A notification an admin sends to one customer or to all (ADR-0610): its texts per language, and
 * the progress of its fan-out (`sent` of `total`), which the admin screen reads.
 */
export const notificationBroadcasts = pgTable('notification_broadcasts', {
  id: serialId(),
  texts: jsonb('texts').$type<NotificationTexts>().notNull(),
  textsFallback: text('texts_fallback').$type<Locale>().notNull(),
  url: text('url').notNull().default(''),
  /** 'all' customers, or 'one' (`target_user_id`). */
  audience: text('audience').$type<'all' | 'one'>().notNull(),
  targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').$type<BroadcastStatus>().notNull().default('sending'),
  total: integer('total').notNull(),
  sent: integer('sent').notNull().default(0),
  createdBy: uuid('created_by'),
  createdAt: at('created_at').notNull(),
  finishedAt: at('finished_at'),
});

/**
 * The recipients of a broadcast, fixed when it is sent. The primary key makes each recipient one
 * row, and `notification_id` is set by compare-and-set: each gets the notification exactly once,
 * however often a batch is retried or raced.
 */
export const notificationBroadcastRecipients = pgTable(
  'notification_broadcast_recipients',
  {
    broadcastId: parentId('broadcast_id', () => notificationBroadcasts.id),
    userId: parentUuid('user_id', () => users.id),
    notificationId: integer('notification_id'),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.userId] }),
    index('notification_broadcast_recipients_pending')
      .on(t.broadcastId)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
