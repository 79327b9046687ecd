import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { LOCALES } from '../../../common/i18n/languages';
import type { PaymentActor } from '../../../common/payments/types';
import { z } from 'zod';
import { money } from '../pricing/money';
import { recordProviderRef } from './apply-result';
import { applyResult, loadPayment, providerOf, type PaymentsContext } from './context';
import { idempotencyConflict, paymentAttemptOpen } from './errors';
import { awaitProviderCall, PROVIDER_CALL_LEASE_MS, releaseProviderCall } from './provider-call';
import type { ProviderPayment } from './provider';
import type { PaymentRow } from './registry';
import { payments } from './schema';

const httpUrl = z
  .string()
  .max(2000)
  .regex(/^https?:\/\/[^\s]+$/, 'an absolute http(s) URL');

export const StartCheckoutInput = z.object({
  /** One attempt per key (e.g. the checkout's Idempotency-Key with the order's id). */
  idempotencyKey: z.string().min(8).max(200),
  /** What it pays for: a purpose with a registered result handler ("order") and which one. */
  purpose: z.string().min(2).max(40),
  purposeId: z.string().min(1).max(100),
  customerId: z.string().uuid().nullable(),
  amount: z.object({ minor: z.number().int().positive(), currency: z.string().regex(/^[A-Z]{3}$/) }),
  description: z.string().trim().min(1).max(500),
  customerEmail: z.string().email().max(254),
  locale: z.enum(LOCALES as [string, ...string[]]),
  successUrl: httpUrl,
  cancelUrl: httpUrl,
  saveMethod: z.boolean().default(false),
});
export type StartCheckoutInput = z.input<typeof StartCheckoutInput>;

/** A digest of what a key is used for: the same key with other terms is refused. */
export function digestOf(terms: Record<string, unknown>) {
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex');
}

/**
 * Starting a payment at the provider's hosted page (ADR-0301). The payment row and its key are
 * committed before the provider is called; concurrent requests with the same key wait for the
 * one call (or take it over if its process died) and all answer the same checkout.
 */
