import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, money, uuidId, timestamps, parentUuid } from '../../db/columns';
import type { PaymentActor, PaymentProviderName, PaymentStatus } from '../../../common/payments/types';
import { users } from '../accounts/schema';
import type { CheckoutRequest } from './provider';

export * from './sandbox/schema';

/** What a checkout asked the provider, kept so that a retried call asks exactly the same. */
export type StoredCheckoutRequest = Omit<CheckoutRequest, 'reference' | 'idempotencyKey'>;

/**
 * One payment attempt (ADR-0301). The row, with its idempotency key, is written before the
 * provider is called; its status only moves forward, by compare-and-set, each move with a history row.
 */
export const payments = pgTable(
  'payments',
  {
    /** Our reference: the provider keeps it and hands it back in its events. */
    id: uuid('id').primaryKey(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    /** One attempt per key: the same key again is the same payment and the same provider call. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A digest of what the key was first used for; the key with other terms is refused. */
    requestDigest: text('request_digest').notNull(),
    /** What the payment is for (registered by the module that handles its result) and which one. */
    purpose: text('purpose').notNull(),
    purposeId: text('purpose_id').notNull(),
    /** Kept (as null) when the account goes: a payment is a financial record. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'checkout' | 'saved_method'>().notNull(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** What the customer sees at the provider ("Order 2026-000123"). */
    description: text('description').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's checkout (or charge) id, once it answered. */
    providerRef: text('provider_ref'),
    /** The provider's underlying payment when it differs (Stripe's PaymentIntent of a Checkout Session). */
    providerPaymentRef: text('provider_payment_ref'),
    redirectUrl: text('redirect_url'),
    checkoutRequest: jsonb('checkout_request').$type<StoredCheckoutRequest>(),
    /** Set while a process calls the provider (a lease): others wait for its answer instead of calling. */
    providerCallAt: at('provider_call_at'),
    saveMethod: boolean('save_method').notNull().default(false),
    savedCustomerRef: text('saved_customer_ref'),
    savedMethodRef: text('saved_method_ref'),
    failureReason: text('failure_reason'),
    refundedMinor: money('refunded_minor').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    uniqueIndex('payments_provider_payment_ref').on(t.provider, t.providerPaymentRef),
    index('payments_purpose').on(t.purpose, t.purposeId),
    index('payments_customer').on(t.customerId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check('payments_refunded_within', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
  ],
);

/** Every status change of a payment: from, to, who, why, and the provider event behind it. */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: uuidId(),
    paymentId: parentUuid('payment_id', () => payments.id),
    fromStatus: text('from_status').$type<PaymentStatus>().notNull(),
    toStatus: text('to_status').$type<PaymentStatus>().notNull(),
    actor: text('actor').$type<PaymentActor>().notNull(),
    reason: text('reason'),
    /** The provider event that brought it (webhook), else null. */
    eventId: text('event_id'),
    at: at('at').notNull(),
  },
  (t) => [index('payment_history_payment').on(t.paymentId, t.at)],
);

/**
 * What became of a stored provider event. `held`: it came before the event it follows (a refund
 * before the payment's success) and waits for it, or for the provider's word (ADR-0301).
 */
export type EventOutcome = 'applied' | 'stale' | 'refused' | 'unmatched' | 'ignored' | 'held';

/**
 * Provider webhook events, one row per (provider, event id), written in the transaction of their
 * effects: a second delivery of the same event finds its row and does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuidId(),
    provider: text('provider').$type<PaymentProviderName>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerRef: text('provider_ref'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    outcome: text('outcome').$type<EventOutcome>().notNull(),
    /** The normalized event (never the raw body: it may carry more than the shop needs). */
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    occurredAt: at('occurred_at').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId),
    index('payment_events_payment').on(t.paymentId),
    // The few events waiting for an earlier one, found by the payment's provider references.
    index('payment_events_held')
      .on(t.provider, t.providerRef)
      .where(sql`${t.outcome} = 'held'`),
  ],
);

/**
 * Refunds asked of a provider, each under an idempotency key written before the call; the same
 * key again is the same refund.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: parentUuid('payment_id', () => payments.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRefundRef: text('provider_refund_ref'),
    providerCallAt: at('provider_call_at'),
    actor: text('actor').$type<PaymentActor>().notNull(),
    /** The admin who asked for it (an account id; no foreign key: the refund outlives the account). */
    actorId: uuid('actor_id'),
    reason: text('reason'),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_payment').on(t.paymentId),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
