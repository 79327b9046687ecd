import { eq } from 'drizzle-orm';
import type { OrderActor, OrderStatus } from '../../../common/orders/types';
import type { PaymentActor } from '../../../common/payments/types';
import { writeTogether, type NamedWrite, type Write } from '../../db/together';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { accountDirectory } from '../accounts/read-model';
import type { PaymentResultHandler } from '../payments/registry';
import type { PaymentsService } from '../payments/service';
import type { PromotionsService } from '../promotions/service';
import type { SettingsService } from '../settings/service';
import type { lineSnapshots } from './lines';
import type { AnnounceOrder, NoticeRecipient } from './notices';
import { orders } from './schema';
import { moveStatus, movePayStatus, type MoveOutcome, type OrderRow } from './transitions';

/**
 * THE order lifecycle (ADR-0026): what happens when an order is placed, paid, refunded, cancelled
 * (or otherwise moved by the company), and who reacts, in which order — all in the one transaction
 * of the move, which the caller holds. Each move is the state machine's compare-and-set with its
 * history row (transitions.ts); each side effect leaving the database (a mail, a provider call) is
 * a job written in that transaction (the outbox), so it happens once, after the commit.
 *
 *   placed    the order's rows, its notice and its invoice (pay later) in one statement; then its subscriptions
 *   paid      pay status Paid (and Pending → Approved) → invoice → subscriptions → notice
 *   refunded  pay status Refund → credit note → subscriptions end → notice
 *   canceled  status Canceled → promo use given back → credit note (unpaid invoice) → subscriptions end
 *             → open payment pages closed → notice
 *   rejected  → open payment pages closed → notice;  approved, done, closed → notice
 *
 * The payments module reports a payment's results here (`paymentResult`, registered for the
 * purpose "order" in server/services.ts): succeeded → `paid`, refunded → `refunded`.
 */

/** What a new order's checkout has read, handed to what it writes with the order. */
export interface NewOrderFacts {
  order: OrderRow;
  lines: ReturnType<typeof lineSnapshots>;
  /** The customer's row as the checkout locked it (the accounts directory): the notice's and invoice's. */
  customer: OrderCustomer;
  billing: Awaited<ReturnType<SettingsService['getBillingSettings']>>;
}

/** The customer's columns the checkout reads (the accounts directory) for the order's notice and invoice. */
export type OrderCustomer = NoticeRecipient &
  Pick<
    typeof accountDirectory.$inferSelect,
    'firstName' | 'lastName' | 'company' | 'email' | 'billingAddress' | 'country' | 'locale'
  >;

/**
 * How the invoices and subscriptions modules react to an order's moves (ADR-0400, ADR-0401). Their
 * rows name the order (foreign keys), so they depend on this module, never the reverse: they are
 * handed over here, built in server/services.ts. Each call runs in the order's transaction.
 */
