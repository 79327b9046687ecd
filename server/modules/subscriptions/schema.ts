import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, money, timestamps, parentUuid, statusMove, statusHistoryTable } from '../../db/columns';
import type { BillingPeriod } from '../../../common/catalog/types';
import type { Names } from '../../../common/invoices/types';
import type { PaymentMode } from '../../../common/orders/types';
import type { SubscriptionActor, SubscriptionStatus } from '../../../common/subscriptions/types';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';

/**
 * A subscription (ADR-0401): one per subscription line of an order, created in the order's
 * transaction. What a period costs and the item's names are copied from the line, so renewals bill
 * the price bought (the item's own discount every period; the order's promo code was the first
 * period's only). Its status moves only through the state machine, by compare-and-set, with history.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey(),
    /** Kept (as null) when the account goes: the renewals' invoices still refer to it. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number').notNull(),
    /** The order line it came from (the package page's id). */
    orderLineId: integer('order_line_id').notNull(),
    names: jsonb('names').$type<Names>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currency: text('currency').notNull(),
    priceMinor: money('price_minor').notNull(),
    /** The line's own discount, taken off every period. */
    discountMinor: money('discount_minor').notNull(),
    /** Its order's tax rate, kept for every period as the price is (ADR-0400, ADR-0401). */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** The first period's start: every period end is counted from it (month ends, ADR-0401). */
    anchorAt: at('anchor_at').notNull(),
    /** Periods paid or billed so far (1 at purchase); the current one ends at anchor + this many periods. */
    periodIndex: integer('period_index').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** The next time the scheduler bills it (the period end, or a retry's date); null when it will not. */
    nextBillingAt: at('next_billing_at'),
    /** Set when it was canceled, and when it ended. */
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_order_line').on(t.orderId, t.orderLineId),
    index('subscriptions_customer').on(t.customerId, t.createdAt),
    check('subscriptions_period', sql`${t.period} in ('week', 'month', 'year')`),
    check('subscriptions_payment_mode', sql`${t.paymentMode} in ('pay_now', 'pay_later')`),
    check('subscriptions_status', sql`${t.status} in ('pending', 'active', 'past_due', 'canceled', 'ended')`),
    check(
      'subscriptions_amounts',
      sql`${t.priceMinor} > 0 and ${t.discountMinor} >= 0 and ${t.discountMinor} <= ${t.priceMinor}`,
    ),
    check('subscriptions_period_order', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/**
 * One billed period of a subscription: the first (the order's invoice) and each renewal. UNIQUE
 * (subscription, period start) is what makes a renewal billed once, however many jobs or processes
 * reach it (ADR-0401). A pay-now renewal's attempts are its payments (`attempts`, the last one's id).
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: uuid('id').primaryKey(),
    subscriptionId: parentUuid('subscription_id', () => subscriptions.id),
    /** 1 for the first period (bought with the order), then 2, 3… */
    position: integer('position').notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** billing: charges being tried; billed: invoice issued (paid or On hand); failed: gave up. */
    status: text('status').$type<'billing' | 'billed' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The invoice (the order's for the first period), and the last payment tried. */
    invoiceId: integer('invoice_id'),
    paymentId: uuid('payment_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscription_periods_start').on(t.subscriptionId, t.periodStart),
    uniqueIndex('subscription_periods_position').on(t.subscriptionId, t.position),
    check('subscription_periods_status', sql`${t.status} in ('billing', 'billed', 'failed')`),
  ],
);

/** Every move of a subscription's status: from, to, who, when. */
export const subscriptionHistory = statusHistoryTable(
  'subscription',
  { subscriptionId: parentUuid('subscription_id', () => subscriptions.id) },
  statusMove<SubscriptionActor>(),
);
