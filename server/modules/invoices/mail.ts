import { sql, type SQL } from 'drizzle-orm';
import { formatMoney } from '../../../common/format/money';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import { linkedMail } from '../../platform/linked-mail';
import type { Mail, Mailer } from '../../platform/mail';
import type { JobsService } from '../jobs/service';
import { invoiceFileName } from './file-name';
import type { InvoicePdfs } from './pdf-files';
import { loadInvoiceDocument, type InvoiceDocument } from './read';

export const INVOICE_MAIL_JOB = 'invoice.mail';

/** The mail that carries an invoice or a credit note, in the customer's language. */
export function invoiceMail(doc: InvoiceDocument, locale: Locale, link: string): Omit<Mail, 'attachments'> {
  const t = translator(locale);
  const credit = doc.kind === 'credit_note';
  const total = formatMoney(doc.total, doc.currency, locale);
  const subject = t(credit ? 'billing:mail.creditSubject' : 'billing:mail.subject', { number: doc.number });
  const paragraphs = [
    t('billing:mail.greeting', { name: doc.customer.name }),
    credit
      ? t('billing:mail.creditBody', { number: doc.number, invoice: doc.creditedNumber ?? '' })
      : t('billing:mail.body', { number: doc.number, total }),
  ];
  const label = t('billing:mail.view');
  return linkedMail({ to: doc.customer.email, subject, locale, paragraphs, link, label });
}

/** Renders and stores an invoice's PDF in its customer's language; `mail`: then sends it. */
export const INVOICE_PDF_JOB = 'invoice.pdf';

const savedLocale = (doc: InvoiceDocument): Locale => (isLocale(doc.locale) ? doc.locale : 'en');

/**
 * An invoice's PDF and mail through the job queue (ADR-0009, ADR-0015), never in a request or a
 * transaction: the issuing transaction enqueues only `invoice.pdf` with the invoice's id; that job
 * renders and stores the PDF in the customer's saved language, then enqueues `invoice.mail` (once
 * per invoice: a unique key), which attaches the stored file — the same bytes a download serves —
 * with the job's id as Message-ID (the same on every attempt). A status move enqueues `invoice.pdf`
 * without the mail: the new status is printed.
 */
export function createInvoiceJobs(deps: {
  db: Db;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'enqueueWrite'>;
  mailer: Mailer;
  messageId: (jobId: string) => string;
  publicUrl: string;
  pdfs: InvoicePdfs;
}) {
  deps.jobs.define<{ invoiceId: number; mail?: boolean }>(INVOICE_PDF_JOB, {
    handler: async ({ invoiceId, mail }) => {
      const doc = await loadInvoiceDocument(deps.db, invoiceId);
      if (!doc) return;
      await deps.pdfs.file(doc, savedLocale(doc));
      // After the file is stored, so the mail never renders; the key makes a retried render mail once.
      if (mail)
        await deps.jobs.enqueue(
          deps.db,
          INVOICE_MAIL_JOB,
          { invoiceId },
          { uniqueKey: `${INVOICE_MAIL_JOB}:${invoiceId}` },
        );
    },
    describe: ({ invoiceId }) => `invoice ${invoiceId} PDF`,
  });

  deps.jobs.define<{ invoiceId: number }>(INVOICE_MAIL_JOB, {
    handler: async ({ invoiceId }, job) => {
      const doc = await loadInvoiceDocument(deps.db, invoiceId);
      if (!doc || !doc.customer.email) return;
      const locale = savedLocale(doc);
      const link = `${deps.publicUrl}/${locale}/account?tab=billing`;
      const pdf = await deps.pdfs.file(doc, locale);
      await deps.mailer.send(
        {
          ...invoiceMail(doc, locale, link),
          attachments: [
            { filename: invoiceFileName(doc, locale), contentType: 'application/pdf', content: pdf },
          ],
        },
        { messageId: deps.messageId(job.id) },
      );
    },
    describe: ({ invoiceId }) => `invoice ${invoiceId}`,
  });

  return {
    /**
     * In the issuing statement: the PDF, then the mail that carries it, built and not run; the
     * invoice's id is SQL reading the statement's own insert.
     */
    issuedWrite: (invoiceId: SQL) =>
      deps.jobs.enqueueWrite(
        INVOICE_PDF_JOB,
        sql`jsonb_build_object('invoiceId', ${invoiceId}, 'mail', true)`,
      ),
    /** In the transaction that moved its status: the PDF that prints the new one. */
    moved: async (tx: Db, invoiceId: number) => {
      await deps.jobs.enqueue(tx, INVOICE_PDF_JOB, { invoiceId });
    },
  };
}

export type InvoiceJobs = ReturnType<typeof createInvoiceJobs>;