export function createCheckoutOperations(ctx: PaymentsContext) {
  const { db, clock } = ctx;

  /** The provider call itself, made once per payment by whoever holds the claim. */
  async function createAtProvider(row: PaymentRow): Promise<PaymentRow> {
    const provider = providerOf(ctx, row.provider);
    try {
      const created = await provider.createCheckout({
        ...row.checkoutRequest!,
        reference: row.id,
        idempotencyKey: row.idempotencyKey,
        amount: { minor: row.amountMinor, currency: row.currency },
      });
      return (
        (await recordProviderRef(db, row.id, created.providerRef, created.redirectUrl)) ??
        loadPayment(ctx, row.id)
      );
    } catch (error) {
      await releaseProviderCall(db, row.id);
      throw error;
    }
  }

  /**
   * Closes one open attempt: its page expired at the provider, the attempt failed with `reason`.
   * Answers the provider's word instead when it could not be closed (paid, or being paid); an
   * attempt whose own provider call is still under way throws paymentAttemptOpen().
   */
  async function closeAttempt(
    previous: PaymentRow,
    opts: { actor: Extract<PaymentActor, 'customer' | 'scheduler'>; reason: string },
  ): Promise<ProviderPayment | null> {
    let ref = previous.providerRef;
    if (!ref) {
      const fresh =
        previous.providerCallAt &&
        clock.now().getTime() - previous.providerCallAt.getTime() < PROVIDER_CALL_LEASE_MS;
      // Its call is under way: it may yet open a page.
      if (fresh) throw paymentAttemptOpen(previous.id, previous.status);
      // Its call failed or died: the provider may hold a page under its key all the same. Asking
      // again with that key returns it (or opens it), so it can be closed.
      ref = (await awaitProviderCall(db, clock, previous.id, createAtProvider)).providerRef;
      if (!ref) return null;
    }
    const after = await providerOf(ctx, previous.provider).expireCheckout(ref);
    if (after.status !== 'failed') return after;
    await applyResult(ctx, {
      paymentId: previous.id,
      status: 'failed',
      actor: opts.actor,
      reason: opts.reason,
      amount: after.amount,
    });
    return null;
  }

  /** The attempts for one thing whose page may still take money. */
  function openAttempts(purpose: string, purposeId: string, except?: string) {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.purpose, purpose),
          eq(payments.purposeId, purposeId),
          except ? ne(payments.id, except) : undefined,
          eq(payments.kind, 'checkout'),
          inArray(payments.status, ['pending', 'requires_action']),
        ),
      );
  }

  /**
   * A new attempt closes the earlier open attempts for the same purpose at their provider first,
   * so two hosted pages for one order can never both be paid. One the provider says is paid (or
   * still being paid) stops the new attempt: paymentAttemptOpen().
   */
  async function closeEarlierAttempts(row: PaymentRow) {
    for (const previous of await openAttempts(row.purpose, row.purposeId, row.id)) {
      const open = await closeAttempt(previous, { actor: 'customer', reason: 'superseded' });
      if (open) throw paymentAttemptOpen(previous.id, open.status);
    }
  }

  async function callCheckout(row: PaymentRow): Promise<PaymentRow> {
    try {
      await closeEarlierAttempts(row);
    } catch (error) {
      await releaseProviderCall(db, row.id);
      throw error;
    }
    return createAtProvider(row);
  }

  async function startCheckout(raw: StartCheckoutInput) {
    const input = StartCheckoutInput.parse(raw);
    money(input.amount.minor, input.amount.currency);
    if (!ctx.registry.has(input.purpose))
      throw new Error(`no handler for payments of purpose "${input.purpose}"`);
    const provider = ctx.providers.active;
    const digest = digestOf({
      kind: 'checkout',
      purpose: input.purpose,
      purposeId: input.purposeId,
      customerId: input.customerId,
      amount: input.amount,
      saveMethod: input.saveMethod,
    });
    const customerRef = input.customerId ? await lastCustomerRef(input.customerId, provider) : null;
    const now = clock.now();
    const [created] = await db
      .insert(payments)
      .values({
        id: randomUUID(),
        provider,
        idempotencyKey: input.idempotencyKey,
        requestDigest: digest,
        purpose: input.purpose,
        purposeId: input.purposeId,
        customerId: input.customerId,
        kind: 'checkout',
        amountMinor: input.amount.minor,
        currency: input.amount.currency,
        description: input.description,
        status: 'pending',
        checkoutRequest: {
          amount: input.amount,
          description: input.description,
          customerEmail: input.customerEmail,
          locale: input.locale as (typeof LOCALES)[number],
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          saveMethod: input.saveMethod,
          customerRef,
        },
        saveMethod: input.saveMethod,
        // Claimed by this request from the start: the others with the key wait for its call.
        providerCallAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: payments.idempotencyKey })
      .returning();
    if (created) return callCheckout(created);
    const [existing] = await db
      .select()
      .from(payments)
      .where(eq(payments.idempotencyKey, input.idempotencyKey));
    if (!existing || existing.requestDigest !== digest) throw idempotencyConflict();
    return awaitProviderCall(db, clock, existing.id, callCheckout);
  }

  /** The provider's customer from this customer's last saved method there, so their cards gather. */
  async function lastCustomerRef(customerId: string, provider: string) {
    const [row] = await db
      .select({ ref: payments.savedCustomerRef })
      .from(payments)
      .where(
        and(
          eq(payments.customerId, customerId),
          eq(payments.provider, provider as PaymentRow['provider']),
          isNotNull(payments.savedCustomerRef),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row?.ref ?? null;
  }

  /**
   * Asks the provider where a payment stands and applies it (the success redirect, a scheduler
   * catching up on a lost webhook). Never trusts the browser: only the provider's answer counts.
   */
  async function confirm(paymentId: string, actor: Extract<PaymentActor, 'redirect' | 'scheduler'>) {
    const row = await loadPayment(ctx, paymentId);
    if (!row.providerRef) return row;
    const found = await providerOf(ctx, row.provider).retrieve(row.providerRef);
    if (!found) return row;
    // A refund is the admin's or the provider's to report; here the money was at least taken.
    const status = found.status === 'refunded' ? 'succeeded' : found.status;
    const applied = await applyResult(ctx, {
      paymentId,
      status,
      actor,
      reason: found.failureReason,
      amount: found.amount,
      savedMethod: found.savedMethod,
      providerPaymentRef: found.providerPaymentRef ?? null,
    });
    if (applied.outcome === 'refused')
      ctx.logger.error('payment result refused', { payment: paymentId, why: applied.why, actor });
    return applied.payment;
  }

  return { startCheckout, confirm, closeAttempt, openAttempts };
}
