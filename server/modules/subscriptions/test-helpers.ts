import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { Services } from '../../services';
import { historyRowsOf } from '../../test/history';
import { invoices } from '../invoices/schema';
import { jobs } from '../jobs/schema';
import { customerWithCart } from '../orders/test-helpers';
import { OVERDUE_JOB, RENEW_JOB, type RenewPayload } from './renewals';
import { subscriptionHistory, subscriptions } from './schema';

type Item = { service: string; package?: string };
export const BOX: Item = { service: 'box-self-stockage', package: 'box-2m2' };
/** Monthly, 10 % off every period (45000 → 40500). */
export const STORAGE: Item = { service: 'stockage-climatise' };
export const card = (number: string) => ({ number, expiry: '12/30', cvc: '123', name: 'Salma Benali' });
export const GOOD_CARD = '4242424242424242';
/** Saved after its 3-D Secure step; off-session (renewals) it asks for the absent customer: fails. */
export const THREE_DS_CARD = '4000002760003184';

/** A customer buys `items`, pay later: the order and its subscriptions. */
export async function buyPayLater(services: Services, items: Item[] = [STORAGE], locale: Locale = 'fr') {
  const customer = await customerWithCart(services, items, locale);
  const { order } = await services.orders.placeOrder({
    customerId: customer,
    locale,
    paymentMode: 'pay_later',
    idempotencyKey: randomUUID(),
  });
  return { customer, order, subscription: (await subscriptionsOf(services, order.id))[0]! };
}

/** A customer buys `items` and pays on the sandbox's page with `number` (saved for renewals). */
export async function buyPayNow(
  services: Services,
  number = GOOD_CARD,
  items: Item[] = [STORAGE],
  opts: { locale?: Locale; promo?: string } = {},
) {
  const locale = opts.locale ?? 'fr';
  const customer = await customerWithCart(services, items, locale);
  if (opts.promo) {
    const applied = await services.cart.applyPromoCode(customer, opts.promo, locale);
    if (!applied.ok) throw new Error(`promo code refused: ${JSON.stringify(applied)}`);
  }
  const { order, payment } = await services.orders.placeOrder({
    customerId: customer,
    locale,
    paymentMode: 'pay_now',
    idempotencyKey: randomUUID(),
  });
  const pending = (await subscriptionsOf(services, order.id))[0]!;
  const [row] = await services.payments.listFor('order', order.id);
  await services.payments.sandbox.hosted.pay(row!.providerRef!, card(number));
  if (number === THREE_DS_CARD)
    await services.payments.sandbox.hosted.answerStep(row!.providerRef!, 'confirm');
  await services.payments.confirm(payment!.id, 'redirect');
  return { customer, order, pending, subscription: (await subscriptionsOf(services, order.id))[0]! };
}

export async function subscriptionsOf(services: Services, orderId: string) {
  return services.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.orderId, orderId))
    .orderBy(asc(subscriptions.orderLineId));
}

export async function subscriptionById(services: Services, id: string) {
  const [row] = await services.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** The renewals' invoices of a subscription, oldest first. */
export async function renewalInvoices(services: Services, subscriptionId: string) {
  return services.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id));
}

/** A subscription's history as "from→to:actor". */
export async function subscriptionHistoryOf(services: Services, id: string) {
  const rows = await historyRowsOf(services, subscriptionHistory, subscriptionHistory.subscriptionId, id);
  return rows.map((row) => `${row.fromValue}→${row.toValue}:${row.actor}`);
}

/** The pending subscription jobs (renewals, overdue checks) of one subscription. */
export async function pendingJobsOf(services: Services, subscriptionId: string) {
  const rows = await services.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'pending'),
        sql`${jobs.name} in (${RENEW_JOB}, ${OVERDUE_JOB})`,
        sql`${jobs.payload}->>'subscriptionId' = ${subscriptionId}`,
      ),
    )
    .orderBy(asc(jobs.runAt));
  return rows.map((row) => ({
    name: row.name,
    runAt: row.runAt,
    key: row.uniqueKey,
    payload: row.payload as RenewPayload,
  }));
}

/**
 * Plays the worker for the subscriptions' jobs only (the same claim, handler and completion as the
 * worker), until none is due: the invoices' PDF mails and the sandbox's webhooks stay queued.
 */
export async function runSubscriptionJobs(services: Services) {
  const { queue, workerId } = services.jobs;
  let ran = 0;
  for (;;) {
    const claimed = await queue.claim(workerId, [RENEW_JOB, OVERDUE_JOB], 10);
    if (claimed.length === 0) return ran;
    for (const job of claimed) {
      if (job.name === RENEW_JOB) await services.subscriptions.renew(job.payload as RenewPayload);
      else await services.subscriptions.overdue(job.payload as { subscriptionId: string; position: number });
      await queue.complete(job, workerId);
      ran++;
    }
  }
}
