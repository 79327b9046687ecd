import { asc, desc, eq, and } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../common/payments/types';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { JobsService } from '../jobs/service';
import { applyResultInTx, type PaymentResult } from './apply-result';
import { createChargeOperations } from './charges';
import { createClosingOperations } from './closing';
import { createCheckoutOperations } from './checkout';
import { applyResult, loadPayment, type PaymentsContext, type ProviderSet } from './context';
import type { PaymentProvider } from './provider';
import { createRefundOperations } from './refunds';
import { createResultRegistry } from './registry';
import { createHostedPage } from './sandbox/hosted';
import { defineSandboxJobs } from './sandbox/jobs';
import { createSandboxProvider } from './sandbox/provider';
import { createSandboxStore } from './sandbox/store';
import { paymentHistory, paymentRefunds, payments } from './schema';
import { createStripeProvider } from './stripe/provider';
import { createWebhookOperations } from './webhooks';
import { defineHeldEventJobs } from './held-events';

export type PaymentsConfig = Pick<
  Config,
  | 'PUBLIC_URL'
  | 'paymentProvider'
  | 'sandboxSecret'
  | 'sandboxWebhookUrl'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

/**
 * Payments (ADR-0301): one provider interface (the built-in sandbox, Stripe), payment attempts
 * with idempotency keys written before any provider call, webhooks verified and deduplicated, and
 * one function that applies a result — for the checkout, the billing renewals and the admin.
 */
export function createPaymentsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  jobs: JobsService;
  config: PaymentsConfig;
}) {
  const { db, clock, logger, jobs, config } = deps;
  const registry = createResultRegistry();
  const store = createSandboxStore({ db, clock, jobs });
  const sandbox = createSandboxProvider({
    db,
    clock,
    jobs,
    store,
    secret: config.sandboxSecret,
    publicUrl: config.PUBLIC_URL,
  });
  defineSandboxJobs({
    jobs,
    store,
    clock,
    secret: config.sandboxSecret,
    webhookUrl: config.sandboxWebhookUrl,
  });
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = { sandbox };
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
    byName.stripe = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiUrl: config.STRIPE_API_URL,
      clock,
    });
  const providers: ProviderSet = { active: config.paymentProvider, byName };
  const ctx: PaymentsContext = { db, clock, logger, jobs, registry, providers };
  const checkout = createCheckoutOperations(ctx);
  const refunds = createRefundOperations(ctx);
  const closing = createClosingOperations(ctx, jobs, checkout, refunds);
  defineHeldEventJobs({ ...ctx, jobs }, checkout.confirm);

  return {
    /** Who applies the results of payments for a purpose (the orders module registers "order"). */
    onResult: registry.register,
    handles: registry.has,
    /** The provider new checkouts go to. */
    activeProvider: providers.active,
    hasProvider: (name: string) => Object.hasOwn(byName, name),
    /** A hosted payment page for one attempt: `{id, providerRef, redirectUrl, status…}` (send the browser to redirectUrl). */
    startCheckout: checkout.startCheckout,
    /** The success redirect (or a catching-up scheduler): asks the provider and applies its answer. */
    confirm: checkout.confirm,
    /** The one function that applies a result, in a transaction of its own… */
    applyResult: (result: PaymentResult) => applyResult(ctx, result),
    /** …or inside the caller's (a module that changes its own rows with it). */
    applyResultInTx: (tx: Db, result: PaymentResult) => applyResultInTx(tx, ctx, result),
    refund: refunds.refund,
    /** With the caller's transaction (an order cancelled): its open pages are closed at the provider, by a job. */
    closeAttemptsLater: closing.closeAttemptsLater,
    /** With the caller's transaction (a payment for a thing called off): refunded in full, by a job. */
    refundLater: closing.refundLater,
    chargeSavedMethod: createChargeOperations(ctx).chargeSavedMethod,
    handleWebhook: createWebhookOperations(ctx).handleWebhook,
    get: (id: string) => loadPayment(ctx, id),
    /** The attempts made for one thing (an order), newest first. */
    listFor: (purpose: string, purposeId: string) =>
      db
        .select()
        .from(payments)
        .where(and(eq(payments.purpose, purpose), eq(payments.purposeId, purposeId)))
        .orderBy(desc(payments.createdAt)),
    history: (paymentId: string) =>
      db
        .select()
        .from(paymentHistory)
        .where(eq(paymentHistory.paymentId, paymentId))
        .orderBy(asc(paymentHistory.at)),
    refunds: (paymentId: string) =>
      db
        .select()
        .from(paymentRefunds)
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(asc(paymentRefunds.createdAt)),
    /** The built-in provider's hosted page (server/modules/payments/sandbox/pages.ts serves it). */
    sandbox: {
      hosted: createHostedPage({ store, clock, stepUrl: (id) => `${sandbox.pageUrl(id)}/authenticate` }),
      store,
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
