import { formatMoney, formatMoneyOff } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import type { InvoiceSummary } from '../../../server/modules/invoices/read';
import type { InvoicesService } from '../../../server/modules/invoices/service';
import type { BillingRow } from './invoice-table';

/** The Billing tab's rows from the invoices' list: the amount written here, on the server. */
export function billingRows(list: { data: InvoiceSummary[] }, locale: Locale): BillingRow[] {
  return list.data.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    kindLabel: invoice.kind_label,
    isCreditNote: invoice.kind === 'credit_note',
    date: invoice.date,
    amountLabel:
      invoice.amount.minor < 0
        ? formatMoneyOff(-invoice.amount.minor, invoice.amount.currency, locale)
        : formatMoney(invoice.amount.minor, invoice.amount.currency, locale),
    status: invoice.status,
    statusLabel: invoice.status_label,
    pdfUrl: invoice.pdf_url,
  }));
}

export const INVOICES_PER_PAGE = 20;

/** One page of the Billing tab (a page past the end shows the last one). */
export async function billingPage(
  invoices: Pick<InvoicesService, 'list'>,
  customerId: string,
  page: number,
  locale: Locale,
) {
  let list = await invoices.list(customerId, { page, perPage: INVOICES_PER_PAGE }, locale);
  if (page > list.last_page)
    list = await invoices.list(customerId, { page: list.last_page, perPage: INVOICES_PER_PAGE }, locale);
  return { rows: billingRows(list, locale), page: list.current_page, pages: list.last_page };
}
