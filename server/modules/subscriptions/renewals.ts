import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PaymentActor } from '../../../common/payments/types';
import type { SubscriptionActor } from '../../../common/subscriptions/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { InvoicesService } from '../invoices/service';
import type { JobsService } from '../jobs/service';
import { isDomainError } from '../../platform/domain-error';
import { noSavedMethod, PaymentInternalErrors } from '../payments/errors';
import type { PaymentChange } from '../payments/registry';
import type { PaymentsService } from '../payments/service';
import type { AnnounceSubscription } from './notices';
import { MAX_ATTEMPTS, periodOf, retryAt } from './periods';
import { subscriptionPeriods } from './schema';
import { subscriptionNotFound } from './errors';
import { lockSubscription, moveSubscription, updateSubscription, type SubscriptionRow } from './transitions';
import { periodAmount } from './amount';

export const RENEW_JOB = 'subscriptions.renew';
export const OVERDUE_JOB = 'subscriptions.overdue';
/** The payments module's purpose of a renewal's charge; its purpose id is the period's id. */
export const RENEWAL_PURPOSE = 'subscription';

/** A renewal job: bill the period after `periodIndex` (the one that ended), attempt `attempt`. */
export interface RenewPayload {
  subscriptionId: string;
  periodIndex: number;
  attempt?: number;
}

type PeriodRow = typeof subscriptionPeriods.$inferSelect;

export interface RenewalsDeps {
  clock: Clock;
  timeZone: string;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'transaction'>;
  payments: Pick<PaymentsService, 'chargeSavedMethod' | 'listFor' | 'onResult'>;
  invoices: Pick<InvoicesService, 'issue' | 'standing' | 'setStatus'>;
  announce: AnnounceSubscription;
}

/** The renewal jobs a subscription gets, enqueued with the caller's transaction, once per key. */
export function scheduleRenewals(jobs: Pick<JobsService, 'enqueue'>) {
  return {
    /** Bills the period after the current one, at its end. */
    renewal: (tx: Db, s: Pick<SubscriptionRow, 'id' | 'periodIndex' | 'currentPeriodEnd'>) =>
      jobs.enqueue(
        tx,
        RENEW_JOB,
        { subscriptionId: s.id, periodIndex: s.periodIndex, attempt: 1 } satisfies RenewPayload,
        { runAt: s.currentPeriodEnd, uniqueKey: `${RENEW_JOB}:${s.id}:${s.periodIndex}:1` },
      ),
    /** Another attempt at a failed charge. */
    retry: (tx: Db, s: Pick<SubscriptionRow, 'id' | 'periodIndex'>, attempt: number, at: Date) =>
      jobs.enqueue(
        tx,
        RENEW_JOB,
        { subscriptionId: s.id, periodIndex: s.periodIndex, attempt } satisfies RenewPayload,
        { runAt: at, uniqueKey: `${RENEW_JOB}:${s.id}:${s.periodIndex}:${attempt}` },
      ),
    /** Whether a pay-later period's invoice was paid by its due date. */
    overdueCheck: (tx: Db, subscriptionId: string, position: number, at: Date) =>
      jobs.enqueue(
        tx,
        OVERDUE_JOB,
        { subscriptionId, position },
        { runAt: at, uniqueKey: `${OVERDUE_JOB}:${subscriptionId}:${position}` },
      ),
  };
}

export type ScheduleRenewals = ReturnType<typeof scheduleRenewals>;

const actorOf = (actor: PaymentActor): SubscriptionActor =>
  actor === 'redirect' || actor === 'customer' ? 'system' : actor;

/** The attempt a renewal's payment made, from its idempotency key (`subscription:<id>:<position>:<attempt>`). */
const attemptOf = (key: string) => Number(key.split(':').at(-1));
const chargeKey = (s: SubscriptionRow, position: number, attempt: number) =>
  `${RENEWAL_PURPOSE}:${s.id}:${position}:${attempt}`;

