import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  at,
  money,
  serialId,
  timestamps,
  parentUuid,
  statusMove,
  usualActorCheck,
  namesAsSold,
  yearlyNumber,
  billedAmounts,
} from '../../db/columns';
import type { BillingPeriod, DiscountType, PaymentKind } from '../../../common/catalog/types';
import type { Locale } from '../../../common/i18n/languages';
import type {
  OrderActor,
  OrderField,
  OrderLineType,
  OrderStatus,
  PaymentMode,
  PayStatus,
} from '../../../common/orders/types';
import { users } from '../accounts/schema';

/**
 * The last order number given in each year. Taken by an upsert of its own before the checkout's
 * transaction (never held locked while an order is written): a failed checkout leaves a gap.
 */
export const orderCounters = pgTable('order_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A customer's order (ADR-0303). Its figures are the server's, fixed at checkout (ADR-0010); its
 * two statuses move only through their state machines, by compare-and-set, each move with a history row.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    ...yearlyNumber(),
    /** Kept (as null) when the account goes: an order is a financial record. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull(),
    payStatus: text('pay_status').$type<PayStatus>().notNull(),
    paymentMode: text('payment_mode').$type<PaymentMode>().notNull(),
    /** The language the customer checked out in: their mails are written in it. */
    locale: text('locale').notNull(),
    /** Its discount is the lines' own discounts and the promo code's. */
    ...billedAmounts(),
    /** The rate the order was priced with: its invoice uses it, whatever the settings say later. */
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    /** The promo code used, and its text as it was (the code may be renamed or deleted later). */
    promoCodeId: integer('promo_code_id'),
    promoCode: text('promo_code'),
    extraInfo: text('extra_info'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** The client's Idempotency-Key of the checkout: the same key again is this order. */
    checkoutKey: text('checkout_key').notNull(),
    /**
     * SHA-256 of the checkout's parameters (payment mode, notes, links) sent with that key: the key
     * again with other parameters is refused rather than answered with this order. Null for orders
     * placed before it was kept.
     */
    checkoutParamsHash: text('checkout_params_hash'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_number').on(t.number),
    uniqueIndex('orders_year_sequence').on(t.year, t.sequence),
    uniqueIndex('orders_customer_checkout_key').on(t.customerId, t.checkoutKey),
    index('orders_customer_created').on(t.customerId, t.createdAt),
    // The dashboard's period reads (ADR-0704), answered from the index alone (its figures' columns
    // follow the date); the admin queue's date filter and sort use it too.
    index('orders_created').on(t.createdAt, t.payStatus, t.status, t.currency, t.totalMinor, t.id),
    // The few orders that sold nothing, by date: what the dashboard's top services leave out.
    index('orders_unsold')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} in ('canceled', 'rejected')`),
    check(
      'orders_status',
      sql`${t.status} in ('pending', 'approved', 'done', 'canceled', 'closed', 'rejected')`,
    ),
    check('orders_pay_status', sql`${t.payStatus} in ('pending', 'on_hand', 'paid', 'refund')`),
    check('orders_payment_mode', sql`${t.paymentMode} in ('pay_now', 'pay_later')`),
    check(
      'orders_amounts',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.taxMinor}`,
    ),
  ],
);

/**
 * What was bought, as it was at purchase: names in every language, terms and figures are copied,
 * so an order reads the same after the catalogue changes or the item goes. The ids and slugs say
 * where it came from (reorder); they are not foreign keys.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: parentUuid('order_id', () => orders.id),
    position: integer('position').notNull(),
    type: text('type').$type<OrderLineType>().notNull(),
    serviceId: integer('service_id').notNull(),
    serviceSlug: text('service_slug').notNull(),
    packageId: integer('package_id'),
    packageSlug: text('package_slug'),
    ...namesAsSold(),
    currency: text('currency').notNull(),
    priceMinor: money('price_minor').notNull(),
    /** The line's own discount (the promo code is the order's). */
    discountType: text('discount_type').$type<DiscountType>(),
    discountValue: integer('discount_value'),
    discountMinor: money('discount_minor').notNull(),
    finalPriceMinor: money('final_price_minor').notNull(),
    billingPeriod: text('billing_period').$type<BillingPeriod>(),
    paymentKind: text('payment_kind').$type<PaymentKind>(),
    /** What the item included at purchase, in every language (null on orders placed before it was kept). */
    features: jsonb('features').$type<Record<Locale, string[]>>(),
    /**
     * The order's `created_at`, copied (it never changes): the dashboard's sales by service read a
     * range of lines alone instead of joining every line to the period's orders (ADR-0704).
     */
    placedAt: at('placed_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_lines_position').on(t.orderId, t.position),
    index('order_lines_placed').on(t.placedAt, t.serviceId, t.currency, t.finalPriceMinor, t.orderId),
    check('order_lines_type', sql`${t.type} in ('service', 'package')`),
    check(
      'order_lines_package',
      sql`(${t.type} = 'package') = (${t.packageId} is not null and ${t.packageSlug} is not null)`,
    ),
    check(
      'order_lines_amounts',
      sql`${t.priceMinor} >= 0 and ${t.finalPriceMinor} = ${t.priceMinor} - ${t.discountMinor} and ${t.finalPriceMinor} >= 0`,
    ),
  ],
);

/** Every move of an order's status or pay status: from, to, who, when. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serialId(),
    orderId: parentUuid('order_id', () => orders.id),
    field: text('field').$type<OrderField>().notNull(),
    ...statusMove<OrderActor>(),
    /** Which admin, when the actor is `admin` (kept if the account goes: set null). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('order_history_order').on(t.orderId, t.at),
    check('order_history_field', sql`${t.field} in ('status', 'pay_status')`),
    usualActorCheck('order_history', t.actor),
  ],
);

/**
 * The thread between a customer and the company about one order. The customer writes now; the
 * company's replies come with the admin issue (author_kind 'admin').
 */
export const orderComments = pgTable(
  'order_comments',
  {
    id: serialId(),
    orderId: parentUuid('order_id', () => orders.id),
    authorKind: text('author_kind').$type<'customer' | 'admin'>().notNull(),
    /** Kept (as null) when the account goes: the thread stays readable. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('order_comments_order').on(t.orderId, t.createdAt),
    check('order_comments_author_kind', sql`${t.authorKind} in ('customer', 'admin')`),
    check('order_comments_body', sql`length(${t.body}) between 1 and 5000`),
  ],
);
