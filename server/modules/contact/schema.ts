import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, serialId } from '../../db/columns';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serialId(),
  /** Lower-cased, so one address is one row whatever its spelling. */
  email: text('email').notNull().unique(),
  status: text('status').$type<SubscriberStatus>().notNull(),
  /** Random, for the confirm and unsubscribe links. */
  token: text('token').notNull().unique(),
  locale: text('locale').notNull(),
  createdAt: at('created_at').notNull(),
  confirmedAt: at('confirmed_at'),
  unsubscribedAt: at('unsubscribed_at'),
});
