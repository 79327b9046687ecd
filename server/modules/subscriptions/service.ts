import type { Locale } from '../../../common/i18n/languages';
import type { SubscriptionStatus } from '../../../common/subscriptions/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { InvoicesService } from '../invoices/service';
import type { MailOutbox } from '../jobs/outbox';
import type { JobsService } from '../jobs/service';
import type { NotificationsService } from '../notifications/service';
import type { PaymentsService } from '../payments/service';
import { createSubscriptionNotices } from './notices';
import { createSubscriptionOrderHooks } from './order-hooks';
import { createSubscriptionReader, mayResume, subscriptionView } from './read';
import { createRenewals } from './renewals';
import { subscriptionNotFound, subscriptionTransitionRefused } from './errors';
import { lockSubscription, moveSubscription } from './transitions';

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  publicUrl: string;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'transaction'>;
  outbox: Pick<MailOutbox, 'send'>;
  notifications: Pick<NotificationsService, 'create'>;
  payments: Pick<PaymentsService, 'chargeSavedMethod' | 'listFor' | 'onResult'>;
  invoices: Pick<InvoicesService, 'issue' | 'standing' | 'setStatus' | 'listForSubscription'>;
}

/**
 * Subscriptions (ADR-0401): created with the order that buys them (`orderHooks`, called in the
 * order's transactions), renewed by scheduled jobs on the application clock, canceled at the end of
 * the paid period and resumed before it by their customer.
 */
export function createSubscriptionsService(deps: SubscriptionsDeps) {
  const { clock, timeZone } = deps;
  const announce = createSubscriptionNotices({ ...deps });
  const renewals = createRenewals({ ...deps, announce });
  const orderHooks = createSubscriptionOrderHooks({
    clock,
    timeZone,
    invoices: deps.invoices,
    schedule: renewals.schedule,
  });
  const reader = createSubscriptionReader({ db: deps.db, clock, timeZone });

  /**
   * A customer's move: the same transaction locks the row, checks it is theirs (else not found),
   * and refuses a repeat (a second cancel changes nothing and says so).
   */
  async function customerMove(
    customerId: string,
    id: string,
    to: SubscriptionStatus,
    act: (tx: Db, row: Awaited<ReturnType<typeof lockSubscription>>) => Promise<void>,
  ) {
    const owned = await reader.owned(customerId, id);
    if (!owned) throw subscriptionNotFound();
    return deps.jobs.transaction(async (tx) => {
      const row = await lockSubscription(tx, id);
      if (row.status === to) throw subscriptionTransitionRefused(row.status, to, 'customer');
      await act(tx, row);
      return lockSubscription(tx, id);
    });
  }

  /** Cancels at the end of the paid period: active until then, then ended; no further invoice. */
  const cancel = (customerId: string, id: string) =>
    customerMove(customerId, id, 'canceled', async (tx, row) => {
      const moved = await moveSubscription(tx, clock, {
        subscriptionId: row.id,
        to: 'canceled',
        actor: 'customer',
        also: { canceledAt: clock.now(), nextBillingAt: null },
      });
      await announce(tx, moved.subscription, { kind: 'canceled', endsAt: row.currentPeriodEnd });
    });

  /** Undoes a cancellation before the period end: it renews again at that date. */
  const resume = (customerId: string, id: string) =>
    customerMove(customerId, id, 'active', async (tx, row) => {
      if (!mayResume(row, clock.now())) throw subscriptionTransitionRefused(row.status, 'active', 'customer');
      const moved = await moveSubscription(tx, clock, {
        subscriptionId: row.id,
        to: 'active',
        actor: 'customer',
        also: { canceledAt: null, nextBillingAt: row.currentPeriodEnd },
      });
      await announce(tx, moved.subscription, { kind: 'resumed', nextBillingAt: row.currentPeriodEnd });
    });

  return {
    /** What the orders module calls in its transactions (with the invoices module's hooks). */
    orderHooks,
    cancel,
    resume,
    list: reader.list,
    detail: reader.detail,
    /** The renewal job's work, for tests that run it twice or race it. */
    renew: renewals.renew,
    /** The overdue check's work (pay later), for the same tests. */
    overdue: renewals.overdue,
    /** A renewal's On hand invoice recorded paid: Paid, and a past-due subscription active again. */
    recordRenewalPayment: renewals.recordPayment,
    /**
     * What the package page shows of a line's subscription: the subscription and its invoices
     * (the order's, then the renewals'). Null: the line bought none, or not this customer's.
     */
    async forLine(customerId: string, orderId: string, lineId: number, locale: Locale) {
      const row = await reader.ofLine(customerId, orderId, lineId);
      if (!row) return null;
      return {
        subscription: subscriptionView(row, locale, timeZone, clock.now()),
        invoices: await deps.invoices.listForSubscription(customerId, row.id, locale, row.orderId),
      };
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
