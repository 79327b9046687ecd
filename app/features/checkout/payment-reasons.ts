/** The reasons a provider gives on the cancel URL that have their own message (payments:reasons). */
const KNOWN = [
  'card_declined',
  'authentication_failed',
  'authentication_required',
  'canceled',
  'expired',
  'failed',
] as const;
export type PaymentFailureReason = (typeof KNOWN)[number];

/**
 * `?reason=` as the page may show it: a known reason (`declined` is the card's), any other value
 * the generic "failed", none at all none (the page reached from an order's link).
 */
export function paymentFailureReason(value: string | null): PaymentFailureReason | null {
  if (value === null || value === '') return null;
  if (value === 'declined') return 'card_declined';
  return (KNOWN as readonly string[]).includes(value) ? (value as PaymentFailureReason) : 'failed';
}
