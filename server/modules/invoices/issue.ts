import { and, asc, eq } from 'drizzle-orm';
import { yearIn } from '../../../common/format/dates';
import { isLocale } from '../../../common/i18n/languages';
import type {
  CustomerSnapshot,
  InvoiceActor,
  InvoiceStatus,
  Names,
  SellerSnapshot,
} from '../../../common/invoices/types';
import type { Money } from '../../../common/pricing/types';
import { insertRows } from '../../db/insert-rows';
import { returnedBy, writeTogether, type NamedWrite, type Write } from '../../db/together';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { accountDirectory, billingContactColumns } from '../accounts/read-model';
import { money, proportionOf } from '../pricing/money';
import type { SettingsService } from '../settings/service';
import type { InvoiceJobs } from './mail';
import { invoiceNumberSql, nextInvoiceSequence } from './numbers';
import { invoiceLines, invoices } from './schema';
import { invoiceNotFound } from './errors';
import { moveInvoiceStatus, type InvoiceRow } from './transitions';

/** The seller's settings as the settings module reads them for an invoice. */
type SellerSettings = Awaited<ReturnType<SettingsService['getBillingSettings']>>;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface IssueLine {
  name: Names;
  /** Minor units, before the discount. */
  amount: number;
  /** Minor units taken off this line (a promo code may be a line of its own with amount 0). */
  discount: number;
}

export interface IssueInput {
  customerId: string;
  orderId?: string;
  subscriptionId?: string;
  periodStart?: Date;
  periodEnd?: Date;
  currency: string;
  lines: IssueLine[];
  status: 'paid' | 'on_hand' | 'pending';
  /** On hand or Pending: when it is due; by default issued + the payment delay of the settings. */
  dueAt?: Date;
  /** The rate the order was priced with (its total is what was charged); by default the settings'. */
  taxRateBp?: number;
}

export interface IssuedInvoice {
  id: number;
  number: string;
  total: Money;
  status: InvoiceStatus;
  /** False when the order already had its invoice (that one is returned). */
  created: boolean;
}

/** Bad input from another module (a programming error, never a customer's refusal): fails loudly. */
const invoiceInputError = (problem: string) => new Error(`invoice input: ${problem}`);

export interface IssueDeps {
  clock: Clock;
  timeZone: string;
  settings: Pick<SettingsService, 'getBillingSettings'>;
  /** Enqueue, with the caller's transaction, the PDF (and the mail) of an issued or moved invoice. */
  documents: Pick<InvoiceJobs, 'issuedWrite' | 'moved'>;
}

