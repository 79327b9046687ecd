import type { Db } from '../../db/types';
import type { JobsService } from '../jobs/service';
import type { createCheckoutOperations } from './checkout';
import { loadPayment, type PaymentsContext } from './context';
import { isDomainError } from '../../platform/domain-error';
import { PaymentErrors, type RefundRefusal } from './errors';
import type { createRefundOperations } from './refunds';

export const CLOSE_ATTEMPTS_JOB = 'payments.close-attempts';
export const AUTO_REFUND_JOB = 'payments.auto-refund';

/**
 * What a module does when the thing a payment is for is called off (an order cancelled), through
 * the jobs outbox (ADR-0009, ADR-0305): it enqueues, in its own transaction, the
 * closing of the open payment pages; and a payment that still succeeds afterwards is refunded.
 * Each job has a unique key (once per thing, once per payment), and what it asks the provider is
 * idempotent: an expired page stays expired, a refund has the payment's own key.
 */
export function createClosingOperations(
  ctx: PaymentsContext,
  jobs: Pick<JobsService, 'define' | 'enqueue'>,
  checkout: ReturnType<typeof createCheckoutOperations>,
  refunds: ReturnType<typeof createRefundOperations>,
) {
  jobs.define<{ purpose: string; purposeId: string; reason: string }>(CLOSE_ATTEMPTS_JOB, {
    async handler({ purpose, purposeId, reason }) {
      for (const attempt of await checkout.openAttempts(purpose, purposeId)) {
        // An attempt whose own provider call is under way throws: the job is retried after it.
        const open = await checkout.closeAttempt(attempt, { actor: 'scheduler', reason });
        if (!open) continue;
        if (open.status !== 'succeeded' && open.status !== 'refunded')
          throw new Error(`payment ${attempt.id} is still ${open.status} at its provider`);
        // Paid before the expiry landed: the provider's word is applied, and the purpose's
        // handler sees a payment for a thing called off (it refunds it with refundLater).
        await checkout.confirm(attempt.id, 'scheduler');
      }
    },
    describe: ({ purpose, purposeId }) => `close the payment pages of ${purpose} ${purposeId}`,
  });

  jobs.define<{ paymentId: string; reason: string }>(AUTO_REFUND_JOB, {
    async handler({ paymentId, reason }) {
      const payment = await loadPayment(ctx, paymentId);
      if (payment.status === 'refunded') return;
      try {
        await refunds.refund({
          paymentId,
          idempotencyKey: `${AUTO_REFUND_JOB}:${paymentId}`,
          actor: 'scheduler',
          reason,
        });
      } catch (error) {
        // Refunded in full meanwhile (by the company): nothing left to give back.
        if (
          isDomainError<{ reason: RefundRefusal }>(error, PaymentErrors.refundRefused) &&
          error.details.reason === 'amount_too_large'
        )
          return;
        throw error;
      }
    },
    describe: ({ paymentId }) => `refund payment ${paymentId}`,
  });

  return {
    /** With the caller's transaction: the open pages of `purposeId` are closed at their provider. */
    async closeAttemptsLater(tx: Db, purpose: string, purposeId: string, reason: string) {
      await jobs.enqueue(
        tx,
        CLOSE_ATTEMPTS_JOB,
        { purpose, purposeId, reason },
        { uniqueKey: `${CLOSE_ATTEMPTS_JOB}:${purpose}:${purposeId}` },
      );
    },
    /** With the caller's transaction (a result handler's): the payment is refunded in full, once. */
    async refundLater(tx: Db, paymentId: string, reason: string) {
      await jobs.enqueue(
        tx,
        AUTO_REFUND_JOB,
        { paymentId, reason },
        { uniqueKey: `${AUTO_REFUND_JOB}:${paymentId}` },
      );
    },
  };
}
