import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentActor, PaymentStatus } from '../../../common/payments/types';
import type { Money } from '../../../common/pricing/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { PaymentNotFoundError } from './errors';
import type { SavedMethod } from './provider';
import type { PaymentRow, ResultRegistry } from './registry';
import { paymentHistory, payments } from './schema';
import { judgeMove, PaymentTransitionError } from './state-machine';

export interface PaymentResult {
  paymentId: string;
  status: PaymentStatus;
  actor: PaymentActor;
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
  | { outcome: 'refused'; payment: PaymentRow; why: 'amount_mismatch' | 'transition' };

/**
 * THE function that applies a payment result (ADR-0301), called by the webhook, the success
 * redirect, the scheduler and refunds alike, inside the caller's transaction. It locks the payment
 * row, does nothing when the result is not later than the current status (already applied, or a
 * late event), refuses a move the actor may not make, and otherwise moves the status by
 * compare-and-set, writes the history row and runs the purpose's handler — all in that transaction.
 *
 * A forward move an actor may not make throws PaymentTransitionError, except for the webhook,
 * whose event is recorded as refused instead (the provider must not redeliver it forever).
 */
export async function applyResultInTx(
  tx: Db,
  deps: { clock: Clock; registry: ResultRegistry },
  result: PaymentResult,
): Promise<ApplyOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, result.paymentId)).for('update');
  if (!payment) throw new PaymentNotFoundError();
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
    if (result.actor === 'webhook') return { outcome: 'refused', payment: current, why: 'transition' };
    throw new PaymentTransitionError(from, result.status, result.actor);
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
    reason: result.reason ?? null,
    eventId: result.eventId ?? null,
  });
  return { outcome: 'applied', payment: moved, from };
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
