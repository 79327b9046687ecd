import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/types';
import type { JobsService } from '../../jobs/service';
import type { PaymentEvent } from '../provider';
import type { sandboxPayments } from './schema';

export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';

export type SandboxEventType =
  | 'checkout.requires_action'
  | 'checkout.succeeded'
  | 'checkout.failed'
  | 'checkout.expired'
  | 'charge.succeeded'
  | 'charge.failed'
  | 'refund.succeeded';

type SandboxRow = typeof sandboxPayments.$inferSelect;

/** The body of a sandbox webhook, as it goes over the wire (shaped like a real provider's). */
export const SandboxEventBody = z.object({
  id: z.string().regex(/^sbx_evt_[0-9a-f]{32}$/),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(100),
      reference: z.string().max(100),
      status: z.enum(['open', 'requires_action', 'succeeded', 'failed', 'expired']),
      amount: z.number().int().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      amount_refunded: z.number().int().nonnegative(),
      failure_reason: z.string().max(100).nullable(),
      customer: z.string().max(100).nullable(),
      payment_method: z.string().max(100).nullable(),
    }),
  }),
});
export type SandboxEventBody = z.infer<typeof SandboxEventBody>;

export function newEventId() {
  return `sbx_evt_${randomBytes(16).toString('hex')}`;
}

/**
 * Writes a webhook event for `row` into the outbox with `tx`: it exists only if the sandbox's own
 * change commits, and the worker delivers it (signed at each attempt) until our endpoint says 2xx.
 */
export async function enqueueSandboxEvent(
  jobs: Pick<JobsService, 'enqueue'>,
  tx: Db,
  type: SandboxEventType,
  row: SandboxRow,
  extra: { amountRefunded: number; created: Date },
) {
  const body: SandboxEventBody = {
    id: newEventId(),
    type,
    created: Math.floor(extra.created.getTime() / 1000),
    data: {
      object: {
        id: row.id,
        reference: row.reference,
        status: row.status,
        amount: row.amountMinor,
        currency: row.currency,
        amount_refunded: extra.amountRefunded,
        failure_reason: row.failureReason,
        customer: row.customerRef,
        payment_method: row.methodRef,
      },
    },
  };
  await jobs.enqueue(tx, SANDBOX_WEBHOOK_JOB, { body: JSON.stringify(body) }, { uniqueKey: body.id });
  return body;
}

/** A verified sandbox event, normalized for the payments service. */
export function normalizeSandboxEvent(body: SandboxEventBody): PaymentEvent {
  const object = body.data.object;
  const amount = { minor: object.amount, currency: object.currency };
  const savedMethod =
    object.customer && object.payment_method
      ? { customerRef: object.customer, methodRef: object.payment_method }
      : null;
  const base = {
    id: body.id,
    type: body.type,
    providerRef: object.id,
    reference: object.reference || null,
    amount,
    occurredAt: new Date(body.created * 1000),
  };
  switch (body.type) {
    case 'checkout.requires_action':
      return { ...base, status: 'requires_action' };
    case 'checkout.succeeded':
    case 'charge.succeeded':
      return { ...base, status: 'succeeded', savedMethod };
    case 'checkout.failed':
    case 'charge.failed':
      return { ...base, status: 'failed', failureReason: object.failure_reason ?? 'failed' };
    case 'checkout.expired':
      return { ...base, status: 'failed', failureReason: 'expired' };
    case 'refund.succeeded':
      // Only a full refund moves the payment; a partial one is recorded by the refund itself.
      return { ...base, status: object.amount_refunded >= object.amount ? 'refunded' : null };
    default:
      return { ...base, status: null };
  }
}
