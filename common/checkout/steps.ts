import type { PaymentMode } from '../orders/types';

/** The checkout's steps, in order, as `?step=` names them (ADR-0304). */
export const CHECKOUT_STEPS = ['review', 'details', 'payment', 'confirm'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const isCheckoutStep = (value: unknown): value is CheckoutStep =>
  typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);

export interface CheckoutProgress {
  /** The cart can be ordered now (server-priced, nothing unavailable, one currency). */
  payable: boolean;
  /** What the payment step saved in the draft, if anything. */
  paymentMode: PaymentMode | null;
}

/**
 * The step to show for `?step=`: the one asked for when it can be reached, else the first one that
 * is missing — any step but review needs a payable cart, confirm needs a payment mode. The page
 * redirects when the answer differs from what was asked, so the URL always names the step shown.
 */
export function reachableStep(requested: string | null, progress: CheckoutProgress): CheckoutStep {
  if (!progress.payable || !isCheckoutStep(requested)) return 'review';
  if (requested === 'confirm' && !progress.paymentMode) return 'payment';
  return requested;
}

/** The step before `step` (the "back" link), or null on the first. */
export function previousStep(step: CheckoutStep): CheckoutStep | null {
  const index = CHECKOUT_STEPS.indexOf(step);
  return index > 0 ? CHECKOUT_STEPS[index - 1]! : null;
}
