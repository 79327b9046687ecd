import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { InvoiceActor, InvoiceStatus } from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../platform/mail';
import type { JobsService } from '../jobs/service';
import type { SettingsService } from '../settings/service';
import { createIssuer, type IssueInput } from './issue';
import { createInvoiceJobs } from './mail';
import { createOrderBilling } from './order-billing';
import { invoiceFileName } from './file-name';
import { createInvoicePdfs } from './pdf-files';
import {
  listInvoices,
  listOrderInvoices,
  listSubscriptionInvoices,
  ownedInvoice,
  parseInvoiceId,
} from './read';
import { invoices as invoiceRows } from './schema';

export type { IssueInput, IssuedInvoice, IssueLine } from './issue';

export interface InvoicesDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  settings: Pick<SettingsService, 'getBillingSettings'>;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'enqueueWrite'>;
  mailer: Mailer;
  /** The outbox's Message-ID of a job (one id per mail, whatever the attempt). */
  messageId: (jobId: string) => string;
}

/**
 * Invoices and credit notes (ADR-0400). Other modules issue and move them inside their own
 * transactions (`issue`, `setStatus`, `issueCreditNote`; the order lifecycle's `orderBilling`); the customer
 * reads them (`list`, `detail`, `pdf`).
 */
export function createInvoicesService(deps: InvoicesDeps) {
  const { db, clock, timeZone } = deps;
  const pdfs = createInvoicePdfs({ db, clock, timeZone });
  const documents = createInvoiceJobs({ ...deps, pdfs });
  const issuer = createIssuer({ clock, timeZone, settings: deps.settings, documents });

  return {
    /**
     * Issues an invoice in `tx`: numbered (per year, no gap), seller and customer copied, tax at the
     * settings' rate, due after the payment delay unless `dueAt` says when, its mail with the PDF
     * enqueued. An order's second invoice is not issued: the first is returned (`created` false).
     */
    issue: (tx: Db, input: IssueInput) => issuer.issue(tx, input),
    /** Moves an invoice's status through the state machine in `tx` (invoiceTransitionRefused if refused). */
    setStatus: async (tx: Db, invoiceId: number, to: InvoiceStatus, actor: InvoiceActor) => {
      const moved = await issuer.move(tx, { invoiceId, to, actor });
      return { moved: moved.moved, from: moved.from, status: moved.invoice.status };
    },
    /** The credit note that cancels an invoice (a refund, or an unpaid invoice annulled); one per invoice. */
    issueCreditNote: (tx: Db, invoiceId: number, opts: { actor: InvoiceActor }) =>
      issuer.issueCreditNote(tx, invoiceId, opts),
    /** The order lifecycle's invoice reactions (orders/lifecycle.ts), called in the order's transactions. */
    orderBilling: createOrderBilling({ issuer }),
    /** An order's invoices and credit notes, oldest first, for the admin (any customer's). */
    listForOrder: (orderId: string, locale: Locale) => listOrderInvoices(db, orderId, locale, timeZone),
    list: (customerId: string, page: { page: number; perPage: number }, locale: Locale) =>
      listInvoices(db, customerId, page, locale, timeZone),
    /** The invoices of one of the customer's subscriptions (another customer's: none). */
    listForSubscription: (
      customerId: string,
      subscriptionId: string,
      locale: Locale,
      orderId?: string | null,
    ) => listSubscriptionInvoices(db, customerId, subscriptionId, locale, timeZone, orderId),
    /** The customer's own invoice document, or null (another's, unknown or malformed id). */
    detail: (customerId: string, invoiceId: string | number) => ownedInvoice(db, customerId, invoiceId),
    /**
     * The customer's own invoice as a PDF in `locale`, or null: the stored file, rendered here only
     * when its job has not run yet (or in a language it does not render).
     */
    pdf: async (customerId: string, invoiceId: string | number, locale: Locale) => {
      const doc = await ownedInvoice(db, customerId, invoiceId);
      if (!doc) return null;
      return {
        bytes: await pdfs.file(doc, locale),
        fileName: invoiceFileName(doc, locale),
        doc,
      };
    },
    parseId: parseInvoiceId,
    /**
     * An invoice's id, status and due date, read in `tx`: by id, or an order's invoice (the
     * subscriptions module checks whether a period was paid by its due date). Null: none.
     */
    standing: async (tx: Db, ref: { invoiceId: number } | { orderId: string }) => {
      const [row] = await tx
        .select({ id: invoiceRows.id, status: invoiceRows.status, dueAt: invoiceRows.dueAt })
        .from(invoiceRows)
        .where(
          'invoiceId' in ref
            ? eq(invoiceRows.id, ref.invoiceId)
            : and(eq(invoiceRows.orderId, ref.orderId), eq(invoiceRows.kind, 'invoice')),
        );
      return row ?? null;
    },
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
