import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { PaymentActor, PaymentStatus } from '../../../common/payments/types';
import type { Money } from '../../../common/pricing/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { paymentNotFound, paymentTransitionRefused } from './errors';
import type { SavedMethod } from './provider';
import type { PaymentRow, ResultRegistry } from './registry';
import { paymentEvents, paymentHistory, payments } from './schema';
import { awaitedBefore, judgeMove, releasesWaiting } from './state-machine';

export interface PaymentResult {
  paymentId: string;
  status: PaymentStatus;
  actor: PaymentActor;
  /** The admin behind it (a refund they asked for). */
  actorId?: string | null;
  reason?: string | null;
  /** The provider event that carries it (webhook). */
  eventId?: string | null;
  /** What the provider says was paid: a success for another amount or currency is refused. */
  amount?: Money | null;
  savedMethod?: SavedMethod | null;
  /** The provider's underlying payment reference, learnt from the result (Stripe's PaymentIntent). */
  providerPaymentRef?: string | null;
}

export type ApplyOutcome =
  | { outcome: 'applied'; payment: PaymentRow; from: PaymentStatus }
  | { outcome: 'stale'; payment: PaymentRow }
  /** A webhook's result that follows one not yet applied (a refund before the success): it waits. */
  | { outcome: 'held'; payment: PaymentRow }
  | { outcome: 'refused'; payment: PaymentRow; why: 'amount_mismatch' | 'transition' };

/**
 * Serializes, per provider reference, the events that learn a reference (the success, bringing
 * Stripe's PaymentIntent) with those that can only be matched by it (`charge.refunded`): whichever
 * comes second sees what the first committed. Taken before any payment row lock, always.
 */
export async function lockProviderRef(tx: Db, ref: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payments:${ref}`}, 0))`);
}

/**
 * THE function that applies a payment result (ADR-0301), called by the webhook, the success
 * redirect, the scheduler and refunds alike, inside the caller's transaction. It locks the payment
 * row, does nothing when the result is not later than the current status (already applied, or a
 * late event), refuses a move the actor may not make, and otherwise moves the status by
 * compare-and-set, writes the history row and runs the purpose's handler — all in that transaction.
 *
 * A forward move an actor may not make throws paymentTransitionRefused, except for the webhook,
 * whose event is recorded as refused instead (the provider must not redeliver it forever).
 */
export async function applyResultInTx(
  tx: Db,
  deps: { clock: Clock; registry: ResultRegistry },
  result: PaymentResult,
): Promise<ApplyOutcome> {
  if (result.providerPaymentRef) await lockProviderRef(tx, result.providerPaymentRef);
  const [payment] = await tx.select().from(payments).where(eq(payments.id, result.paymentId)).for('update');
  if (!payment) throw paymentNotFound();
  const now = deps.clock.now();

  // Facts learnt along the way are kept once, whatever the status does.
  const learnt: Partial<PaymentRow> = {};
  if (result.savedMethod && payment.saveMethod && !payment.savedMethodRef) {
    learnt.savedCustomerRef = result.savedMethod.customerRef;
    learnt.savedMethodRef = result.savedMethod.methodRef;
  }
  if (result.providerPaymentRef && !payment.providerPaymentRef)
    learnt.providerPaymentRef = result.providerPaymentRef;
  let current: PaymentRow = payment;
  if (Object.keys(learnt).length > 0) {
    const [updated] = await tx.update(payments).set(learnt).where(eq(payments.id, payment.id)).returning();
    current = updated!;
  }

  const from = current.status;
  const verdict = judgeMove(from, result.status, result.actor);
  if (verdict === 'stale') return { outcome: 'stale', payment: current };
  if (verdict === 'refused') {
    if (result.actor === 'webhook' && awaitedBefore(from, result.status))
      return { outcome: 'held', payment: current };
    if (result.actor === 'webhook') return { outcome: 'refused', payment: current, why: 'transition' };
    throw paymentTransitionRefused(from, result.status, result.actor);
  }
  if (
    result.status === 'succeeded' &&
    result.amount &&
    (result.amount.minor !== current.amountMinor || result.amount.currency !== current.currency)
  )
    return { outcome: 'refused', payment: current, why: 'amount_mismatch' };

  const [moved] = await tx
    .update(payments)
    .set({
      status: result.status,
      updatedAt: now,
      ...(result.status === 'failed' ? { failureReason: result.reason ?? 'failed' } : {}),
      ...(result.status === 'refunded' ? { refundedMinor: current.amountMinor } : {}),
    })
    .where(and(eq(payments.id, current.id), eq(payments.status, from)))
    .returning();
  if (!moved) return { outcome: 'stale', payment: current };
  await tx.insert(paymentHistory).values({
    paymentId: moved.id,
    fromStatus: from,
    toStatus: result.status,
    actor: result.actor,
    reason: result.reason ?? null,
    eventId: result.eventId ?? null,
    at: now,
  });
  await deps.registry.run(tx, {
    payment: moved,
    from,
    to: result.status,
    actor: result.actor,
    actorId: result.actorId ?? null,
    reason: result.reason ?? null,
    eventId: result.eventId ?? null,
  });
  if (releasesWaiting(moved.status)) await applyHeldEvents(tx, deps, moved);
  return { outcome: 'applied', payment: (await reload(tx, moved.id)) ?? moved, from };
}

