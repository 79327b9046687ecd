import { sql } from 'drizzle-orm';
import type { InvoiceKind } from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import { invoiceCounters } from './schema';

/** Credit notes carry a prefix, so their series never reads like an invoice's. */
const PREFIX: Record<InvoiceKind, string> = { invoice: '', credit_note: 'AV-' };

/**
 * The next number of a series in `year`, taken in the issuing transaction: the counter row stays
 * locked until it commits, so concurrent issues take the numbers in turn, and one that rolls back
 * gives its number back — a year's numbers have no gap (ADR-0400). Latin digits: "2026-000123".
 */
export async function nextInvoiceNumber(
  tx: Db,
  series: InvoiceKind,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  const sequence = row!.last;
  return { year, sequence, number: formatInvoiceNumber(series, year, sequence) };
}

export function formatInvoiceNumber(series: InvoiceKind, year: number, sequence: number): string {
  return `${PREFIX[series]}${year}-${String(sequence).padStart(6, '0')}`;
}
