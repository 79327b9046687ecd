import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { sql } from 'drizzle-orm';
import { users } from '../accounts/schema';

/**
 * What a customer chose in the checkout's steps before placing the order (ADR-0304): one draft per
 * customer, deleted in the order's transaction. Its files are attachments owned by
 * (`checkout`, customer id) until the order adopts them. Never a price: the cart prices itself.
 */
export const checkoutDrafts = pgTable(
  'checkout_drafts',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** Null until the payment step is answered: the confirm step needs it. */
    paymentMode: text('payment_mode').$type<'pay_now' | 'pay_later'>(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('checkout_drafts_payment_mode', sql`${t.paymentMode} in ('pay_now', 'pay_later')`)],
);
