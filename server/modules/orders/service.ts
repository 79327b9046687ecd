import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { MailOutbox } from '../jobs/outbox';
import type { NotificationsService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import type { PromotionsService } from '../promotions/service';
import { createCheckout, type CheckoutDeps, type PlacedOrder } from './checkout';
import { createOrderNotices } from './notices';
import { createOrderLifecycle, type OrderReactions } from './lifecycle';
import { createOrderAdmin } from './admin';
import { createOrderComments } from './comments';
import { createOrderReader, isOrderId, orderDetailView } from './read';
import { reorder } from './reorder';
import { createPromoOrders } from './read-model';
import { orders } from './schema';
import { orderNotFound } from './errors';

export type OrdersDeps = Omit<CheckoutDeps, 'lifecycle' | 'payments' | 'promotions'> & {
  outbox: Pick<MailOutbox, 'sendWrite'>;
  notifications: Pick<NotificationsService, 'createWrite'>;
  payments: Pick<
    PaymentsService,
    'startCheckout' | 'confirm' | 'listFor' | 'refund' | 'refunds' | 'closeAttemptsLater' | 'refundLater'
  >;
  promotions: Pick<PromotionsService, 'redeem' | 'release'>;
  /** How the invoices and subscriptions modules react to an order's moves (the lifecycle's reactions). */
  reactions: OrderReactions;
};

/**
 * Orders (ADR-0303): the checkout, the customer's moves, and the order lifecycle that the results
 * of their payments go through (`lifecycle.paymentResult`, registered in server/services.ts).
 */
export function createOrdersService(deps: OrdersDeps) {
  const { db, clock } = deps;
  const announce = createOrderNotices({
    outbox: deps.outbox,
    notifications: deps.notifications,
    publicUrl: deps.publicUrl,
  });
  const lifecycle = createOrderLifecycle({
    clock,
    reactions: deps.reactions,
    notices: announce,
    promotions: deps.promotions,
    payments: deps.payments,
  });
  const checkout = createCheckout({ ...deps, lifecycle });

  /**
   * The customer cancels their order: only a Pending, unpaid one (the state machine says so, and
   * refuses anything else with orderTransitionRefused); the lifecycle's `canceled` step follows.
   */
  async function cancel(customerId: string, orderId: string) {
    if (!isOrderId(orderId)) throw orderNotFound();
    return db.transaction(async (tx: Db) => {
      const [owned] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
      if (!owned) throw orderNotFound();
      const moved = await lifecycle.changeStatus(tx, { orderId, to: 'canceled', actor: 'customer' });
      return moved.order;
    });
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
    /**
     * A checkout's order as `detail` answers it: from the rows the checkout wrote when it placed it
     * (nothing moved it since: it is not committed to anyone else yet), else read.
     */
    placedDetail: (customerId: string, placed: PlacedOrder, locale: Locale) =>
      placed.written && !(placed.payment && placed.payment.redirectUrl === null)
        ? orderDetailView(placed.order, placed.written.lines, placed.written.history, locale, deps.timeZone)
        : reader.detail(customerId, placed.order.id, locale),
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
      lifecycle,
      payments: deps.payments,
    }),
    /** What happens when an order moves, and who reacts (ADR-0026). */
    lifecycle,
    /** What the promotions module reads of the orders that used its codes. */
    promoOrders: createPromoOrders(db),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
