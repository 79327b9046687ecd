import { sql } from 'drizzle-orm';
import { preparedStatement } from '../../db/prepared';
import type { Db } from '../../db/types';
import { orderCounters } from './schema';

const nextInYear = preparedStatement('order_counters_next', (db, name) =>
  db
    .insert(orderCounters)
    .values({ year: sql.placeholder('year'), last: 1 })
    .onConflictDoUpdate({ target: orderCounters.year, set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ last: orderCounters.last })
    .prepare(name),
);

/**
 * The next order number of `year`. The checkout takes it in a statement of its own, before its
 * transaction: the counter row is locked only for that statement, never while an order is written,
 * and a checkout that then fails leaves a gap — an order number is not an invoice's (ADR-0303).
 * Latin digits: "2026-000123".
 */
export async function nextOrderNumber(
  db: Db,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await nextInYear(db, { year });
  const sequence = row!.last;
  return { year, sequence, number: formatOrderNumber(year, sequence) };
}

export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
