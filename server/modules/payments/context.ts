import { eq } from 'drizzle-orm';
import type { PaymentProviderName } from '../../../common/payments/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { JobsService } from '../jobs/service';
import { applyResultInTx, type PaymentResult } from './apply-result';
import { paymentNotFound, unknownProvider } from './errors';
import type { PaymentProvider } from './provider';
import type { PaymentRow, ResultRegistry } from './registry';
import { payments } from './schema';

/** The configured providers; new checkouts go to `active`, older payments stay with theirs. */
export interface ProviderSet {
  active: PaymentProviderName;
  byName: Partial<Record<PaymentProviderName, PaymentProvider>>;
}

/** What the payment operations share. */
export interface PaymentsContext {
  db: Db;
  clock: Clock;
  logger: Logger;
  jobs: Pick<JobsService, 'transaction' | 'enqueue'>;
  registry: ResultRegistry;
  providers: ProviderSet;
}

export function providerOf(ctx: PaymentsContext, name: string): PaymentProvider {
  const provider = (ctx.providers.byName as Record<string, PaymentProvider | undefined>)[name];
  if (!provider) throw unknownProvider(name);
  return provider;
}

export async function loadPayment(ctx: PaymentsContext, id: string): Promise<PaymentRow> {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw paymentNotFound();
  return row;
}

/** applyResultInTx in a transaction of its own (whose jobs the worker picks up right after the commit). */
export function applyResult(ctx: PaymentsContext, result: PaymentResult) {
  return ctx.jobs.transaction((tx) => applyResultInTx(tx, ctx, result));
}
