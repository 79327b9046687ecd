import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../platform/clock';
import type { JobsService } from '../../jobs/service';
import { headerOf, PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../provider';
import { webhookSignatureRefused } from '../errors';
import { enqueueSandboxEvent, normalizeSandboxEvent, SandboxEventBody } from './events';
import { sandboxMethods, sandboxPayments, sandboxRefunds } from './schema';
import { SANDBOX_SIGNATURE_HEADER, verifySignature } from './signature';
import { sandboxId, type SandboxRow, type SandboxStore } from './store';

export const SANDBOX_EXPIRE_JOB = 'payments.sandbox-expire';
/** A hosted page stays open as long as a Stripe Checkout Session does by default. */
export const SANDBOX_CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface SandboxProviderDeps {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'enqueue' | 'transaction'>;
  store: SandboxStore;
  /** Signs (and verifies) the sandbox's webhooks. */
  secret: string;
  /** The site's public URL: the hosted page lives under it. */
  publicUrl: string;
}

/** The built-in test provider (ADR-0301): hosted page of our own, test cards, signed webhooks. */
export function createSandboxProvider(deps: SandboxProviderDeps): PaymentProvider & {
  pageUrl(id: string): string;
} {
  const { db, clock, jobs, store, secret } = deps;
  const pageUrl = (id: string) => `${deps.publicUrl}/payments/sandbox/${id}`;

  function toProviderPayment(row: SandboxRow, refunded: number): ProviderPayment {
    const status =
      row.status === 'open'
        ? 'pending'
        : row.status === 'expired'
          ? 'failed'
          : row.status === 'succeeded' && refunded >= row.amountMinor
            ? 'refunded'
            : row.status;
    return {
      providerRef: row.id,
      reference: row.reference,
      status,
      amount: { minor: row.amountMinor, currency: row.currency },
      failureReason: row.status === 'expired' ? 'expired' : row.failureReason,
      savedMethod:
        row.customerRef && row.methodRef ? { customerRef: row.customerRef, methodRef: row.methodRef } : null,
    };
  }

  async function byKey(key: string) {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.idempotencyKey, key));
    return row!;
  }

  function sameTerms(
    row: SandboxRow,
    kind: SandboxRow['kind'],
    reference: string,
    minor: number,
    currency: string,
  ) {
    if (
      row.kind !== kind ||
      row.reference !== reference ||
      row.amountMinor !== minor ||
      row.currency !== currency
    )
      throw new PaymentProviderError(
        'idempotency key reused with other parameters',
        'idempotency_key_reused',
      );
  }

  return {
    name: 'sandbox',
    pageUrl,

    async createCheckout(input) {
      const now = clock.now();
      const id = sandboxId('cs');
      const expiresAt = new Date(now.getTime() + SANDBOX_CHECKOUT_LIFETIME_MS);
      const inserted = await jobs.transaction(async (tx) => {
        const [row] = await tx
          .insert(sandboxPayments)
          .values({
            id,
            kind: 'checkout',
            idempotencyKey: input.idempotencyKey,
            reference: input.reference,
            amountMinor: input.amount.minor,
            currency: input.amount.currency,
            description: input.description,
            customerEmail: input.customerEmail,
            locale: input.locale,
            successUrl: input.successUrl,
            cancelUrl: input.cancelUrl,
            saveMethod: input.saveMethod,
            customerRef: input.customerRef ?? null,
            status: 'open',
            createdAt: now,
            updatedAt: now,
            expiresAt,
          })
          .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
          .returning();
        if (row)
          await jobs.enqueue(
            tx,
            SANDBOX_EXPIRE_JOB,
            { id },
            { runAt: expiresAt, uniqueKey: `${SANDBOX_EXPIRE_JOB}:${id}` },
          );
        return row;
      });
      const row = inserted ?? (await byKey(input.idempotencyKey));
      sameTerms(row, 'checkout', input.reference, input.amount.minor, input.amount.currency);
      return { providerRef: row.id, redirectUrl: pageUrl(row.id) };
    },

    async retrieve(providerRef) {
      const row = await store.get(providerRef);
      return row ? toProviderPayment(row, await store.refundedOf(db, row.id)) : null;
    },

    async expireCheckout(providerRef) {
      await store.move(providerRef, ['open', 'requires_action'], 'expired', 'checkout.expired', {
        failureReason: 'expired',
      });
      const row = await store.get(providerRef);
      if (!row) throw new PaymentProviderError('no such checkout', 'not_found');
      return toProviderPayment(row, await store.refundedOf(db, row.id));
    },

    async refund(input) {
      const result = await jobs.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, input.providerRef))
          .for('update');
        if (!payment || payment.status !== 'succeeded')
          throw new PaymentProviderError('only a succeeded payment can be refunded', 'not_refundable');
        const [existing] = await tx
          .select()
          .from(sandboxRefunds)
          .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
        if (existing) {
          if (existing.paymentId !== payment.id || existing.amountMinor !== input.amount.minor)
            throw new PaymentProviderError(
              'idempotency key reused with other parameters',
              'idempotency_key_reused',
            );
          return existing;
        }
        if (input.amount.currency !== payment.currency)
          throw new PaymentProviderError('currency mismatch', 'currency_mismatch');
        const refunded = await store.refundedOf(tx, payment.id);
        if (input.amount.minor <= 0 || refunded + input.amount.minor > payment.amountMinor)
          throw new PaymentProviderError('refund larger than what is left', 'amount_too_large');
        const [refund] = await tx
          .insert(sandboxRefunds)
          .values({
            id: sandboxId('re'),
            idempotencyKey: input.idempotencyKey,
            paymentId: payment.id,
            amountMinor: input.amount.minor,
            currency: input.amount.currency,
            createdAt: clock.now(),
          })
          .returning();
        await enqueueSandboxEvent(jobs, tx, 'refund.succeeded', payment, {
          amountRefunded: refunded + input.amount.minor,
          created: clock.now(),
        });
        return refund!;
      });
      return {
        refundRef: result.id,
        status: 'succeeded',
        amount: { minor: result.amountMinor, currency: result.currency },
      };
    },

    verifyAndParseWebhook(rawBody, headers) {
      verifySignature(secret, rawBody, headerOf(headers, SANDBOX_SIGNATURE_HEADER), clock.now());
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw webhookSignatureRefused('signed body is not JSON');
      }
      const parsed = SandboxEventBody.safeParse(json);
      if (!parsed.success) throw webhookSignatureRefused('signed body is not a sandbox event');
      return normalizeSandboxEvent(parsed.data);
    },

    async chargeSavedMethod(input) {
      const now = clock.now();
      const [method] = await db
        .select()
        .from(sandboxMethods)
        .where(
          and(eq(sandboxMethods.id, input.methodRef), eq(sandboxMethods.customerRef, input.customerRef)),
        );
      if (!method) throw new PaymentProviderError('no such saved method for this customer', 'no_such_method');
      const succeeds = method.offSession === 'succeeds';
      const inserted = await jobs.transaction(async (tx) => {
        const [row] = await tx
          .insert(sandboxPayments)
          .values({
            id: sandboxId('ch'),
            kind: 'charge',
            idempotencyKey: input.idempotencyKey,
            reference: input.reference,
            amountMinor: input.amount.minor,
            currency: input.amount.currency,
            description: input.description,
            customerRef: input.customerRef,
            methodRef: input.methodRef,
            status: succeeds ? 'succeeded' : 'failed',
            failureReason: succeeds ? null : 'authentication_required',
            cardLast4: method.last4,
            createdAt: now,
            updatedAt: now,
            expiresAt: now,
          })
          .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
          .returning();
        if (row)
          await enqueueSandboxEvent(jobs, tx, succeeds ? 'charge.succeeded' : 'charge.failed', row, {
            amountRefunded: 0,
            created: now,
          });
        return row;
      });
      const row = inserted ?? (await byKey(input.idempotencyKey));
      sameTerms(row, 'charge', input.reference, input.amount.minor, input.amount.currency);
      const status = toProviderPayment(row, 0);
      return { providerRef: row.id, status: status.status, failureReason: status.failureReason };
    },
  };
}
