import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  at,
  money,
  serialId,
  statusMove,
  statusHistoryTable,
  requiredReference,
  namesAsSold,
  yearlyNumber,
  billedAmounts,
} from '../../db/columns';
import type {
  CustomerSnapshot,
  InvoiceActor,
  InvoiceKind,
  InvoiceStatus,
  SellerSnapshot,
} from '../../../common/invoices/types';
import { users } from '../accounts/schema';
import { orders } from '../orders/schema';

/** Bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both come out as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The last number given in each series ('invoice', 'credit_note') and year. Taken by an update in
 * the issuing transaction: the row stays locked until it commits, so numbers follow each other with
 * no gap, and a rolled-back issue gives its number back (ADR-0400).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<InvoiceKind>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * An issued invoice or credit note (ADR-0400). Everything on it is copied when it is issued — the
 * seller, the customer, the lines and figures — and never changes afterwards: only `status` (and
 * `updated_at`) moves, through the state machine; a trigger refuses any other update (migration).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    /** "2026-000123" for an invoice, "AV-2026-000007" for a credit note: Latin digits always. */
    ...yearlyNumber(),
    /** Kept (as null) when the account goes: an invoice is a financial record. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The subscription a renewal bills (the subscriptions module's id, as text). */
    subscriptionId: text('subscription_id'),
    periodStart: at('period_start'),
    periodEnd: at('period_end'),
    /** A credit note: the invoice it cancels. */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    status: text('status').$type<InvoiceStatus>().notNull(),
    ...billedAmounts(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    customer: jsonb('customer').$type<CustomerSnapshot>().notNull(),
    /** The customer's language when it was issued: the mail and its PDF are in it. */
    locale: text('locale').notNull(),
    issuedAt: at('issued_at').notNull(),
    dueAt: at('due_at'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_kind_year_sequence').on(t.kind, t.year, t.sequence),
    // One invoice per order, and one credit note per invoice: the race of a webhook and a redirect
    // (or two refund events) cannot issue a second one.
    uniqueIndex('invoices_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' and ${t.orderId} is not null`),
    uniqueIndex('invoices_credited')
      .on(t.creditedInvoiceId)
      .where(sql`${t.kind} = 'credit_note'`),
    index('invoices_customer_issued').on(t.customerId, t.issuedAt),
    index('invoices_subscription').on(t.subscriptionId),
    check('invoices_kind', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('invoices_status', sql`${t.status} in ('pending', 'on_hand', 'paid', 'refund', 'canceled')`),
    check('invoices_credit_note', sql`(${t.kind} = 'credit_note') = (${t.creditedInvoiceId} is not null)`),
    check(
      'invoices_amounts',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.discountMinor} <= ${t.subtotalMinor} and ${t.taxMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.taxMinor}`,
    ),
    check('invoices_tax_rate', sql`${t.taxRateBp} between 0 and 10000`),
  ],
);

/** What an invoice bills, as it was when issued: names in every language, amount and discount. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serialId(),
    invoiceId: requiredReference('invoice_id', () => invoices.id),
    position: integer('position').notNull(),
    ...namesAsSold(),
    amountMinor: money('amount_minor').notNull(),
    discountMinor: money('discount_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_position').on(t.invoiceId, t.position),
    check(
      'invoice_lines_amounts',
      sql`${t.amountMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.totalMinor} = ${t.amountMinor} - ${t.discountMinor}`,
    ),
  ],
);

/** Every move of an invoice's status: from, to, who, when. */
export const invoiceHistory = statusHistoryTable(
  'invoice',
  { invoiceId: requiredReference('invoice_id', () => invoices.id) },
  statusMove<InvoiceActor>(),
);

/**
 * The rendered PDF of an invoice or credit note, per language and per status (the status is printed
 * on it), written once (ADR-0015): by the render job the issue enqueued, or by the first download.
 * The primary key keeps a second render — a concurrent download, another process — from storing a
 * second file: the loser serves the stored one.
 */
export const invoicePdfs = pgTable(
  'invoice_pdfs',
  {
    invoiceId: requiredReference('invoice_id', () => invoices.id),
    locale: text('locale').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    bytes: bytea('bytes').notNull(),
    renderedAt: at('rendered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.locale, t.status] })],
);
