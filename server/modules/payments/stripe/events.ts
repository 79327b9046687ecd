import type Stripe from 'stripe';
import type { Money } from '../../../../common/pricing/types';
import type { PaymentEvent, SavedMethod } from '../provider';

/** The id of a Stripe field that is either an id or an expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

export function moneyOf(minor: number | null | undefined, currency: string | null | undefined): Money | null {
  return minor != null && currency ? { minor, currency: currency.toUpperCase() } : null;
}

/** The method a PaymentIntent saved for off-session use, if it did. */
export function savedMethodOf(intent: Stripe.PaymentIntent): SavedMethod | null {
  const customerRef = idOf(intent.customer);
  const methodRef = idOf(intent.payment_method);
  return intent.setup_future_usage && customerRef && methodRef ? { customerRef, methodRef } : null;
}

/**
 * A verified Stripe event, normalized (ADR-0301). Checkout Sessions carry the result of a hosted
 * page; PaymentIntent events carry off-session charges and the saved method; `charge.refunded`
 * a refund made here or in Stripe's dashboard. Everything else is stored and ignored.
 */
export function normalizeStripeEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const common = {
        ...base,
        providerRef: session.id,
        providerPaymentRef: idOf(session.payment_intent),
        reference: session.client_reference_id ?? session.metadata?.reference ?? null,
        amount: moneyOf(session.amount_total, session.currency),
      };
      if (event.type === 'checkout.session.expired')
        return { ...common, status: 'failed', failureReason: 'expired' };
      if (event.type === 'checkout.session.async_payment_failed')
        return { ...common, status: 'failed', failureReason: 'failed' };
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      // Completed with a delayed method (a bank debit): the async_payment_* event brings the result.
      return { ...common, status: paid ? 'succeeded' : null };
    }
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.requires_action': {
      const intent = event.data.object;
      const common = {
        ...base,
        providerRef: intent.id,
        providerPaymentRef: intent.id,
        reference: intent.metadata?.reference ?? null,
        amount: moneyOf(intent.amount, intent.currency),
      };
      if (event.type === 'payment_intent.succeeded')
        return { ...common, status: 'succeeded', savedMethod: savedMethodOf(intent) };
      if (event.type === 'payment_intent.requires_action') return { ...common, status: 'requires_action' };
      // In Checkout a declined card lets the customer try another on the same page: only an
      // off-session charge fails for good here.
      const error = intent.last_payment_error;
      return intent.metadata?.kind === 'off_session'
        ? { ...common, status: 'failed', failureReason: error?.code ?? error?.decline_code ?? 'failed' }
        : { ...common, status: null };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        providerRef: idOf(charge.payment_intent),
        providerPaymentRef: idOf(charge.payment_intent),
        reference: charge.metadata?.reference ?? null,
        amount: moneyOf(charge.amount, charge.currency),
        // A partial refund is recorded by the refund itself; only a full one moves the payment.
        status: charge.refunded ? 'refunded' : null,
      };
    }
    default:
      return { ...base, providerRef: null, reference: null, amount: null, status: null };
  }
}
