import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { money } from '../pricing/money';
import { recordProviderRef } from './apply-result';
import { digestOf } from './checkout';
import { applyResult, loadPayment, providerOf, type PaymentsContext } from './context';
import { idempotencyConflict, noSavedMethod } from './errors';
import { awaitProviderCall, releaseProviderCall } from './provider-call';
import type { PaymentRow } from './registry';
import { payments } from './schema';

export const ChargeSavedInput = z.object({
  idempotencyKey: z.string().min(8).max(200),
  purpose: z.string().min(2).max(40),
  purposeId: z.string().min(1).max(100),
  /** The earlier payment whose checkout saved the method (a subscription's first payment). */
  savedFromPaymentId: z.string().uuid(),
  amount: z.object({ minor: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }),
  description: z.string().trim().min(1).max(500),
});
export type ChargeSavedInput = z.input<typeof ChargeSavedInput>;

/**
 * Charging a saved method without the customer (the billing issue's renewals), by the scheduler.
 * Same discipline as a checkout: the row and its key first, one provider call per key, and the
 * result applied through the one function (a webhook bringing it again changes nothing).
 */
export function createChargeOperations(ctx: PaymentsContext) {
  const { db, clock } = ctx;

  async function callCharge(row: PaymentRow, source: PaymentRow): Promise<PaymentRow> {
    let charged;
    try {
      charged = await providerOf(ctx, row.provider).chargeSavedMethod({
        customerRef: source.savedCustomerRef!,
        methodRef: source.savedMethodRef!,
        amount: { minor: row.amountMinor, currency: row.currency },
        idempotencyKey: row.idempotencyKey,
        reference: row.id,
        description: row.description,
      });
    } catch (error) {
      await releaseProviderCall(db, row.id);
      throw error;
    }
    await recordProviderRef(db, row.id, charged.providerRef, null);
    const applied = await applyResult(ctx, {
      paymentId: row.id,
      status: charged.status,
      actor: 'scheduler',
      reason: charged.failureReason,
    });
    return applied.payment;
  }

  async function chargeSavedMethod(raw: ChargeSavedInput) {
    const input = ChargeSavedInput.parse(raw);
    money(input.amount.minor, input.amount.currency);
    if (!ctx.registry.has(input.purpose))
      throw new Error(`no handler for payments of purpose "${input.purpose}"`);
    const source = await loadPayment(ctx, input.savedFromPaymentId);
    if (!source.savedCustomerRef || !source.savedMethodRef) throw noSavedMethod();
    const digest = digestOf({ kind: 'saved_method', ...input, idempotencyKey: undefined });
    const now = clock.now();
    const [created] = await db
      .insert(payments)
      .values({
        id: randomUUID(),
        // The method lives with the provider that saved it, whichever is active today.
        provider: source.provider,
        idempotencyKey: input.idempotencyKey,
        requestDigest: digest,
        purpose: input.purpose,
        purposeId: input.purposeId,
        customerId: source.customerId,
        kind: 'saved_method',
        amountMinor: input.amount.minor,
        currency: input.amount.currency,
        description: input.description,
        status: 'pending',
        checkoutRequest: null,
        providerCallAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (created) return callCharge(created, source);
    const [existing] = await db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, input.idempotencyKey));
    if (!existing || existing.requestDigest !== digest) throw idempotencyConflict();
    return awaitProviderCall(db, clock, existing.id, (claimed) => callCharge(claimed, source));
  }

  return { chargeSavedMethod };
}
