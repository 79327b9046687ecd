import { randomBytes } from 'node:crypto';

/**
 * An Idempotency-Key made by the server when a form that starts a payment is rendered (the confirm
 * step, "retry payment"): posting that form twice is one order, one attempt (ADR-0304).
 */
export const newFormKey = (prefix: 'checkout' | 'retry') =>
  `${prefix}_${randomBytes(24).toString('base64url')}`;
