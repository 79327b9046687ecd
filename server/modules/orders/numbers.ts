import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { orderCounters } from './schema';

/**
 * The next order number of `year`, taken in the order's transaction: the counter row stays locked
 * until it commits, so concurrent checkouts take the numbers in turn, and a checkout that rolls
 * back gives its number back — a year's numbers have no gaps. Latin digits: "2026-000123".
 */
export async function nextOrderNumber(
  tx: Db,
  year: number,
): Promise<{ year: number; sequence: number; number: string }> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderCounters.year, set: { last: sql`${orderCounters.last} + 1` } })
    .returning({ last: orderCounters.last });
  const sequence = row!.last;
  return { year, sequence, number: formatOrderNumber(year, sequence) };
}

export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, '0')}`;
}
