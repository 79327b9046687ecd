import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** open → requires_action → succeeded | failed; open → expired. The sandbox's own view of a payment. */
export type SandboxPaymentStatus = 'open' | 'requires_action' | 'succeeded' | 'failed' | 'expired';

/**
 * The sandbox provider's own records (ADR-0301), apart from the shop's: what a real provider would
 * keep on its side. A checkout (hosted page) or an off-session charge of a saved method, one per
 * idempotency key.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    /** sbx_cs_… for a checkout, sbx_ch_… for a charge. */
    id: text('id').primaryKey(),
    kind: text('kind').$type<'checkout' | 'charge'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The shop's payment id. */
    reference: text('reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    successUrl: text('success_url').notNull().default(''),
    cancelUrl: text('cancel_url').notNull().default(''),
    saveMethod: boolean('save_method').notNull().default(false),
    customerRef: text('customer_ref'),
    methodRef: text('method_ref'),
    status: text('status').$type<SandboxPaymentStatus>().notNull(),
    failureReason: text('failure_reason'),
    /** Only the last four digits of the test card are kept, never the number. */
    cardLast4: text('card_last4'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sandbox_payments_reference').on(t.reference)],
);

/** Refunds the sandbox made, one per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => sandboxPayments.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sandbox_refunds_payment').on(t.paymentId)],
);

/** Test cards saved at a checkout (saveMethod), charged later without the customer. */
export const sandboxMethods = pgTable('sandbox_methods', {
  /** sbx_pm_… */
  id: text('id').primaryKey(),
  /** sbx_cus_… */
  customerRef: text('customer_ref').notNull(),
  last4: text('last4').notNull(),
  /** What the card does when charged off-session (the 3-D Secure card asks for the customer, who is absent). */
  offSession: text('off_session').$type<'succeeds' | 'authentication_required'>().notNull(),
  createdAt: at('created_at').notNull(),
});
