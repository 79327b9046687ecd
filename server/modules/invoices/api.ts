import type { Router } from 'express';
import type { Locale } from '../../../common/i18n/languages';
import { dateLabel } from '../../../common/format/dates';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { customerApi } from '../accounts/api';
import { contentDisposition } from '../attachments/file-names';
import type { InvoiceDocument } from './read';

/** One invoice as the API answers it: its figures, lines in the reader's language, both parties. */
function invoiceDetail(doc: InvoiceDocument, locale: Locale, timeZone: string) {
  const t = translator(locale);
  const money = (minor: number) => ({ minor, currency: doc.currency });
  return {
    id: doc.id,
    kind: doc.kind,
    kind_label: t(`billing:kinds.${doc.kind}`),
    number: doc.number,
    status: doc.status,
    status_label: t(`billing:statuses.${doc.status}`),
    date: dateLabel(doc.issuedAt, locale, timeZone),
    due_date: doc.dueAt ? dateLabel(doc.dueAt, locale, timeZone) : null,
    period:
      doc.periodStart && doc.periodEnd
        ? {
            start: dateLabel(doc.periodStart, locale, timeZone),
            end: dateLabel(doc.periodEnd, locale, timeZone),
          }
        : null,
    order_id: doc.orderId,
    order_number: doc.orderNumber,
    subscription_id: doc.subscriptionId,
    credited_invoice_number: doc.creditedNumber,
    seller: doc.seller,
    customer: doc.customer,
    lines: doc.lines.map((line) => ({
      name: line.name[locale],
      amount: money(line.amount),
      discount: money(line.discount),
      total: money(line.amount - line.discount),
    })),
    subtotal: money(doc.subtotal),
    discount: money(doc.discount),
    tax_rate_bp: doc.taxRateBp,
    tax: money(doc.tax),
    total: money(doc.total),
    pdf_url: `/api/invoices/${doc.id}/pdf`,
  };
}

/**
 * The customer's invoices and credit notes (issue 13, ADR-0400), for the session cookie or a Bearer
 * token. Another customer's invoice, an unknown id and a malformed one all answer 404.
 */
export function invoicesApi(services: Services): Router {
  const { invoices, config } = services;
  const { router, requireCustomer, userOf, notFound, getOwn, getOwnPage } = customerApi(
    services,
    'billing:errors.notFound',
    'cart:loginFirst',
  );

  getOwnPage('/invoices', 'billing:errors', (userId, paging, locale) =>
    invoices.list(userId, paging, locale),
  );

  getOwn('/invoices/:id', async (userId, id, locale) => {
    const doc = await invoices.detail(userId, id);
    return doc && invoiceDetail(doc, locale, config.TIME_ZONE);
  });

  router.get('/invoices/:id/pdf', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const pdf = await invoices.pdf(userOf(res).id, String(req.params.id), locale);
    if (!pdf) return notFound(res, locale);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', contentDisposition(pdf.fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Length', String(pdf.bytes.length));
    res.end(pdf.bytes);
  });

  return router;
}
