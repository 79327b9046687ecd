import { and, eq } from 'drizzle-orm';
import type { OrderActor, OrderStatus, PayStatus } from '../../../common/orders/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { orderHistory, orders } from './schema';
import { orderNotFound, orderTransitionRefused } from './errors';
import { mayMovePayStatus, mayMoveStatus } from './state-machine';

export type OrderRow = typeof orders.$inferSelect;

/** What a move did: `moved` false when the order was already there (a repeat changes nothing). */
export interface MoveOutcome {
  moved: boolean;
  order: OrderRow;
  from: string;
}

async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/**
 * The compare-and-set of one of the order's two statuses on the value read, and its history row:
 * the updated order, or undefined when the status was no longer `from` (nothing written).
 */
async function setAndRecord(
  tx: Db,
  clock: Clock,
  field: 'status' | 'pay_status',
  from: OrderStatus | PayStatus,
  input: { orderId: string; to: OrderStatus | PayStatus; actor: OrderActor; actorId?: string | null },
): Promise<OrderRow | undefined> {
  const now = clock.now();
  const column = field === 'status' ? orders.status : orders.payStatus;
  const [order] = await tx
    .update(orders)
    .set({ [field === 'status' ? 'status' : 'payStatus']: input.to, updatedAt: now })
    .where(and(eq(orders.id, input.orderId), eq(column, from)))
    .returning();
  if (!order) return undefined;
  await tx.insert(orderHistory).values({
    orderId: input.orderId,
    field,
    fromValue: from,
    toValue: input.to,
    actor: input.actor,
    actorId: input.actorId ?? null,
    at: now,
  });
  return order;
}

/**
 * Moves an order's status (ADR-0303) inside the caller's transaction: locks the row, judges the
 * move, updates by compare-and-set on the status read, writes the history row. Already at `to`:
 * nothing happens. A move the machine refuses throws orderTransitionRefused.
 */
export async function moveStatus(
  tx: Db,
  clock: Clock,
  input: { orderId: string; to: OrderStatus; actor: OrderActor; actorId?: string | null },
): Promise<MoveOutcome> {
  const current = await lockOrder(tx, input.orderId);
  const from = current.status;
  if (from === input.to) return { moved: false, order: current, from };
  if (!mayMoveStatus(from, input.to, input.actor, current.payStatus))
    throw orderTransitionRefused({ field: 'status', from, to: input.to }, input.actor);
  const order = await setAndRecord(tx, clock, 'status', from, input);
  if (!order) throw orderTransitionRefused({ field: 'status', from, to: input.to }, input.actor);
  return { moved: true, order, from };
}

/** The same for the pay status. */
export async function movePayStatus(
  tx: Db,
  clock: Clock,
  input: { orderId: string; to: PayStatus; actor: OrderActor; actorId?: string | null },
): Promise<MoveOutcome> {
  const current = await lockOrder(tx, input.orderId);
  const from = current.payStatus;
  if (from === input.to) return { moved: false, order: current, from };
  if (!mayMovePayStatus(from, input.to, input.actor))
    throw orderTransitionRefused({ field: 'pay_status', from, to: input.to }, input.actor);
  const order = await setAndRecord(tx, clock, 'pay_status', from, input);
  if (!order) throw orderTransitionRefused({ field: 'pay_status', from, to: input.to }, input.actor);
  return { moved: true, order, from };
}