function totals(lines: IssueLine[], currency: string, taxRateBp: number) {
  if (lines.length === 0) throw invoiceInputError('an invoice has at least one line');
  for (const line of lines) {
    money(line.amount, currency);
    money(line.discount, currency);
    if (!line.name.fr || !line.name.en || !line.name.ar)
      throw invoiceInputError('a line is named in fr, en, ar');
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  if (discount > subtotal) throw invoiceInputError('the discounts exceed the amounts');
  const tax = proportionOf(money(subtotal - discount, currency), taxRateBp, 10_000).minor;
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

/** The customer's columns an invoice copies: a caller that has read them (the checkout) passes them. */
export type InvoiceCustomer = Pick<
  typeof accountDirectory.$inferSelect,
  'firstName' | 'lastName' | 'company' | 'email' | 'billingAddress' | 'country' | 'locale'
>;

async function customerOf(tx: Db, customerId: string): Promise<InvoiceCustomer> {
  const [user] = await tx
    .select(billingContactColumns)
    .from(accountDirectory)
    .where(eq(accountDirectory.id, customerId));
  if (!user) throw invoiceInputError('no such customer');
  return user;
}

function customerSnapshot(user: InvoiceCustomer) {
  const snapshot: CustomerSnapshot = {
    name: `${user.firstName} ${user.lastName}`.trim(),
    company: user.company,
    email: user.email,
    billingAddress: user.billingAddress,
    country: user.country,
  };
  return { snapshot, locale: isLocale(user.locale) ? user.locale : 'en' };
}

const summary = (
  row: Pick<InvoiceRow, 'id' | 'number' | 'totalMinor' | 'currency' | 'status'>,
  created: boolean,
): IssuedInvoice => ({
  id: row.id,
  number: row.number,
  total: { minor: row.totalMinor, currency: row.currency },
  status: row.status,
  created,
});

type InvoiceValues = Omit<typeof invoices.$inferInsert, 'number' | 'year' | 'sequence' | 'updatedAt'>;

/**
 * Issuing (ADR-0400), always inside the caller's transaction: numbered from the year's counter,
 * the seller and customer copied, the tax from the settings' rate, the mail enqueued. Nothing of
 * it is written if the transaction rolls back — the number included.
 */
export function createIssuer(deps: IssueDeps) {
  const { clock } = deps;

  /** A status move (moveInvoiceStatus) whose new status gets its PDF rendered, in the same transaction. */
  async function move(tx: Db, input: { invoiceId: number; to: InvoiceStatus; actor: InvoiceActor }) {
    const moved = await moveInvoiceStatus(tx, clock, input);
    if (moved.moved) await deps.documents.moved(tx, input.invoiceId);
    return moved;
  }

  /**
   * The invoice's writes, built and not run, for one statement: the counter's step, the invoice
   * numbered from it, its lines and its PDF job — the number taken as late as the statement runs.
   */
  function numberedWrites(tx: Db, values: InvoiceValues, lines: IssueLine[]): (Write | NamedWrite)[] {
    const year = yearIn(values.issuedAt, deps.timeZone);
    const sequence = returnedBy('invoice_sequence', 'last');
    const invoice = insertRows(
      invoices,
      [
        {
          ...values,
          year,
          sequence,
          number: invoiceNumberSql(values.kind, year, sequence),
          updatedAt: values.issuedAt,
        },
      ],
      { returning: [invoices.id, invoices.number] },
    );
    const invoiceId = returnedBy('invoice', 'id');
    return [
      { name: 'invoice_sequence', write: nextInvoiceSequence(tx, values.kind, year) },
      { name: 'invoice', write: invoice },
      insertRows(
        invoiceLines,
        lines.map((line, position) => ({
          invoiceId,
          position,
          nameFr: line.name.fr,
          nameEn: line.name.en,
          nameAr: line.name.ar,
          amountMinor: line.amount,
          discountMinor: line.discount,
          totalMinor: line.amount - line.discount,
        })),
      ),
      deps.documents.issuedWrite(invoiceId),
    ];
  }

  async function write(tx: Db, values: InvoiceValues, lines: IssueLine[]) {
    const [row] = await writeTogether<{ id: number; number: string }>(
      tx,
      numberedWrites(tx, values, lines),
      'invoice',
    );
    return { ...row!, totalMinor: values.totalMinor, currency: values.currency, status: values.status };
  }

  /** An order's or a period's invoice from the settings and the customer as the caller read them. */
  function invoiceValues(
    input: IssueInput,
    billing: SellerSettings,
    customer: InvoiceCustomer,
  ): InvoiceValues {
    const taxRateBp = input.taxRateBp ?? billing.taxRateBp;
    const figures = totals(input.lines, input.currency, taxRateBp);
    const { snapshot, locale } = customerSnapshot(customer);
    const seller: SellerSnapshot = {
      legalName: billing.legalName,
      address: billing.legalAddress,
      addresses: billing.legalAddresses,
      registrations: billing.registrations,
      email: billing.email,
      phone: billing.phone,
    };
    const issuedAt = clock.now();
    const dueAt =
      input.status === 'paid'
        ? (input.dueAt ?? null)
        : (input.dueAt ?? new Date(issuedAt.getTime() + billing.paymentDelayDays * DAY_MS));
    return {
      kind: 'invoice',
      customerId: input.customerId,
      orderId: input.orderId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      status: input.status,
      currency: input.currency,
      subtotalMinor: figures.subtotal,
      discountMinor: figures.discount,
      taxRateBp,
      taxMinor: figures.tax,
      totalMinor: figures.total,
      seller,
      customer: snapshot,
      locale,
      issuedAt,
      dueAt,
    };
  }

  async function issue(tx: Db, input: IssueInput): Promise<IssuedInvoice> {
    if (input.orderId) {
      const [existing] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, input.orderId), eq(invoices.kind, 'invoice')));
      if (existing) return summary(existing, false);
    }
    const billing = await deps.settings.getBillingSettings(tx);
    const values = invoiceValues(input, billing, await customerOf(tx, input.customerId));
    return summary(await write(tx, values, input.lines), true);
  }

  /**
   * A new order's invoice (the checkout's), built and not run, from what its transaction already
   * read: no invoice of that order can exist yet (the unique index guards it all the same).
   */
  function issueWrites(
    tx: Db,
    input: IssueInput,
    known: { billing: SellerSettings; customer: InvoiceCustomer },
  ) {
    return numberedWrites(tx, invoiceValues(input, known.billing, known.customer), input.lines);
  }

  /**
   * The credit note that cancels an invoice (ADR-0400): its own series, the same lines and figures,
   * referring to the invoice, which moves to Refund (it was paid: the money goes back) or Canceled
   * (it was not). One per invoice: a second call returns the first.
   */
  async function issueCreditNote(
    tx: Db,
    invoiceId: number,
    opts: { actor: InvoiceActor },
  ): Promise<IssuedInvoice & { invoiceStatus: InvoiceStatus }> {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!original || original.kind !== 'invoice') throw invoiceNotFound();
    const [existing] = await tx.select().from(invoices).where(eq(invoices.creditedInvoiceId, invoiceId));
    if (existing) return { ...summary(existing, false), invoiceStatus: original.status };
    const to: InvoiceStatus = original.status === 'paid' ? 'refund' : 'canceled';
    const moved = await move(tx, { invoiceId, to, actor: opts.actor });
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId))
      .orderBy(asc(invoiceLines.position));
    const now = clock.now();
    const row = await write(
      tx,
      {
        kind: 'credit_note',
        customerId: original.customerId,
        orderId: original.orderId,
        subscriptionId: original.subscriptionId,
        periodStart: original.periodStart,
        periodEnd: original.periodEnd,
        creditedInvoiceId: original.id,
        status: to,
        currency: original.currency,
        subtotalMinor: original.subtotalMinor,
        discountMinor: original.discountMinor,
        taxRateBp: original.taxRateBp,
        taxMinor: original.taxMinor,
        totalMinor: original.totalMinor,
        seller: original.seller,
        customer: original.customer,
        locale: original.locale,
        issuedAt: now,
        dueAt: null,
      },
      lines.map((line) => ({
        name: { fr: line.nameFr, en: line.nameEn, ar: line.nameAr },
        amount: line.amountMinor,
        discount: line.discountMinor,
      })),
    );
    return { ...summary(row, true), invoiceStatus: moved.invoice.status };
  }

  return { issue, issueWrites, issueCreditNote, move };
}