export interface OrderReactions {
  invoice: {
    /** A new order's invoice (pay later, On hand), built and not run, for the checkout's last statement. */
    placedWrites(tx: Db, placed: NewOrderFacts): (Write | NamedWrite)[];
    paid(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
    refunded(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
    canceled(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
  };
  /** After the invoice, always: a subscription's first period reads the order's invoice. */
  subscriptions: {
    placed(tx: Db, orderId: string): Promise<void>;
    paid(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
    refunded(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
    canceled(tx: Db, orderId: string, actor: OrderActor): Promise<void>;
  };
}

export interface OrderLifecycleDeps {
  clock: Clock;
  reactions: OrderReactions;
  notices: AnnounceOrder;
  promotions: Pick<PromotionsService, 'release'>;
  payments: Pick<PaymentsService, 'closeAttemptsLater' | 'refundLater'>;
}

/**
 * Who moved the order when a payment moved. The customer's return to the success URL is the
 * server asking the provider (ADR-0301's `redirect`): the order records it as `system`.
 */
export function orderActorOf(actor: PaymentActor): OrderActor {
  return actor === 'redirect' ? 'system' : actor;
}

/** An order the customer or the company called off: money that still arrives for it goes back. */
export const isCalledOff = (status: OrderStatus) => status === 'canceled' || status === 'rejected';

export function createOrderLifecycle(deps: OrderLifecycleDeps) {
  const { clock, reactions, notices } = deps;
  const { invoice, subscriptions } = reactions;

  /**
   * Placed (the checkout, ADR-0303): `orderWrites` (the order, its lines, its history, the emptied
   * cart), the customer's notice and the invoice go in one statement — the last before the COMMIT,
   * so the invoice counter (gapless, ADR-0400) is locked only from there. The subscriptions follow.
   */
  async function placed<Row = never>(
    tx: Db,
    facts: NewOrderFacts,
    orderWrites: readonly (Write | NamedWrite)[],
    /** The named write of `orderWrites` whose RETURNING rows to answer (e.g. the lines' ids). */
    answer?: string,
  ): Promise<Row[]> {
    const { order, customer } = facts;
    const rows = await writeTogether<Row>(
      tx,
      [
        ...orderWrites,
        ...notices.writes(order, { kind: 'placed' }, customer),
        ...invoice.placedWrites(tx, facts),
      ],
      answer,
    );
    if (facts.lines.some((line) => line.paymentKind === 'subscription'))
      await subscriptions.placed(tx, order.id);
    return rows;
  }

  /**
   * A payment's change, in the payment's transaction (ADR-0301, ADR-0303): the payments module
   * calls it once per change, so a second webhook or the redirect after it never get here.
   */
  const paymentResult: PaymentResultHandler = async (tx, change) => {
    const orderId = change.payment.purposeId;
    const actor = orderActorOf(change.actor);
    if (change.to === 'succeeded') {
      const { order } = await paid(tx, orderId, actor);
      // Paid at the provider before the cancellation closed the page (ADR-0305): the order stays
      // called off, and the payment is refunded, once (one job per payment, one refund key).
      if (isCalledOff(order.status))
        await deps.payments.refundLater(tx, change.payment.id, `order_${order.status}`);
    } else if (change.to === 'failed') {
      // The checkout's own retry, or the page closed because the order was called off: no notice.
      if (change.reason === 'superseded' || change.reason?.startsWith('order_')) return;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (order && order.payStatus === 'pending') await notices(tx, order, { kind: 'payment_failed' });
    } else if (change.to === 'refunded') {
      await refunded(tx, orderId, actor, change.actorId);
    }
  };

  /**
   * Paid (a payment succeeded, or the company received a pay-later order's money): Paid and, from
   * Pending, Approved; then the invoice, the subscriptions, and the customer is told. Already Paid:
   * nothing. An order cancelled before the money arrived stays cancelled (the company refunds it)
   * and its customer hears of the refund instead.
   */
  async function paid(tx: Db, orderId: string, actor: OrderActor, actorId: string | null = null) {
    const moved = await movePayStatus(tx, clock, { orderId, to: 'paid', actor, actorId });
    if (!moved.moved) return moved;
    const order =
      moved.order.status === 'pending'
        ? (await moveStatus(tx, clock, { orderId, to: 'approved', actor, actorId })).order
        : moved.order;
    await invoice.paid(tx, orderId, actor);
    await subscriptions.paid(tx, orderId, actor);
    if (!isCalledOff(order.status)) await notices(tx, order, { kind: 'paid' });
    return { ...moved, order };
  }

  /** Refunded (the provider gave the payment back): Refund; a credit note; the subscriptions end; the customer is told. */
  async function refunded(tx: Db, orderId: string, actor: OrderActor, actorId: string | null = null) {
    const moved = await movePayStatus(tx, clock, { orderId, to: 'refund', actor, actorId });
    if (!moved.moved) return moved;
    await invoice.refunded(tx, orderId, actor);
    await subscriptions.refunded(tx, orderId, actor);
    await notices(tx, moved.order, { kind: 'refunded' });
    return moved;
  }

  /**
   * The status moved by the customer (cancel) or the company: Canceled gives the promo code's use
   * back, credits an unpaid invoice and ends the subscriptions; Canceled and Rejected close the
   * order's open payment pages (by a job); the customer is told of every move. The state machine
   * refuses what it must (orderTransitionRefused); already there: nothing.
   */
  async function changeStatus(
    tx: Db,
    input: { orderId: string; to: OrderStatus; actor: OrderActor; actorId?: string | null },
  ): Promise<MoveOutcome> {
    const moved = await moveStatus(tx, clock, input);
    if (!moved.moved) return moved;
    if (input.to === 'canceled') {
      await deps.promotions.release(tx, input.orderId);
      await invoice.canceled(tx, input.orderId, input.actor);
      await subscriptions.canceled(tx, input.orderId, input.actor);
    }
    if (isCalledOff(input.to)) await closePaymentPages(tx, moved.order);
    await notices(tx, moved.order, { kind: 'status_changed', status: input.to });
    return moved;
  }

  /** An unpaid pay-now order called off: its open payment pages are closed, by a job (ADR-0301). */
  async function closePaymentPages(tx: Db, order: OrderRow) {
    if (order.paymentMode === 'pay_now' && order.payStatus === 'pending')
      await deps.payments.closeAttemptsLater(tx, 'order', order.id, `order_${order.status}`);
  }

  return { placed, paid, refunded, changeStatus, paymentResult };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
