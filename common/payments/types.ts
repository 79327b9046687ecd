/**
 * What a payment is, as both sides see it (ADR-0301). The server owns the rules
 * (server/modules/payments); the browser only shows a status or a reason it was sent.
 */

/** The life of one payment attempt. Ordered: a payment only ever moves to a later status. */
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'failed', 'succeeded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Who moved a payment: recorded on every history row. */
export const PAYMENT_ACTORS = ['webhook', 'redirect', 'customer', 'admin', 'scheduler'] as const;
export type PaymentActor = (typeof PAYMENT_ACTORS)[number];

/** The providers the shop can take money through. */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Why a payment did not go through, as the checkout's cancel URL carries it (`?reason=`) and the
 * payments dictionary words it (`payments:reasons.<reason>`). Anything else reads as `failed`.
 */
export const FAILURE_REASONS = [
  'card_declined',
  'authentication_failed',
  'authentication_required',
  'canceled',
  'expired',
  'failed',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export function isPaymentProviderName(value: unknown): value is PaymentProviderName {
  return typeof value === 'string' && (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

export function failureReasonOf(value: unknown): FailureReason {
  return typeof value === 'string' && (FAILURE_REASONS as readonly string[]).includes(value)
    ? (value as FailureReason)
    : 'failed';
}
