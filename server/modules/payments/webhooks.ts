import { and, eq, or } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../common/payments/types';
import type { Db } from '../../db/types';
import { applyResultInTx } from './apply-result';
import { providerOf, type PaymentsContext } from './context';
import type { PaymentEvent, WebhookHeaders } from './provider';
import type { PaymentRow } from './registry';
import { paymentEvents, payments, type EventOutcome } from './schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookOutcome =
  { duplicate: true } | { duplicate: false; outcome: EventOutcome; paymentId: string | null };

/**
 * A provider's webhook (ADR-0301): the signature is checked over the raw bytes first (throws
 * WebhookSignatureError: nothing is written); then, in ONE transaction, the event is stored under
 * its unique (provider, event id) and its effect applied through applyResultInTx. A second delivery
 * of the event — even at the same moment — finds the row and does nothing; an effect that fails
 * rolls the event back too, so the provider's retry applies it.
 */
export function createWebhookOperations(ctx: PaymentsContext) {
  async function findPayment(
    tx: Db,
    provider: PaymentProviderName,
    event: PaymentEvent,
  ): Promise<PaymentRow | null> {
    if (event.reference && UUID.test(event.reference)) {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, event.reference.toLowerCase()), eq(payments.provider, provider)));
      if (row) return row;
    }
    if (!event.providerRef) return null;
    const [row] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          or(eq(payments.providerRef, event.providerRef), eq(payments.providerPaymentRef, event.providerRef)),
        ),
      );
    return row ?? null;
  }

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

      const payment = event.status ? await findPayment(tx, provider.name, event) : null;
      let outcome: EventOutcome = event.status ? 'unmatched' : 'ignored';
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
      return { duplicate: false, outcome, paymentId: payment?.id ?? null } as const;
    });
  }

  return { handleWebhook };
}
