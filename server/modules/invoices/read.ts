import { and, asc, desc, eq, or } from 'drizzle-orm';
import { dateLabel } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type {
  CustomerSnapshot,
  InvoiceKind,
  InvoiceStatus,
  Names,
  SellerSnapshot,
} from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import { listPage, tablePage } from '../../http/list-page';
import { translator } from '../../platform/i18n';
import { orderNumberOf } from '../orders/read-model';
import { invoiceLines, invoices } from './schema';

/** Everything printed on an invoice or a credit note: its row, lines and the numbers it refers to. */
export interface InvoiceDocument {
  id: number;
  kind: InvoiceKind;
  number: string;
  status: InvoiceStatus;
  customerId: string | null;
  orderId: string | null;
  orderNumber: string | null;
  creditedNumber: string | null;
  subscriptionId: string | null;
  currency: string;
  subtotal: number;
  discount: number;
  taxRateBp: number;
  tax: number;
  total: number;
  seller: SellerSnapshot;
  customer: CustomerSnapshot;
  locale: string;
  issuedAt: Date;
  dueAt: Date | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  lines: { position: number; name: Names; amount: number; discount: number }[];
}

/** Ids are the table's integers: anything else (`abc`, `1.5`, too large) is no invoice. */
export function parseInvoiceId(value: string | number): number | null {
  const text = String(value);
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

export async function loadInvoiceDocument(db: Db, invoiceId: number): Promise<InvoiceDocument | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  const orderNumber = row.orderId ? await orderNumberOf(db, row.orderId) : null;
  const [credited] = row.creditedInvoiceId
    ? await db
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, row.creditedInvoiceId))
    : [];
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    status: row.status,
    customerId: row.customerId,
    orderId: row.orderId,
    orderNumber,
    creditedNumber: credited?.number ?? null,
    subscriptionId: row.subscriptionId,
    currency: row.currency,
    subtotal: row.subtotalMinor,
    discount: row.discountMinor,
    taxRateBp: row.taxRateBp,
    tax: row.taxMinor,
    total: row.totalMinor,
    seller: row.seller,
    customer: row.customer,
    locale: row.locale,
    issuedAt: row.issuedAt,
    dueAt: row.dueAt,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    lines: lines.map((line) => ({
      position: line.position,
      name: { fr: line.nameFr, en: line.nameEn, ar: line.nameAr },
      amount: line.amountMinor,
      discount: line.discountMinor,
    })),
  };
}

/** One row of the Billing tab and of `GET /api/invoices`, written for a reader. */
export function invoiceSummary(
  row: Pick<
    typeof invoices.$inferSelect,
    | 'id'
    | 'kind'
    | 'number'
    | 'status'
    | 'issuedAt'
    | 'dueAt'
    | 'totalMinor'
    | 'currency'
    | 'orderId'
    | 'subscriptionId'
  >,
  locale: Locale,
  timeZone: string,
) {
  const t = translator(locale);
  return {
    id: row.id,
    kind: row.kind,
    kind_label: t(`billing:kinds.${row.kind}`),
    number: row.number,
    date: dateLabel(row.issuedAt, locale, timeZone),
    due_date: row.dueAt ? dateLabel(row.dueAt, locale, timeZone) : null,
    // A credit note gives the amount back: it is negative for the reader.
    amount: { minor: row.kind === 'credit_note' ? -row.totalMinor : row.totalMinor, currency: row.currency },
    status: row.status,
    status_label: t(`billing:statuses.${row.status}`),
    order_id: row.orderId,
    subscription_id: row.subscriptionId,
    pdf_url: `/api/invoices/${row.id}/pdf`,
  };
}

export type InvoiceSummary = ReturnType<typeof invoiceSummary>;

/** The customer's invoices and credit notes, newest first, a page at a time. */
export async function listInvoices(
  db: Db,
  customerId: string,
  page: { page: number; perPage: number },
  locale: Locale,
  timeZone: string,
) {
  const mine = eq(invoices.customerId, customerId);
  const order = [desc(invoices.issuedAt), desc(invoices.id)];
  const { rows, total } = await tablePage(db, invoices, mine, order, page);
  return listPage(
    rows.map((row) => invoiceSummary(row, locale, timeZone)),
    total,
    page,
  );
}

/**
 * The invoices and credit notes of one of the customer's subscriptions, newest first (its package
 * page): its renewals', and with `orderId` those of the order that bought it (its first period).
 */
export async function listSubscriptionInvoices(
  db: Db,
  customerId: string,
  subscriptionId: string,
  locale: Locale,
  timeZone: string,
  orderId?: string | null,
) {
  const ofSubscription = eq(invoices.subscriptionId, subscriptionId);
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        orderId ? or(ofSubscription, eq(invoices.orderId, orderId)) : ofSubscription,
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id));
  return rows.map((row) => invoiceSummary(row, locale, timeZone));
}

/** An order's invoices and credit notes, oldest first (the admin's order page). */
export async function listOrderInvoices(db: Db, orderId: string, locale: Locale, timeZone: string) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((row) => invoiceSummary(row, locale, timeZone));
}

/** The customer's own invoice, or null (another's, unknown or malformed: the same answer). */
export async function ownedInvoice(db: Db, customerId: string, invoiceId: string | number) {
  const id = parseInvoiceId(invoiceId);
  if (id === null) return null;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.customerId, customerId)));
  return row ? loadInvoiceDocument(db, row.id) : null;
}
