import { and, eq } from 'drizzle-orm';
import type { SubscriptionActor, SubscriptionStatus } from '../../../common/subscriptions/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { subscriptionHistory, subscriptions } from './schema';
import { subscriptionNotFound, subscriptionTransitionRefused } from './errors';
import { maySubscriptionMove } from './state-machine';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionChanges = Partial<
  Pick<
    SubscriptionRow,
    | 'anchorAt'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'periodIndex'
    | 'nextBillingAt'
    | 'canceledAt'
    | 'endedAt'
  >
>;

/** Locks a subscription's row for the rest of the transaction (every change of it starts here). */
export async function lockSubscription(tx: Db, id: string): Promise<SubscriptionRow> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row) throw subscriptionNotFound();
  return row;
}

/**
 * Moves a subscription's status (ADR-0401) in the caller's transaction: locks the row, judges the
 * move, updates by compare-and-set on the status read (with `also`, the dates that go with it),
 * writes the history row. Already at `to`: nothing happens (`moved` false). A refused move throws
 * subscriptionTransitionRefused.
 */
export async function moveSubscription(
  tx: Db,
  clock: Clock,
  input: {
    subscriptionId: string;
    to: SubscriptionStatus;
    actor: SubscriptionActor;
    also?: SubscriptionChanges;
  },
): Promise<{ moved: boolean; subscription: SubscriptionRow; from: SubscriptionStatus }> {
  const current = await lockSubscription(tx, input.subscriptionId);
  const from = current.status;
  if (from === input.to) return { moved: false, subscription: current, from };
  if (!maySubscriptionMove(from, input.to, input.actor))
    throw subscriptionTransitionRefused(from, input.to, input.actor);
  const now = clock.now();
  const [subscription] = await tx
    .update(subscriptions)
    .set({ ...input.also, status: input.to, updatedAt: now })
    .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.status, from)))
    .returning();
  if (!subscription) throw subscriptionTransitionRefused(from, input.to, input.actor);
  await tx.insert(subscriptionHistory).values({
    subscriptionId: subscription.id,
    fromValue: from,
    toValue: input.to,
    actor: input.actor,
    at: now,
  });
  return { moved: true, subscription, from };
}

/** Changes a locked subscription's dates without a status move (a renewal billed while active). */
export async function updateSubscription(tx: Db, clock: Clock, id: string, changes: SubscriptionChanges) {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...changes, updatedAt: clock.now() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}
