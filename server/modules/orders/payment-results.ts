import { eq } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '../../../common/orders/types';
import type { PaymentActor } from '../../../common/payments/types';
import type { Clock } from '../../platform/clock';
import type { PaymentResultHandler } from '../payments/registry';
import type { OrderBillingHooks } from './checkout';
import type { AnnounceOrder } from './notices';
import { orders } from './schema';
import { moveStatus, movePayStatus, type MoveOutcome } from './transitions';
import type { Db } from '../../db/types';

/**
 * Who moved the order when a payment moved. The customer's return to the success URL is the
 * server asking the provider (ADR-0301's `redirect`): the order records it as `system`.
 */
export function orderActorOf(actor: PaymentActor): OrderActor {
  return actor === 'redirect' ? 'system' : actor;
}

/** An order the customer or the company called off: money that still arrives for it goes back. */
export const isCalledOff = (status: OrderStatus) => status === 'canceled' || status === 'rejected';

/**
 * The order's money arrived (a payment succeeded, or the company received a pay-later order's
 * money): Paid and, from Pending, Approved; the invoice follows; the customer is told. Already
 * Paid: nothing. Returns whether it moved.
 */
export async function markPaid(
  tx: Db,
  deps: { clock: Clock; announce: AnnounceOrder; billing?: OrderBillingHooks },
  orderId: string,
  actor: OrderActor,
  /** The admin who recorded the payment, for the history rows. */
  actorId: string | null = null,
): Promise<MoveOutcome> {
  const paid = await movePayStatus(tx, deps.clock, { orderId, to: 'paid', actor, actorId });
  if (!paid.moved) return paid;
  // An order cancelled before the money arrived stays cancelled; the company refunds it.
  const order =
    paid.order.status === 'pending'
      ? (await moveStatus(tx, deps.clock, { orderId, to: 'approved', actor, actorId })).order
      : paid.order;
  await deps.billing?.paid(tx, orderId, actor);
  // Paid after it was called off: the money goes back, and the customer hears of the refund.
  if (!isCalledOff(order.status)) await deps.announce(tx, order, { kind: 'paid' });
  return { ...paid, order };
}

/**
 * What a payment's change does to its order, in the payment's transaction (ADR-0301 "What the
 * checkout must do", ADR-0303): succeeded → Paid and, from Pending, Approved; failed → the order
 * stays Pending and the customer is told (not for `superseded`, the checkout's own retry);
 * refunded → Refund. The payments module calls it once per change of the payment, so a
 * second webhook or the redirect after it never get here.
 */
export function orderPaymentHandler(deps: {
  clock: Clock;
  announce: AnnounceOrder;
  billing?: OrderBillingHooks;
  /** Refunds a payment in full through the jobs outbox, with `tx` (payments.refundLater). */
  refundLater: (tx: Db, paymentId: string, reason: string) => Promise<void>;
}): PaymentResultHandler {
  return async (tx, change) => {
    const orderId = change.payment.purposeId;
    const actor = orderActorOf(change.actor);
    if (change.to === 'succeeded') {
      const { order } = await markPaid(tx, deps, orderId, actor);
      // Paid at the provider before the cancellation closed the page (ADR-0305): the order stays
      // called off, and the payment is refunded, once (one job per payment, one refund key).
      if (isCalledOff(order.status)) await deps.refundLater(tx, change.payment.id, `order_${order.status}`);
    } else if (change.to === 'failed') {
      // The checkout's own retry, or the page closed because the order was called off.
      if (change.reason === 'superseded' || change.reason?.startsWith('order_')) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (order && order.payStatus === 'pending') await deps.announce(tx, order, { kind: 'payment_failed' });
    } else if (change.to === 'refunded') {
      const refunded = await movePayStatus(tx, deps.clock, {
        orderId,
        to: 'refund',
        actor,
        actorId: change.actorId,
      });
      if (!refunded.moved) return;
      await deps.billing?.refunded(tx, orderId, actor);
      await deps.announce(tx, refunded.order, { kind: 'refunded' });
    }
  };
}
