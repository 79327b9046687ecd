import Stripe from 'stripe';
import type { Locale } from '../../../../common/i18n/languages';
import type { PaymentStatus } from '../../../../common/payments/types';
import type { Money } from '../../../../common/pricing/types';
import type { Clock } from '../../../platform/clock';
import { headerOf, PaymentProviderError, type PaymentProvider, type ProviderPayment } from '../provider';
import { webhookSignatureRefused } from '../errors';
import { SIGNATURE_TOLERANCE_S } from '../sandbox/signature';
import { idOf, moneyOf, normalizeStripeEvent, savedMethodOf } from './events';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  clock: Clock;
  /** Another API address (stripe-mock, a test double): scheme, host and port. */
  apiUrl?: string;
}

/** The `t=` of a Stripe-Signature header, read as Stripe's library reads it (the last one counts). */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** Stripe Checkout speaks French and English; for Arabic it follows the browser. */
const CHECKOUT_LOCALES: Record<Locale, 'fr' | 'en' | 'auto'> = { fr: 'fr', en: 'en', ar: 'auto' };

/**
 * Currencies whose amounts Stripe does not take as ISO minor units (ADR-0301): zero-decimal ones
 * it wants in hundredths, and three-decimal ones whose last digit must be 0.
 */
const UNSUPPORTED = new Set(['HUF', 'ISK', 'TWD', 'UGX']);
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

function stripeAmount(amount: Money) {
  if (UNSUPPORTED.has(amount.currency) || (THREE_DECIMALS.has(amount.currency) && amount.minor % 10 !== 0))
    throw new PaymentProviderError(
      `Stripe cannot take ${amount.minor} ${amount.currency} as given`,
      'unsupported_amount',
    );
  return { amount: amount.minor, currency: amount.currency.toLowerCase() };
}

function withReason(url: string, reason: string) {
  const u = new URL(url);
  u.searchParams.set('reason', reason);
  return u.toString();
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return (
    error instanceof Error && typeof (error as { type?: unknown }).type === 'string' && 'rawType' in error
  );
}

/** Stripe errors as the payments service understands them; a card error is an answer, not this. */
function providerError(error: unknown): PaymentProviderError {
  if (!isStripeError(error)) return new PaymentProviderError(String(error), 'provider_error');
  const code =
    error.code === 'charge_already_refunded'
      ? 'not_refundable'
      : error.code === 'amount_too_large'
        ? 'amount_too_large'
        : error.type === 'StripeIdempotencyError'
          ? 'idempotency_key_reused'
          : error.type === 'StripeConnectionError' || error.type === 'StripeAPIError'
            ? 'provider_unreachable'
            : (error.code ?? 'provider_error');
  return new PaymentProviderError(error.message, code);
}

function statusOfIntent(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.refunded ? 'refunded' : 'succeeded';
    }
    case 'requires_action':
    case 'requires_confirmation':
      return 'requires_action';
    case 'canceled':
      return 'failed';
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'pending';
    default:
      return 'pending';
  }
}

