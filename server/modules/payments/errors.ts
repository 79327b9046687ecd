import type { PaymentActor, PaymentStatus } from '../../../common/payments/types';
import { DomainError } from '../../platform/domain-error';

/** The codes of the payments' refusals (ADR-0023). */
export const PaymentErrors = {
  idempotencyConflict: 'payments.idempotency_conflict',
  busy: 'payments.busy',
  attemptOpen: 'payments.attempt_open',
  notFound: 'payments.not_found',
  refundRefused: 'payments.refund_refused',
  unknownProvider: 'payments.unknown_provider',
} as const;

/** The idempotency key was first used for other terms (another amount, purpose or customer). */
export function idempotencyConflict() {
  const reused = { key: 'orders:api.idempotencyKeyReused' };
  return new DomainError(PaymentErrors.idempotencyConflict, {
    status: 422,
    messageKey: reused.key,
    fields: { 'Idempotency-Key': [reused] },
  });
}

/** Another call with the same key is still talking to the provider; try again shortly. */
export function paymentBusy() {
  return new DomainError(PaymentErrors.busy, {
    status: 409,
    messageKey: 'orders:api.paymentBusy',
    retryAfterSeconds: 1,
  });
}

/**
 * An earlier attempt for the same purpose could not be closed: the provider says it is paid or
 * still being paid. A new attempt would risk a second charge, so none is made.
 */
export function paymentAttemptOpen(paymentId: string, status: PaymentStatus) {
  return new DomainError(PaymentErrors.attemptOpen, {
    status: 409,
    messageKey: 'orders:api.paymentBusy',
    details: { paymentId, status },
  });
}

export function paymentNotFound() {
  return new DomainError(PaymentErrors.notFound, { status: 404, messageKey: 'orders:api.notFound' });
}

export type RefundRefusal = 'not_refundable' | 'amount_too_large' | 'currency_mismatch';

/** A refund that cannot be made: not a succeeded payment, more than what is left, another currency. */
export function refundRefused(reason: RefundRefusal) {
  return new DomainError(PaymentErrors.refundRefused, {
    status: 409,
    messageKey: 'admin-orders:api.refundRefused',
    details: { reason },
  });
}

/** No provider of that name is configured (the webhook route answers 404). */
export function unknownProvider(name: string) {
  return new DomainError(PaymentErrors.unknownProvider, {
    status: 404,
    messageKey: 'orders:api.notFound',
    details: { name },
  });
}

/** The codes of the payments' refusals that no one is told in words (a job's or a webhook's). */
export const PaymentInternalErrors = {
  transitionRefused: 'payments.transition_refused',
  noSavedMethod: 'payments.no_saved_method',
  badSignature: 'payments.bad_signature',
} as const;

/** A move the payment machine refuses (ADR-0301); the caller's own words, if any, are its own. */
export function paymentTransitionRefused(from: PaymentStatus, to: PaymentStatus, actor: PaymentActor) {
  return new DomainError(PaymentInternalErrors.transitionRefused, {
    status: 409,
    messageKey: 'common:errors.somethingWentWrong',
    details: { from, to, actor },
  });
}

/** The payment a renewal would charge again saved no method (counted as a failed attempt). */
export function noSavedMethod() {
  return new DomainError(PaymentInternalErrors.noSavedMethod, {
    status: 422,
    messageKey: 'common:errors.somethingWentWrong',
  });
}

/** A webhook with a missing, malformed, wrong or stale signature: answered 400, nothing stored. */
export function webhookSignatureRefused(problem: string) {
  return new DomainError<{ problem: string }>(PaymentInternalErrors.badSignature, {
    status: 400,
    messageKey: 'payments:webhook.badSignature',
    details: { problem },
  });
}