async function reload(tx: Db, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** A stored provider event as webhooks.ts writes it (the normalized event, its date as text). */
export type StoredEvent = Omit<PaymentResult, 'paymentId' | 'actor' | 'eventId'> & {
  id: string;
  status: PaymentResult['status'] | null;
  failureReason?: string | null;
};

/**
 * The webhook events that waited for the status `payment` just reached (ADR-0305, "Events out of
 * order"), applied now, in the order they happened, in the same transaction: each is taken by a
 * compare-and-set on its outcome, so it is applied once however many deliveries race.
 */
export async function applyHeldEvents(
  tx: Db,
  deps: { clock: Clock; registry: ResultRegistry },
  payment: PaymentRow,
) {
  const refs = [payment.providerRef, payment.providerPaymentRef].filter((r): r is string => !!r);
  const held = await tx
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, payment.provider),
        eq(paymentEvents.outcome, 'held'),
        refs.length > 0
          ? or(eq(paymentEvents.paymentId, payment.id), inArray(paymentEvents.providerRef, refs))
          : eq(paymentEvents.paymentId, payment.id),
      ),
    )
    .orderBy(asc(paymentEvents.occurredAt), asc(paymentEvents.receivedAt));
  for (const row of held) {
    const [taken] = await tx
      .update(paymentEvents)
      .set({ outcome: 'applied', paymentId: payment.id })
      .where(and(eq(paymentEvents.id, row.id), eq(paymentEvents.outcome, 'held')))
      .returning({ id: paymentEvents.id });
    const event = row.event as unknown as StoredEvent;
    if (!taken || !event.status) continue;
    const applied = await applyResultInTx(tx, deps, {
      paymentId: payment.id,
      status: event.status,
      actor: 'webhook',
      reason: event.failureReason ?? null,
      eventId: event.id,
      amount: event.amount ?? null,
      savedMethod: event.savedMethod ?? null,
      providerPaymentRef: event.providerPaymentRef ?? null,
    });
    if (applied.outcome !== 'applied')
      await tx.update(paymentEvents).set({ outcome: applied.outcome }).where(eq(paymentEvents.id, row.id));
  }
}

/** Records the provider's reference of a payment once it answered (never overwrites another). */
export async function recordProviderRef(db: Db, id: string, providerRef: string, redirectUrl: string | null) {
  const [row] = await db
    .update(payments)
    .set({ providerRef, redirectUrl, providerCallAt: null })
    .where(and(eq(payments.id, id), isNull(payments.providerRef)))
    .returning();
  return row ?? null;
}
