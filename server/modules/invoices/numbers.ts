import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceKind } from '../../../common/invoices/types';
import type { Db } from '../../db/types';
import { invoiceCounters } from './schema';

/** Credit notes carry a prefix, so their series never reads like an invoice's. */
const PREFIX: Record<InvoiceKind, string> = { invoice: '', credit_note: 'AV-' };

/**
 * The counter's step for the next number of a series in `year`, built and not run: the issuing
 * statement takes it (its RETURNING `last` is the sequence) and holds the counter row locked until
 * its transaction commits, so concurrent issues take the numbers in turn, and one that rolls back
 * gives its number back — a year's numbers have no gap (ADR-0400). Being in the issuing
 * transaction's last statement, the row stays locked only for that statement and the COMMIT.
 */
export function nextInvoiceSequence(tx: Db, series: InvoiceKind, year: number) {
  return tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.year],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
}

/** The number, Latin digits ("2026-000123", "AV-2026-000004"), from a sequence only the statement knows. */
export function invoiceNumberSql(series: InvoiceKind, year: number, sequence: SQL): SQL {
  return sql`${`${PREFIX[series]}${year}-`} || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`;
}
