import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PromotionsService } from '../promotions/service';
import { createCheckout, type CheckoutDeps } from './checkout';
import { createOrderNotices } from './notices';
import { orderPaymentHandler } from './payment-results';
import { createOrderAdmin } from './admin';
import { createOrderComments } from './comments';
import { createOrderReader, isOrderId } from './read';
import { reorder } from './reorder';
import { orders } from './schema';
import { orderNotFound } from './errors';
import { moveStatus } from './transitions';

export type OrdersDeps = Omit<CheckoutDeps, 'announce' | 'payments' | 'promotions'> & {
  outbox: Pick<MailOutbox, 'sendWrite'>;
  notifications: Pick<NotificationsService, 'createWrite'>;
  payments: Pick<
    PaymentsService,
    | 'startCheckout'
    | 'confirm'
    | 'onResult'
    | 'listFor'
    | 'refund'
    | 'refunds'
    | 'closeAttemptsLater'
    | 'refundLater'
  >;
  promotions: Pick<PromotionsService, 'redeem' | 'release'>;
};

/**
 * Orders (ADR-0303): the checkout, the customer's moves, and the results of their payments —
 * registered with the payments module when the service is made.
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, clock } = deps;
  const announce = createOrderNotices({
    outbox: deps.outbox,
    notifications: deps.notifications,
    publicUrl: deps.publicUrl,
  });
  deps.payments.onResult(
    'order',
    orderPaymentHandler({ clock, announce, billing: deps.billing, refundLater: deps.payments.refundLater }),
  );
  const checkout = createCheckout({ ...deps, announce });

  /**
   * The customer cancels their order: only a Pending, unpaid one (the state machine says so, and
   * refuses anything else with orderTransitionRefused). The promo code's use is given back, and
   * its open payment page is closed at the provider (a job written with the cancellation).
   */
  async function cancel(customerId: string, orderId: string) {
    if (!isOrderId(orderId)) throw orderNotFound();
    return db.transaction(async (tx: Db) => {
      const [owned] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
      if (!owned) throw orderNotFound();
      const moved = await moveStatus(tx, clock, { orderId, to: 'canceled', actor: 'customer' });
      if (moved.moved) {
        await deps.promotions.release(tx, orderId);
        await deps.billing?.canceled(tx, orderId, 'customer');
        await closePaymentPages(tx, moved.order);
        await announce(tx, moved.order, { kind: 'status_changed', status: 'canceled' });
      }
      return moved.order;
    });
  }

  /** An unpaid pay-now order called off: its open payment pages are closed, by a job (ADR-0301). */
  async function closePaymentPages(tx: Db, order: typeof orders.$inferSelect) {
    if (order.paymentMode === 'pay_now' && order.payStatus === 'pending')
      await deps.payments.closeAttemptsLater(tx, 'order', order.id, `order_${order.status}`);
  }

  const reader = createOrderReader({ db, timeZone: deps.timeZone });

  /** What the customer adds after purchase: extra information and links. False: not their order. */
  async function update(
    customerId: string,
    orderId: string,
    changes: { extraInfo?: string | null; links?: string[] },
  ): Promise<boolean> {
    if (!isOrderId(orderId)) return false;
    const set: Partial<typeof orders.$inferInsert> = { updatedAt: clock.now() };
    if (changes.extraInfo !== undefined) set.extraInfo = changes.extraInfo?.trim() || null;
    if (changes.links !== undefined) set.links = changes.links;
    const rows = await db
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
      .returning({ id: orders.id });
    return rows.length > 0;
  }

  return {
    placeOrder: checkout.placeOrder,
    /** The order a customer's checkout key placed, or null. */
    findByCheckoutKey: checkout.findByKey,
    cancel,
    update,
    list: reader.list,
    detail: reader.detail,
    owned: reader.owned,
    /** Another payment attempt for the customer's unpaid pay-now order; null: not their order. */
    payAgain: async (customerId: string, orderId: string, attemptKey: string, locale: Locale) => {
      const order = await reader.owned(customerId, orderId);
      return order ? { order, payment: await checkout.payAgain(order, locale, attemptKey) } : null;
    },
    /** The order's items back into the cart at today's prices; null: not the customer's order. */
    reorder: async (customerId: string, orderId: string, locale: Locale) =>
      (await reader.owned(customerId, orderId)) ? reorder(deps, customerId, orderId, locale) : null,
    comments: createOrderComments({ db, clock, timeZone: deps.timeZone }),
    /** The company's side (issue 15): the queue, and its moves with actor `admin`. */
    admin: createOrderAdmin({
      db,
      clock,
      timeZone: deps.timeZone,
      announce,
      billing: deps.billing,
      promotions: deps.promotions,
      payments: deps.payments,
      closePaymentPages,
    }),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
