import { formatMoney } from '../../../common/format/money';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { translator } from '../../platform/i18n';
import type { Mail, Mailer } from '../../platform/mail';
import type { JobsService } from '../jobs/service';
import { invoiceFileName, renderInvoicePdf } from './pdf';
import { loadInvoiceDocument, type InvoiceDocument } from './read';

export const INVOICE_MAIL_JOB = 'invoice.mail';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  return {
    to: doc.customer.email,
    subject,
    text: [...paragraphs, `${label}: ${link}`].join('\n\n'),
    html:
      `<!doctype html><html lang="${locale}" dir="${dir}"><body>` +
      paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p></body></html>`,
  };
}

/**
 * The invoice's mail through the job queue (ADR-0009, ADR-0400): the issuing transaction enqueues
 * only the invoice's id; the worker renders the PDF in the customer's saved language after the
 * commit and sends it attached, with the job's id as Message-ID (the same on every attempt).
 */
export function createInvoiceMailer(deps: {
  db: Db;
  jobs: Pick<JobsService, 'define' | 'enqueue'>;
  mailer: Mailer;
  messageId: (jobId: string) => string;
  publicUrl: string;
  timeZone: string;
}) {
  deps.jobs.define<{ invoiceId: number }>(INVOICE_MAIL_JOB, {
    handler: async ({ invoiceId }, job) => {
      const doc = await loadInvoiceDocument(deps.db, invoiceId);
      if (!doc || !doc.customer.email) return;
      const locale: Locale = isLocale(doc.locale) ? doc.locale : 'en';
      const link = `${deps.publicUrl}/${locale}/account?tab=billing`;
      const pdf = await renderInvoicePdf(doc, locale, deps.timeZone);
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

  return async (tx: Db, invoiceId: number) => {
    await deps.jobs.enqueue(tx, INVOICE_MAIL_JOB, { invoiceId });
  };
}
