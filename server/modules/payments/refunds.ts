import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PaymentActor } from '../../../common/payments/types';
import type { Money } from '../../../common/pricing/types';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { applyResultInTx } from './apply-result';
import { loadPayment, providerOf, type PaymentsContext } from './context';
import { idempotencyConflict, paymentBusy, paymentNotFound, refundRefused } from './errors';
import { PaymentProviderError } from './provider';
import { PROVIDER_CALL_LEASE_MS } from './provider-call';
import { paymentRefunds, payments } from './schema';

export const RefundInput = z.object({
  paymentId: z.string().uuid(),
  /** Default: what is left to refund. */
  amount: z
    .object({ minor: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/) })
    .optional(),
  idempotencyKey: z.string().min(8).max(200),
  actor: z.enum(['admin', 'scheduler']),
  /** The admin who asks for it: their name goes in the order's history. */
  actorId: z.string().uuid().nullable().optional(),
  reason: z.string().max(500).optional(),
});
export type RefundInput = z.input<typeof RefundInput>;

type RefundRow = typeof paymentRefunds.$inferSelect;

const POLL_MS = 25;
/** Provider answers that settle a refund as failed (anything else may be retried with the key). */
const DEFINITIVE = new Set(['not_refundable', 'amount_too_large', 'currency_mismatch']);

/**
 * Refunds (ADR-0301): the refund row and its key are written, under the payment's lock, before the
 * provider is called, so two refunds can never together exceed what was paid and the same key is
 * one refund however often (or however concurrently) it is asked.
 */
export function createRefundOperations(ctx: PaymentsContext) {
  const { db, clock } = ctx;

  async function claim(id: string) {
    const now = clock.now();
    const [row] = await db
      .update(paymentRefunds)
      .set({ providerCallAt: now })
      .where(
        and(
          eq(paymentRefunds.id, id),
          eq(paymentRefunds.status, 'pending'),
          or(
            isNull(paymentRefunds.providerCallAt),
            lt(paymentRefunds.providerCallAt, new Date(now.getTime() - PROVIDER_CALL_LEASE_MS)),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  async function callProvider(refund: RefundRow, actor: PaymentActor): Promise<RefundRow> {
    const payment = await loadPayment(ctx, refund.paymentId);
    let answer;
    try {
      answer = await providerOf(ctx, payment.provider).refund({
        providerRef: payment.providerRef!,
        amount: { minor: refund.amountMinor, currency: refund.currency },
        idempotencyKey: refund.idempotencyKey,
      });
    } catch (error) {
      const definitive = error instanceof PaymentProviderError && DEFINITIVE.has(error.code);
      await db
        .update(paymentRefunds)
        .set(definitive ? { status: 'failed', updatedAt: clock.now() } : { providerCallAt: null })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')));
      throw error;
    }
    return ctx.jobs.transaction(async (tx) => {
      const [done] = await tx
        .update(paymentRefunds)
        .set({
          status: answer.status,
          providerRefundRef: answer.refundRef,
          providerCallAt: null,
          updatedAt: clock.now(),
        })
        .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending')))
        .returning();
      if (!done) return (await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.id)))[0]!;
      if (done.status === 'succeeded') {
        const [paid] = await tx
          .update(payments)
          .set({
            refundedMinor: sql`least(${payments.refundedMinor} + ${done.amountMinor}, ${payments.amountMinor})`,
          })
          .where(eq(payments.id, done.paymentId))
          .returning();
        if (paid && paid.refundedMinor >= paid.amountMinor)
          await applyResultInTx(tx, ctx, {
            paymentId: paid.id,
            status: 'refunded',
            actor,
            actorId: done.actorId,
            reason: done.reason,
          });
      }
      return done;
    });
  }

  async function awaitRefund(id: string, actor: PaymentActor): Promise<RefundRow> {
    const deadline = performance.now() + PROVIDER_CALL_LEASE_MS;
    for (;;) {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
      if (row!.status !== 'pending') return row!;
      const claimed = await claim(id);
      if (claimed) return callProvider(claimed, actor);
      if (performance.now() > deadline) throw paymentBusy();
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * `onCreated` runs in the transaction that writes a new refund row (never for a key already
   * known): the caller's own record of the request (the admin's audit row) commits with it, once.
   */
  async function refund(
    raw: RefundInput,
    opts: { onCreated?: (tx: Db, refund: RefundRow) => Promise<void> } = {},
  ) {
    const input = RefundInput.parse(raw);
    const now = clock.now();
    const outcome = await ctx.jobs.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.id, input.paymentId))
        .for('update');
      if (!payment) throw paymentNotFound();
      const [existing] = await tx
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.idempotencyKey, input.idempotencyKey));
      if (existing) {
        if (
          existing.paymentId !== payment.id ||
          (input.amount && input.amount.minor !== existing.amountMinor)
        )
          throw idempotencyConflict();
        return { refund: existing, created: false };
      }
      if (payment.status !== 'succeeded' || !payment.providerRef) throw refundRefused('not_refundable');
      // Refunds under way count too: two at once may not pass the amount paid.
      const [open] = await tx
        .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountMinor}), 0)` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, payment.id), inArray(paymentRefunds.status, ['pending'])));
      const left = payment.amountMinor - payment.refundedMinor - Number(open?.total ?? 0);
      const amount: Money = input.amount ?? { minor: left, currency: payment.currency };
      if (amount.currency !== payment.currency) throw refundRefused('currency_mismatch');
      if (amount.minor <= 0 || amount.minor > left) throw refundRefused('amount_too_large');
      const [created] = await tx
        .insert(paymentRefunds)
        .values({
          id: randomUUID(),
          paymentId: payment.id,
          idempotencyKey: input.idempotencyKey,
          amountMinor: amount.minor,
          currency: amount.currency,
          status: 'pending',
          providerCallAt: now,
          actor: input.actor,
          actorId: input.actorId ?? null,
          reason: input.reason ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await opts.onCreated?.(tx, created!);
      return { refund: created!, created: true };
    });
    if (outcome.created) return callProvider(outcome.refund, input.actor);
    return awaitRefund(outcome.refund.id, input.actor);
  }

  return { refund };
}
