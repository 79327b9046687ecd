import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema';

/** A message to one user, written in their language when it was created (spec §3). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path without the leading slash (spec §3), e.g. "account". */
    url: text('url').notNull().default(''),
    /** 0 unread, 1 read (spec §3). */
    read: smallint('read').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_user_created').on(t.userId, t.createdAt)],
);