/** Stripe behind the provider interface (ADR-0301): Checkout Sessions, refunds, signed webhooks, off-session PaymentIntents. */
export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const api = opts.apiUrl ? new URL(opts.apiUrl) : null;
  const stripe = new Stripe(opts.secretKey, {
    // Retried once on a network error, with our idempotency key: still one charge.
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port) || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });

  function fromIntent(intent: Stripe.PaymentIntent): ProviderPayment {
    const error = intent.last_payment_error;
    return {
      providerRef: intent.id,
      providerPaymentRef: intent.id,
      reference: intent.metadata?.reference ?? null,
      status: statusOfIntent(intent),
      amount: moneyOf(intent.amount, intent.currency)!,
      failureReason: error ? (error.code ?? error.decline_code ?? 'failed') : null,
      savedMethod: savedMethodOf(intent),
    };
  }

  function fromSession(session: Stripe.Checkout.Session): ProviderPayment {
    const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    const status: PaymentStatus =
      session.status === 'expired'
        ? 'failed'
        : paid
          ? intent && statusOfIntent(intent) === 'refunded'
            ? 'refunded'
            : 'succeeded'
          : intent?.status === 'requires_action'
            ? 'requires_action'
            : 'pending';
    return {
      providerRef: session.id,
      providerPaymentRef: idOf(session.payment_intent),
      reference: session.client_reference_id ?? session.metadata?.reference ?? null,
      status,
      amount: moneyOf(session.amount_total, session.currency)!,
      failureReason: session.status === 'expired' ? 'expired' : null,
      savedMethod: intent ? savedMethodOf(intent) : null,
    };
  }

  async function retrieve(providerRef: string): Promise<ProviderPayment | null> {
    try {
      if (providerRef.startsWith('pi_'))
        return fromIntent(await stripe.paymentIntents.retrieve(providerRef, { expand: ['latest_charge'] }));
      return fromSession(
        await stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent.latest_charge'] }),
      );
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return null;
      throw providerError(error);
    }
  }

  return {
    name: 'stripe',

    async createCheckout(input) {
      const { amount, currency } = stripeAmount(input.amount);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: input.reference,
            metadata: { reference: input.reference },
            line_items: [
              {
                quantity: 1,
                price_data: { currency, unit_amount: amount, product_data: { name: input.description } },
              },
            ],
            payment_intent_data: {
              metadata: { reference: input.reference, kind: 'checkout' },
              ...(input.saveMethod ? { setup_future_usage: 'off_session' as const } : {}),
            },
            ...(input.customerRef
              ? { customer: input.customerRef }
              : {
                  customer_email: input.customerEmail,
                  ...(input.saveMethod ? { customer_creation: 'always' as const } : {}),
                }),
            locale: CHECKOUT_LOCALES[input.locale],
            success_url: input.successUrl.replaceAll('{CHECKOUT_ID}', '{CHECKOUT_SESSION_ID}'),
            cancel_url: withReason(input.cancelUrl, 'canceled'),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new PaymentProviderError('Stripe gave no checkout URL');
        return { providerRef: session.id, redirectUrl: session.url };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : providerError(error);
      }
    },

    retrieve,

    async expireCheckout(providerRef) {
      try {
        await stripe.checkout.sessions.expire(providerRef);
      } catch (error) {
        // Only an open session can be expired: a completed one answers 400, and stays paid.
        if (!isStripeError(error) || error.statusCode !== 400) throw providerError(error);
      }
      const after = await retrieve(providerRef);
      if (!after) throw new PaymentProviderError('no such checkout session', 'not_found');
      return after;
    },

    async refund(input) {
      const { amount } = stripeAmount(input.amount);
      try {
        let intent = input.providerRef;
        if (!intent.startsWith('pi_')) {
          const session = await stripe.checkout.sessions.retrieve(input.providerRef);
          const id = idOf(session.payment_intent);
          if (!id) throw new PaymentProviderError('that checkout took no payment', 'not_refundable');
          intent = id;
        }
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          refundRef: refund.id,
          status:
            refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed',
          amount: moneyOf(refund.amount, refund.currency)!,
        };
      } catch (error) {
        throw error instanceof PaymentProviderError ? error : providerError(error);
      }
    },

    verifyAndParseWebhook(rawBody, headers) {
      const header = headerOf(headers, 'stripe-signature');
      if (!header) throw webhookSignatureRefused('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          header,
          opts.webhookSecret,
          SIGNATURE_TOLERANCE_S,
          undefined,
          opts.clock.now().getTime(),
        );
      } catch (error) {
        throw webhookSignatureRefused(
          error instanceof Error ? error.message.split('\n')[0]! : 'invalid signature',
        );
      }
      // Stripe's library only refuses old timestamps; one signed ahead of our clock by more than the
      // tolerance is refused too, as the sandbox does (a replay window does not start in the future).
      if (signedAt(header) - opts.clock.now().getTime() / 1000 > SIGNATURE_TOLERANCE_S)
        throw webhookSignatureRefused('signature timestamp outside the tolerance');
      return normalizeStripeEvent(event);
    },

    async chargeSavedMethod(input) {
      const { amount, currency } = stripeAmount(input.amount);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency,
            customer: input.customerRef,
            payment_method: input.methodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { reference: input.reference, kind: 'off_session' },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const found = fromIntent(intent);
        return { providerRef: found.providerRef, status: found.status, failureReason: found.failureReason };
      } catch (error) {
        // A declined or authentication-needing card answers 402 with the PaymentIntent it made.
        if (isStripeError(error) && error.type === 'StripeCardError' && error.payment_intent)
          return {
            providerRef: error.payment_intent.id,
            status: 'failed',
            failureReason: error.code ?? error.decline_code ?? 'card_declined',
          };
        throw providerError(error);
      }
    },
  };
}
