import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '../../../common/invoices/types';

/** One row of the Billing tab, every text written by the server (amount, date, status). */
export interface BillingRow {
  id: number;
  number: string;
  kindLabel: string;
  isCreditNote: boolean;
  date: { iso: string; label: string };
  amountLabel: string;
  status: InvoiceStatus;
  statusLabel: string;
  pdfUrl: string;
}

const STATUS_CLASS: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  on_hand: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  pending: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
  refund: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  canceled: 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
};

/**
 * The customer's invoices and credit notes: number, date, amount, status and the PDF, downloaded
 * in the page's language. On a phone each row becomes a card (the table's headers as labels).
 */
export function InvoiceTable({ rows, lang }: { rows: BillingRow[]; lang: string }) {
  const { t } = useTranslation('billing');
  const cell = 'block px-0 py-1 sm:table-cell sm:px-3 sm:py-3';
  const label = 'font-medium text-slate-600 sm:hidden dark:text-slate-400';
  return (
    <table className="w-full text-start text-sm" data-testid="billing-table">
      <caption className="sr-only">{t('table.caption')}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-300 dark:border-slate-700">
          {(
            [
              ['number', 'start'],
              ['date', 'start'],
              ['amount', 'end'],
              ['status', 'start'],
              ['download', 'start'],
            ] as const
          ).map(([column, align]) => (
            <th
              key={column}
              scope="col"
              className={`px-3 py-2 ${align === 'end' ? 'text-end' : 'text-start'} font-semibold`}
            >
              {t(`table.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid="billing-row"
            className="mb-3 block rounded-xl border border-slate-200 p-3 sm:mb-0 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 dark:border-slate-800"
          >
            <th scope="row" className={`${cell} text-start font-semibold`}>
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                {row.kindLabel}
              </span>
              <span dir="ltr" className="tabular-nums">
                {row.number}
              </span>
            </th>
            <td className={cell}>
              <span className={label}>{t('table.date')}: </span>
              <time dateTime={row.date.iso}>{row.date.label}</time>
            </td>
            <td className={`${cell} tabular-nums sm:text-end`}>
              <span className={label}>{t('table.amount')}: </span>
              {row.amountLabel}
            </td>
            <td className={cell}>
              <span className={label}>{t('table.status')}: </span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[row.status]}`}>
                {row.statusLabel}
              </span>
            </td>
            <td className={cell}>
              <a
                href={`${row.pdfUrl}?lang=${lang}`}
                download
                aria-label={t('table.downloadLabel', { number: row.number })}
                className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline dark:text-teal-300"
              >
                {t('table.download')}
              </a>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
