import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { services } from '../catalog/schema';

export const REQUEST_KINDS = ['sales', 'support', 'custom_plan', 'demo'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Contact and demo requests. The id is a random UUID: whoever holds the link mailed to the
 * sender can read the request, so it must not be guessable.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    message: text('message'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** Set when a logged-in customer sent it, so their account can list it. */
    customerId: uuid('customer_id'),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_requests_email').on(t.email), index('contact_requests_customer').on(t.customerId)],
);

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
