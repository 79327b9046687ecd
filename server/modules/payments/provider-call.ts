import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { paymentBusy, paymentNotFound } from './errors';
import type { PaymentRow } from './registry';
import { payments } from './schema';

/**
 * How long a process that claimed a provider call keeps it: longer than any call can take (the
 * Stripe client gives up after 15 s, once retried). After it, another process may take the call
 * over — with the same idempotency key, so the provider still answers once.
 */
export const PROVIDER_CALL_LEASE_MS = 60_000;
const POLL_MS = 25;

/** Takes the right to call the provider for a payment that has no provider reference yet. */
export async function claimProviderCall(db: Db, clock: Clock, id: string): Promise<PaymentRow | null> {
  const now = clock.now();
  const [row] = await db
    .update(payments)
    .set({ providerCallAt: now })
    .where(
      and(
        eq(payments.id, id),
        isNull(payments.providerRef),
        eq(payments.status, 'pending'),
        or(
          isNull(payments.providerCallAt),
          lt(payments.providerCallAt, new Date(now.getTime() - PROVIDER_CALL_LEASE_MS)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives the call back after a failure, so the same key can try again at once. */
export async function releaseProviderCall(db: Db, id: string) {
  await db
    .update(payments)
    .set({ providerCallAt: null })
    .where(and(eq(payments.id, id), isNull(payments.providerRef)));
}

/**
 * The payment once its provider call is done: another request with the same key is calling, so
 * wait for its answer (never call a second time) — or take the call over if that request gave up
 * or its process died (lease expired).
 */
export async function awaitProviderCall(
  db: Db,
  clock: Clock,
  id: string,
  call: (claimed: PaymentRow) => Promise<PaymentRow>,
  waitMs = PROVIDER_CALL_LEASE_MS,
): Promise<PaymentRow> {
  const deadline = performance.now() + waitMs;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    if (!row) throw paymentNotFound();
    if (row.providerRef || row.status !== 'pending') return row;
    const claimed = await claimProviderCall(db, clock, id);
    if (claimed) return call(claimed);
    if (performance.now() > deadline) throw paymentBusy();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
