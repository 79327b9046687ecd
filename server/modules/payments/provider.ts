import type { Locale } from '../../../common/i18n/languages';
import type { PaymentProviderName, PaymentStatus } from '../../../common/payments/types';
import type { Money } from '../../../common/pricing/types';

/**
 * One interface for every payment provider (ADR-0301): the built-in sandbox and Stripe implement
 * it; the payments service is the only caller. Amounts are minor units + ISO currency (ADR-0010).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** A hosted payment page for one attempt. The same idempotency key returns the same checkout. */
  createCheckout(input: CheckoutRequest): Promise<CreatedCheckout>;
  /** The provider's current word on a checkout or a charge; null when it does not know the reference. */
  retrieve(providerRef: string): Promise<ProviderPayment | null>;
  /**
   * Closes an open checkout so that it can no longer be paid (a newer attempt replaces it) and
   * answers the provider's status after: one paid in the meantime stays paid, and says so.
   */
  expireCheckout(providerRef: string): Promise<ProviderPayment>;
  /** Gives money back; the same idempotency key returns the same refund. */
  refund(input: RefundRequest): Promise<ProviderRefund>;
  /** Checks the signature over the raw body and reads the event; throws webhookSignatureRefused. */
  verifyAndParseWebhook(rawBody: Buffer, headers: WebhookHeaders): PaymentEvent;
  /** Charges a method saved at an earlier checkout, the customer absent (renewals). */
  chargeSavedMethod(input: SavedMethodCharge): Promise<ProviderCharge>;
}

export interface CheckoutRequest {
  /** Our payment's id: the provider keeps it and hands it back in events. */
  reference: string;
  amount: Money;
  description: string;
  customerEmail: string;
  locale: Locale;
  /** Where the browser goes after paying; `{CHECKOUT_ID}` is replaced by the provider's reference. */
  successUrl: string;
  /** Where it goes after a decline or a cancel; `reason=<FailureReason>` is added to it. */
  cancelUrl: string;
  idempotencyKey: string;
  /** Keep the card for later charges without the customer (a subscription bought with pay now). */
  saveMethod: boolean;
  /** The provider's customer from an earlier saved method, so methods gather on one customer. */
  customerRef?: string | null;
}

export interface CreatedCheckout {
  providerRef: string;
  redirectUrl: string;
}

export interface SavedMethod {
  customerRef: string;
  methodRef: string;
}

export interface ProviderPayment {
  providerRef: string;
  /** Our payment id, when the provider has it. */
  reference: string | null;
  status: PaymentStatus;
  amount: Money;
  failureReason: string | null;
  savedMethod: SavedMethod | null;
  /** The provider's underlying payment, when it differs from `providerRef` (Stripe's PaymentIntent). */
  providerPaymentRef?: string | null;
}

export interface RefundRequest {
  providerRef: string;
  amount: Money;
  idempotencyKey: string;
}

export interface ProviderRefund {
  refundRef: string;
  status: 'succeeded' | 'pending' | 'failed';
  amount: Money;
}

export interface SavedMethodCharge {
  customerRef: string;
  methodRef: string;
  amount: Money;
  idempotencyKey: string;
  /** Our payment's id. */
  reference: string;
  description: string;
}

export interface ProviderCharge {
  providerRef: string;
  status: PaymentStatus;
  failureReason: string | null;
}

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * A provider's webhook event, normalized. `status` is the payment's new status when the event
 * carries one; `null` for events the shop does not act on (they are stored and answered 200).
 */
export interface PaymentEvent {
  id: string;
  /** The provider's own type, e.g. "checkout.succeeded" or "checkout.session.completed". */
  type: string;
  providerRef: string | null;
  reference: string | null;
  status: PaymentStatus | null;
  amount: Money | null;
  occurredAt: Date;
  failureReason?: string | null;
  savedMethod?: SavedMethod | null;
  /** The provider's underlying payment, when it differs from `providerRef` (Stripe's PaymentIntent). */
  providerPaymentRef?: string | null;
}

/** The provider could not be reached or refused the call: nothing is known to have happened. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string = 'provider_error',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
