import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { SubscriptionActor } from '../../../common/subscriptions/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { InvoicesService } from '../invoices/service';
import { orderForSubscriptions } from '../orders/read-model';
import { periodOf } from './periods';
import type { ScheduleRenewals } from './renewals';
import { subscriptionHistory, subscriptionPeriods, subscriptions } from './schema';
import { moveSubscription } from './transitions';

export interface OrderHooksDeps {
  clock: Clock;
  timeZone: string;
  invoices: Pick<InvoicesService, 'standing'>;
  schedule: ScheduleRenewals;
}

/**
 * What an order does to its subscriptions (ADR-0401): the reactions the order lifecycle calls
 * (orders/lifecycle.ts), each in the order's own transaction, after the order's invoice:
 * - placed: one subscription per subscription line. Pay later: active at once, its first period
 *   billed by the order's On hand invoice, checked at its due date. Pay now: pending;
 * - paid: a pending one becomes active, its first period starting now (the customer may have paid
 *   some time after placing the order); a past-due first period (pay later) is active again;
 * - refunded or cancelled: its subscriptions end.
 */
export function createSubscriptionOrderHooks(deps: OrderHooksDeps) {
  const { clock, timeZone } = deps;

  async function ofOrder(tx: Db, orderId: string) {
    return tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.orderId, orderId), ne(subscriptions.status, 'ended')))
      .orderBy(asc(subscriptions.orderLineId));
  }

  async function placed(tx: Db, orderId: string) {
    const found = await orderForSubscriptions(tx, orderId);
    const customerId = found?.order.customerId;
    if (!found || !customerId) return;
    const { order, lines } = found;
    const now = clock.now();
    const invoice = order.paymentMode === 'pay_later' ? await deps.invoices.standing(tx, { orderId }) : null;
    for (const line of lines) {
      if (!line.billingPeriod) continue;
      const first = periodOf(now, line.billingPeriod, 1, timeZone);
      const payLater = order.paymentMode === 'pay_later';
      const [row] = await tx
        .insert(subscriptions)
        .values({
          id: randomUUID(),
          customerId,
          orderId,
          orderNumber: order.number,
          orderLineId: line.id,
          names: { fr: line.nameFr, en: line.nameEn, ar: line.nameAr },
          period: line.billingPeriod,
          paymentMode: order.paymentMode,
          status: payLater ? 'active' : 'pending',
          currency: line.currency,
          priceMinor: line.priceMinor,
          discountMinor: line.discountMinor,
          taxRateBp: order.taxRateBp,
          anchorAt: now,
          periodIndex: 1,
          currentPeriodStart: first.start,
          currentPeriodEnd: first.end,
          nextBillingAt: payLater ? first.end : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const subscription = row!;
      await tx.insert(subscriptionHistory).values({
        subscriptionId: subscription.id,
        fromValue: 'new',
        toValue: subscription.status,
        actor: 'customer',
        at: now,
      });
      await tx.insert(subscriptionPeriods).values({
        id: randomUUID(),
        subscriptionId: subscription.id,
        position: 1,
        periodStart: first.start,
        periodEnd: first.end,
        status: payLater ? 'billed' : 'billing',
        invoiceId: invoice?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (payLater) {
        await deps.schedule.renewal(tx, subscription);
        if (invoice?.dueAt) await deps.schedule.overdueCheck(tx, subscription.id, 1, invoice.dueAt);
      }
    }
  }

  async function paid(tx: Db, orderId: string, actor: SubscriptionActor) {
    const invoice = await deps.invoices.standing(tx, { orderId });
    for (const subscription of await ofOrder(tx, orderId)) {
      if (subscription.status === 'pending') {
        const now = clock.now();
        const first = periodOf(now, subscription.period, 1, timeZone);
        const moved = await moveSubscription(tx, clock, {
          subscriptionId: subscription.id,
          to: 'active',
          actor,
          // The first period starts when it is paid: its anchor (and every later period end) too.
          also: {
            anchorAt: now,
            currentPeriodStart: first.start,
            currentPeriodEnd: first.end,
            nextBillingAt: first.end,
          },
        });
        await tx
          .update(subscriptionPeriods)
          .set({
            periodStart: first.start,
            periodEnd: first.end,
            status: 'billed',
            invoiceId: invoice?.id ?? null,
            updatedAt: now,
          })
          .where(
            and(eq(subscriptionPeriods.subscriptionId, subscription.id), eq(subscriptionPeriods.position, 1)),
          );
        await deps.schedule.renewal(tx, moved.subscription);
      } else if (subscription.status === 'past_due' && subscription.periodIndex === 1) {
        await moveSubscription(tx, clock, { subscriptionId: subscription.id, to: 'active', actor });
      }
    }
  }

  async function ended(tx: Db, orderId: string, actor: SubscriptionActor) {
    const now = clock.now();
    for (const subscription of await ofOrder(tx, orderId)) {
      await moveSubscription(tx, clock, {
        subscriptionId: subscription.id,
        to: 'ended',
        actor,
        also: { endedAt: now, nextBillingAt: null },
      });
    }
  }

  return {
    placed,
    paid,
    refunded: ended,
    canceled: ended,
  };
}

export type SubscriptionOrderHooks = ReturnType<typeof createSubscriptionOrderHooks>;
