import { eq } from 'drizzle-orm';
import { applyResultInTx, lockProviderRef } from './apply-result';
import { findPaymentOfEvent } from './event-match';
import { providerOf, type PaymentsContext } from './context';
import type { WebhookHeaders } from './provider';
import { holdEvent } from './held-events';
import { paymentEvents, type EventOutcome } from './schema';
import { awaitedBefore } from './state-machine';

export type WebhookOutcome =
  { duplicate: true } | { duplicate: false; outcome: EventOutcome; paymentId: string | null };

/**
 * A provider's webhook (ADR-0301): the signature is checked over the raw bytes first (throws
 * webhookSignatureRefused: nothing is written); then, in ONE transaction, the event is stored under
 * its unique (provider, event id) and its effect applied through applyResultInTx. A second delivery
 * of the event — even at the same moment — finds the row and does nothing; an effect that fails
 * rolls the event back too, so the provider's retry applies it.
 */
export function createWebhookOperations(ctx: PaymentsContext) {
  async function handleWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: WebhookHeaders,
  ): Promise<WebhookOutcome> {
    const provider = providerOf(ctx, providerName);
    const event = provider.verifyAndParseWebhook(rawBody, headers);
    return ctx.jobs.transaction(async (tx) => {
      const [stored] = await tx
        .insert(paymentEvents)
        .values({
          provider: provider.name,
          eventId: event.id,
          type: event.type,
          providerRef: event.providerRef,
          outcome: 'ignored',
          event: { ...event, occurredAt: event.occurredAt.toISOString() },
          occurredAt: event.occurredAt,
          receivedAt: ctx.clock.now(),
        })
        .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
        .returning({ id: paymentEvents.id });
      if (!stored) return { duplicate: true } as const;

      // An event that may have to wait for another (a refund) and the one that teaches the
      // reference it is matched by (the success) are taken one after the other.
      const mayWait = event.status !== null && awaitedBefore('pending', event.status) !== null;
      if (mayWait && event.providerRef) await lockProviderRef(tx, event.providerRef);
      const payment = event.status ? await findPaymentOfEvent(tx, provider.name, event) : null;
      // A refund for a payment we cannot match yet (Stripe's charge names only its PaymentIntent,
      // which the success teaches us) waits like one that came before its success.
      let outcome: EventOutcome = mayWait ? 'held' : event.status ? 'unmatched' : 'ignored';
      if (payment && event.status) {
        const applied = await applyResultInTx(tx, ctx, {
          paymentId: payment.id,
          status: event.status,
          actor: 'webhook',
          reason: event.failureReason ?? null,
          eventId: event.id,
          amount: event.amount,
          savedMethod: event.savedMethod ?? null,
          providerPaymentRef: event.providerPaymentRef ?? null,
        });
        outcome = applied.outcome;
        if (applied.outcome === 'refused')
          ctx.logger.error('payment event refused', {
            provider: provider.name,
            event: event.id,
            why: applied.why,
          });
      }
      await tx
        .update(paymentEvents)
        .set({ outcome, paymentId: payment?.id ?? null })
        .where(eq(paymentEvents.id, stored.id));
      if (outcome === 'held') await holdEvent(tx, ctx, stored.id);
      return { duplicate: false, outcome, paymentId: payment?.id ?? null } as const;
    });
  }

  return { handleWebhook };
}