/**
 * Renewals (ADR-0401). A job per subscription and period end, on the application clock, bills the
 * next period: pay later issues an On hand invoice due after the payment delay; pay now charges the
 * method saved at checkout through the provider, and the payment's result (in the payment's
 * transaction) issues the Paid invoice or schedules a retry. Exactly once: the period's row is
 * UNIQUE (subscription, period start), the subscription row is locked while its period moves, the
 * period index is compared and set, and a charge's idempotency key names the period and attempt.
 */
export function createRenewals(deps: RenewalsDeps) {
  const { clock, timeZone } = deps;
  const schedule = scheduleRenewals(deps.jobs);

  async function periodRow(tx: Db, s: SubscriptionRow, position: number): Promise<PeriodRow> {
    const { start, end } = periodOf(s.anchorAt, s.period, position, timeZone);
    const now = clock.now();
    await tx
      .insert(subscriptionPeriods)
      .values({
        id: randomUUID(),
        subscriptionId: s.id,
        position,
        periodStart: start,
        periodEnd: end,
        status: 'billing',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(and(eq(subscriptionPeriods.subscriptionId, s.id), eq(subscriptionPeriods.position, position)))
      .for('update');
    return row!;
  }

  /** Issues the period's invoice and moves the subscription into it (in the caller's transaction). */
  async function bill(
    tx: Db,
    s: SubscriptionRow,
    period: PeriodRow,
    paid: { status: 'paid' | 'on_hand'; paymentId?: string; actor: SubscriptionActor },
  ) {
    const invoice = await deps.invoices.issue(tx, {
      customerId: s.customerId!,
      subscriptionId: s.id,
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      currency: s.currency,
      lines: [{ name: s.names, amount: s.priceMinor, discount: s.discountMinor }],
      status: paid.status,
      taxRateBp: s.taxRateBp,
    });
    await tx
      .update(subscriptionPeriods)
      .set({
        status: 'billed',
        invoiceId: invoice.id,
        paymentId: paid.paymentId ?? null,
        updatedAt: clock.now(),
      })
      .where(eq(subscriptionPeriods.id, period.id));
    // An ended subscription whose late charge went through keeps its invoice and stays ended.
    if (s.status === 'ended') return;
    const dates = {
      periodIndex: period.position,
      currentPeriodStart: period.periodStart,
      currentPeriodEnd: period.periodEnd,
      nextBillingAt: s.status === 'canceled' ? null : period.periodEnd,
    };
    const moved =
      s.status === 'past_due'
        ? (
            await moveSubscription(tx, clock, {
              subscriptionId: s.id,
              to: 'active',
              actor: paid.actor,
              also: dates,
            })
          ).subscription
        : await updateSubscription(tx, clock, s.id, dates);
    await schedule.renewal(tx, moved);
    if (paid.status === 'on_hand') {
      const standing = await deps.invoices.standing(tx, { invoiceId: invoice.id });
      if (standing?.dueAt) await schedule.overdueCheck(tx, s.id, period.position, standing.dueAt);
    }
  }

  /** Ends a subscription (the period ran out while canceled, unpaid, or after the last retry). */
  async function end(tx: Db, s: SubscriptionRow, actor: SubscriptionActor) {
    const moved = await moveSubscription(tx, clock, {
      subscriptionId: s.id,
      to: 'ended',
      actor,
      also: { endedAt: clock.now(), nextBillingAt: null },
    });
    if (moved.moved) await deps.announce(tx, moved.subscription, { kind: 'ended' });
  }

  /** A failed attempt: past due and another attempt later, or ended after the last. */
  async function failed(
    tx: Db,
    s: SubscriptionRow,
    period: PeriodRow,
    attempt: number,
    actor: SubscriptionActor,
  ) {
    if (period.status !== 'billing' || attempt !== period.attempts) return;
    if (s.status !== 'active' && s.status !== 'past_due') return;
    const next = attempt < MAX_ATTEMPTS ? retryAt(attempt, clock.now()) : null;
    if (!next) {
      await tx
        .update(subscriptionPeriods)
        .set({ status: 'failed', updatedAt: clock.now() })
        .where(eq(subscriptionPeriods.id, period.id));
      await end(tx, s, actor);
      return;
    }
    const moved =
      s.status === 'active'
        ? (
            await moveSubscription(tx, clock, {
              subscriptionId: s.id,
              to: 'past_due',
              actor,
              also: { nextBillingAt: next },
            })
          ).subscription
        : await updateSubscription(tx, clock, s.id, { nextBillingAt: next });
    await schedule.retry(tx, moved, attempt + 1, next);
    await deps.announce(tx, moved, { kind: 'payment_failed', retryAt: next });
  }

  type Step = { subscription: SubscriptionRow; period: PeriodRow; attempt: number } | null;

  /**
   * The renewal job. First, in a transaction holding the subscription's row: whatever needs no
   * provider (end a canceled or unpaid one, bill pay later), or the period's attempt counted. Then
   * the charge, outside any transaction; its result comes back through `paymentResult`.
   */
  async function renew(payload: RenewPayload) {
    const attempt = payload.attempt ?? 1;
    const step: Step = await deps.jobs.transaction(async (tx) => {
      const s = await lockSubscription(tx, payload.subscriptionId);
      // Billed already (the job ran twice, or a retry after a success), or not yet due.
      if (s.periodIndex !== payload.periodIndex || clock.now() < s.currentPeriodEnd) return null;
      if (s.status === 'ended' || s.status === 'pending') return null;
      if (s.status === 'canceled') {
        await end(tx, s, 'scheduler');
        return null;
      }
      if (s.paymentMode === 'pay_later') {
        // An unpaid pay-later period is not followed by another.
        if (s.status === 'past_due') await end(tx, s, 'scheduler');
        else
          await bill(tx, s, await periodRow(tx, s, s.periodIndex + 1), {
            status: 'on_hand',
            actor: 'scheduler',
          });
        return null;
      }
      const period = await periodRow(tx, s, s.periodIndex + 1);
      if (period.status !== 'billing') return null;
      if (periodAmount(s) === 0) {
        await bill(tx, s, period, { status: 'paid', actor: 'scheduler' });
        return null;
      }
      if (period.attempts < attempt)
        await tx
          .update(subscriptionPeriods)
          .set({ attempts: attempt, updatedAt: clock.now() })
          .where(eq(subscriptionPeriods.id, period.id));
      return {
        subscription: s,
        period: { ...period, attempts: Math.max(period.attempts, attempt) },
        attempt,
      };
    });
    if (!step) return;
    const { subscription: s, period } = step;
    const source = s.orderId
      ? (await deps.payments.listFor('order', s.orderId)).find(
          (p) => p.status === 'succeeded' && p.savedMethodRef,
        )
      : undefined;
    try {
      if (!source) throw noSavedMethod();
      await deps.payments.chargeSavedMethod({
        idempotencyKey: chargeKey(s, period.position, step.attempt),
        purpose: RENEWAL_PURPOSE,
        purposeId: period.id,
        savedFromPaymentId: source.id,
        amount: { minor: periodAmount(s), currency: s.currency },
        description: `Emballo ${s.orderNumber} (${period.position})`,
      });
    } catch (error) {
      if (!isDomainError(error, PaymentInternalErrors.noSavedMethod)) throw error;
      // Nothing to charge: counted as a failed attempt, without a provider.
      await deps.jobs.transaction(async (tx) => {
        const locked = await lockSubscription(tx, s.id);
        const [row] = await tx
          .select()
          .from(subscriptionPeriods)
          .where(eq(subscriptionPeriods.id, period.id))
          .for('update');
        await failed(tx, locked, row!, step.attempt, 'scheduler');
      });
    }
  }

  /** A renewal's payment changed (in the payment's transaction): bill it, or count the failure. */
  async function paymentResult(tx: Db, change: PaymentChange) {
    if (change.to !== 'succeeded' && change.to !== 'failed') return;
    const [found] = await tx
      .select({ subscriptionId: subscriptionPeriods.subscriptionId })
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.id, change.payment.purposeId));
    if (!found) return;
    // The subscription first, then its period: the order every path takes its locks in.
    const s = await lockSubscription(tx, found.subscriptionId);
    const [period] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.id, change.payment.purposeId))
      .for('update');
    const actor = actorOf(change.actor);
    if (change.to === 'succeeded') {
      if (period!.status === 'billed') return;
      await bill(tx, s, period!, { status: 'paid', paymentId: change.payment.id, actor });
    } else {
      await failed(tx, s, period!, attemptOf(change.payment.idempotencyKey), actor);
    }
  }

  /** The overdue check of a pay-later period: its invoice unpaid at the due date → past due. */
  async function overdue(payload: { subscriptionId: string; position: number }) {
    await deps.jobs.transaction(async (tx) => {
      const s = await lockSubscription(tx, payload.subscriptionId);
      if (s.status !== 'active' || s.periodIndex !== payload.position) return;
      const [period] = await tx
        .select()
        .from(subscriptionPeriods)
        .where(
          and(
            eq(subscriptionPeriods.subscriptionId, s.id),
            eq(subscriptionPeriods.position, payload.position),
          ),
        );
      const invoice = period?.invoiceId
        ? await deps.invoices.standing(tx, { invoiceId: period.invoiceId })
        : null;
      if (!invoice || (invoice.status !== 'on_hand' && invoice.status !== 'pending')) return;
      const moved = await moveSubscription(tx, clock, {
        subscriptionId: s.id,
        to: 'past_due',
        actor: 'scheduler',
      });
      if (moved.moved) await deps.announce(tx, moved.subscription, { kind: 'overdue' });
    });
  }

  /**
   * The company received a renewal's On hand money (pay later): the period's invoice becomes Paid
   * and, when that unpaid period had made the subscription past due, the subscription is active
   * again through its machine, in the same transaction. Already Paid: nothing (a second click).
   * `hook` runs in the transaction when the invoice moved (the admin's audit row).
   */
  async function recordPayment(
    invoiceId: number,
    actor: 'admin' | 'system',
    hook?: (tx: Db, change: { subscription: SubscriptionRow; reactivated: boolean }) => Promise<void>,
  ) {
    return deps.jobs.transaction(async (tx) => {
      const [period] = await tx
        .select()
        .from(subscriptionPeriods)
        .where(eq(subscriptionPeriods.invoiceId, invoiceId));
      // The first period's invoice is its order's: paid with the order (the admin's order payment).
      if (!period || period.position === 1) throw subscriptionNotFound();
      const s = await lockSubscription(tx, period.subscriptionId);
      const paid = await deps.invoices.setStatus(tx, invoiceId, 'paid', actor);
      if (!paid.moved) return { moved: false, reactivated: false, subscription: s };
      const overdue = s.status === 'past_due' && s.periodIndex === period.position;
      const subscription = overdue
        ? (await moveSubscription(tx, clock, { subscriptionId: s.id, to: 'active', actor })).subscription
        : s;
      await hook?.(tx, { subscription, reactivated: overdue });
      return { moved: true, reactivated: overdue, subscription };
    });
  }

  deps.jobs.define<RenewPayload>(RENEW_JOB, {
    handler: renew,
    describe: (p) => `renew subscription ${p.subscriptionId} after period ${p.periodIndex}`,
  });
  deps.jobs.define<{ subscriptionId: string; position: number }>(OVERDUE_JOB, {
    handler: overdue,
    describe: (p) => `overdue check of subscription ${p.subscriptionId}, period ${p.position}`,
  });
  deps.payments.onResult(RENEWAL_PURPOSE, paymentResult);

  return { renew, overdue, schedule, recordPayment };
}
