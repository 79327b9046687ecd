import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Lower-cased, so one address is one row whatever its spelling. */
  email: text('email').notNull().unique(),
  status: text('status').$type<SubscriberStatus>().notNull(),
  /** Random, for the confirm and unsubscribe links. */
  token: text('token').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
