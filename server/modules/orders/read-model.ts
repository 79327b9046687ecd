import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { orderLines, orders } from './schema';

/**
 * What other modules may read of orders (ADR-0026): functions over the orders' tables, which only
 * this module reads or writes itself. The invoices and subscriptions modules (whose rows name an
 * order) read an order through them; nothing here writes.
 */

export type OrderRow = typeof orders.$inferSelect;

/** A line's figures and names as an invoice prints them. */
export type OrderLineFigures = Pick<
  typeof orderLines.$inferSelect,
  'nameFr' | 'nameEn' | 'nameAr' | 'priceMinor' | 'discountMinor'
>;

export type OrderLineRow = typeof orderLines.$inferSelect;

/** The order and its lines, in their order, read in `tx` (its invoice is built from them); null: no such order. */
export const orderForInvoice = (tx: Db, orderId: string) => orderWithLines(tx, orderId);

/** An order's lines (those `which` keeps), by position. */
export const linesOfOrder = (db: Db, orderId: string, which?: SQL) =>
  db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), which))
    .orderBy(asc(orderLines.position));

/** The lines of these orders, by position (each order's in its order); none asked for none. */
export const linesOfOrders = async (db: Db, orderIds: string[]) =>
  orderIds.length
    ? db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, orderIds))
        .orderBy(asc(orderLines.position))
    : [];

/** The order and its subscription lines, in their order, read in `tx`; null: no such order. */
export const orderForSubscriptions = (tx: Db, orderId: string) =>
  orderWithLines(tx, orderId, eq(orderLines.paymentKind, 'subscription'));

/** The order and its lines (those `which` keeps), by position; null: no such order. */
async function orderWithLines(
  tx: Db,
  orderId: string,
  which?: SQL,
): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  return { order, lines: await linesOfOrder(tx, orderId, which) };
}

/** An order's human number ("2026-000123"), or null. */
export async function orderNumberOf(db: Db, orderId: string): Promise<string | null> {
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? null;
}

/** An order as the promo codes' screen lists a use of a code: its figures and pay status. */
export interface PromoUseOrder {
  number: string;
  currency: string;
  /** The lines' own discounts and the code's. */
  discountMinor: number;
  /** The lines' own discounts: the code took the rest. */
  linesDiscountMinor: number;
  payStatus: string;
}

/**
 * What the promotions module reads of the orders that used its codes (ADR-0703): the orders by
 * id (ids that are not an order's are left out), and the paid orders' totals per code.
 */
export function createPromoOrders(db: Db) {
  const isUuid = (id: string) => /^[0-9a-f-]{36}$/.test(id);
  return {
    async usesOf(orderIds: readonly string[]): Promise<Map<string, PromoUseOrder>> {
      const ids = [...new Set(orderIds.filter(isUuid))];
      if (!ids.length) return new Map();
      const lineDiscounts = db
        .select({
          orderId: orderLines.orderId,
          minor: sql<string>`sum(${orderLines.discountMinor})`.as('minor'),
        })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .groupBy(orderLines.orderId)
        .as('line_discounts');
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          currency: orders.currency,
          discountMinor: orders.discountMinor,
          linesMinor: lineDiscounts.minor,
          payStatus: orders.payStatus,
        })
        .from(orders)
        .leftJoin(lineDiscounts, eq(lineDiscounts.orderId, orders.id))
        .where(inArray(orders.id, ids));
      return new Map(
        rows.map((r) => [
          r.id,
          {
            number: r.number,
            currency: r.currency,
            discountMinor: r.discountMinor,
            linesDiscountMinor: Number(r.linesMinor ?? 0),
            payStatus: r.payStatus,
          },
        ]),
      );
    },
    /** Paid orders' totals per code and currency (an order holds the code it redeemed). */
    async paidTotalsByCode(promoCodeIds: readonly number[]) {
      if (!promoCodeIds.length) return [];
      const rows = await db
        .select({
          promoCodeId: orders.promoCodeId,
          currency: orders.currency,
          minor: sql<string>`sum(${orders.totalMinor})`,
        })
        .from(orders)
        .where(and(inArray(orders.promoCodeId, [...promoCodeIds]), eq(orders.payStatus, 'paid')))
        .groupBy(orders.promoCodeId, orders.currency)
        .orderBy(asc(orders.currency));
      return rows.map((r) => ({ promoCodeId: r.promoCodeId!, currency: r.currency, minor: Number(r.minor) }));
    },
  };
}

export type PromoOrders = ReturnType<typeof createPromoOrders>;
