import { and, eq } from 'drizzle-orm';
import type { PaymentActor } from '../../../common/payments/types';
import type { Db } from '../../db/types';
import type { JobsService } from '../jobs/service';
import { applyHeldEvents, type StoredEvent } from './apply-result';
import { providerOf, type PaymentsContext } from './context';
import type { PaymentRow } from './registry';
import { paymentEvents, payments } from './schema';
import { rankOf } from './state-machine';
import { findPaymentOfEvent } from './event-match';

/**
 * How long a webhook event that came before the one it follows (a refund before the success)
 * waits for it before the provider is asked (ADR-0305, "Events out of order"). Providers send the
 * two within seconds of each other; a success that failed to reach us comes back only with the
 * provider's retries (Stripe: hours), and the provider's own record is the answer anyway.
 */
export const HELD_EVENT_WAIT_MS = 5 * 60 * 1000;
export const RECONCILE_HELD_JOB = 'payments.reconcile-held';

/** Schedules, with the transaction that stored the event as held, the provider's check after the wait. */
export async function holdEvent(tx: Db, ctx: Pick<PaymentsContext, 'jobs' | 'clock'>, eventRowId: string) {
  await ctx.jobs.enqueue(
    tx,
    RECONCILE_HELD_JOB,
    { eventRowId },
    {
      runAt: new Date(ctx.clock.now().getTime() + HELD_EVENT_WAIT_MS),
      uniqueKey: `${RECONCILE_HELD_JOB}:${eventRowId}`,
    },
  );
}

/**
 * A held event whose wait is over: the provider's word on its payment is applied (the scheduler
 * catching up with the lost success; the held event then applies after it, as it would have). If
 * the provider says no money was taken, the event cannot be right for us: it is refused and logged.
 * A provider that cannot be asked makes the job fail and retry with the jobs' backoff; the event
 * stays held meanwhile.
 */
export function defineHeldEventJobs(
  ctx: PaymentsContext & { jobs: Pick<JobsService, 'define'> },
  confirm: (paymentId: string, actor: Extract<PaymentActor, 'scheduler'>) => Promise<PaymentRow>,
) {
  const { db } = ctx;

  async function paymentOf(row: typeof paymentEvents.$inferSelect): Promise<PaymentRow | null> {
    if (row.paymentId) return (await db.select().from(payments).where(eq(payments.id, row.paymentId)))[0]!;
    const event = row.event as unknown as StoredEvent & {
      reference: string | null;
      providerRef: string | null;
    };
    const known = await findPaymentOfEvent(db, row.provider, event);
    if (known || !row.providerRef) return known;
    // Matched by a reference the success would have taught us: the provider knows whose it is.
    const found = await providerOf(ctx, row.provider).retrieve(row.providerRef);
    return found?.reference
      ? findPaymentOfEvent(db, row.provider, { reference: found.reference, providerRef: null })
      : null;
  }

  ctx.jobs.define<{ eventRowId: string }>(RECONCILE_HELD_JOB, {
    async handler({ eventRowId }) {
      const [row] = await db.select().from(paymentEvents).where(eq(paymentEvents.id, eventRowId));
      if (!row || row.outcome !== 'held') return;
      const payment = await paymentOf(row);
      if (!payment) {
        await db
          .update(paymentEvents)
          .set({ outcome: 'unmatched' })
          .where(and(eq(paymentEvents.id, row.id), eq(paymentEvents.outcome, 'held')));
        return;
      }
      await db
        .update(paymentEvents)
        .set({ paymentId: payment.id })
        .where(and(eq(paymentEvents.id, row.id), eq(paymentEvents.outcome, 'held')));
      // The provider's word: a success not yet applied is applied now, and the held event with it.
      await confirm(payment.id, 'scheduler');
      await ctx.jobs.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        // Already past the success (applied before this event was held): it applies, or is stale.
        if (locked && rankOf(locked.status) >= rankOf('succeeded')) await applyHeldEvents(tx, ctx, locked);
        const [refused] = await tx
          .update(paymentEvents)
          .set({ outcome: 'refused' })
          .where(and(eq(paymentEvents.id, row.id), eq(paymentEvents.outcome, 'held')))
          .returning({ eventId: paymentEvents.eventId });
        if (refused)
          ctx.logger.error('held payment event refused: the provider reports no payment', {
            provider: row.provider,
            event: refused.eventId,
            payment: payment.id,
          });
      });
    },
    describe: ({ eventRowId }) => `payment event ${eventRowId} waiting for an earlier one`,
  });
}
