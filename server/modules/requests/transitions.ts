import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { contactRequestHistory, contactRequests, type RequestActor, type RequestStatus } from './schema';
import { dueTimes, missedDueTimes, type ServiceLevels } from './sla';
import { requestNotFound, requestTransitionRefused } from './errors';
import { mayMoveRequest } from './state-machine';

export type RequestRow = typeof contactRequests.$inferSelect;

export async function lockRequest(tx: Db, id: string): Promise<RequestRow> {
  const [row] = await tx.select().from(contactRequests).where(eq(contactRequests.id, id)).for('update');
  if (!row) throw requestNotFound();
  return row;
}

/**
 * Writes `changes` to a locked request with its due times recomputed from the result and the
 * breaches it makes final recorded (`missedDueTimes`), by compare-and-set on the status read: a concurrent move makes this one fail instead of both.
 */
export async function updateRequest(
  tx: Db,
  current: RequestRow,
  changes: Partial<RequestRow>,
  levels: ServiceLevels,
  now: Date,
): Promise<RequestRow> {
  const next = { ...current, ...changes };
  const [row] = await tx
    .update(contactRequests)
    .set({
      ...changes,
      ...missedDueTimes(current, next, now),
      ...dueTimes(next, levels),
      slaState: 'ok',
      updatedAt: now,
    })
    .where(and(eq(contactRequests.id, current.id), eq(contactRequests.status, current.status)))
    .returning();
  if (!row) throw requestTransitionRefused(current.status, next.status, 'system');
  return row;
}

/**
 * Moves a request's status inside the caller's transaction (ADR-0500): lock, judge the move,
 * compare-and-set, history row with the actor. Already there: nothing happens (`moved` false).
 */
export async function moveRequest(
  tx: Db,
  clock: Clock,
  levels: ServiceLevels,
  input: { id: string; to: RequestStatus; actor: RequestActor; actorId?: string | null },
): Promise<{ moved: boolean; request: RequestRow }> {
  const current = await lockRequest(tx, input.id);
  if (current.status === input.to) return { moved: false, request: current };
  if (!mayMoveRequest(current.status, input.to, input.actor))
    throw requestTransitionRefused(current.status, input.to, input.actor);
  const now = clock.now();
  const changes: Partial<RequestRow> = { status: input.to };
  if (input.to === 'done') changes.resolvedAt = now;
  if (input.to === 'approved' && current.status === 'done') changes.resolvedAt = null;
  // A final or resolved request waits on nobody.
  if (input.to !== 'approved' && input.to !== 'pending') {
    changes.waitingOnCustomer = false;
    changes.waitingSince = null;
  }
  const request = await updateRequest(tx, current, changes, levels, now);
  await tx.insert(contactRequestHistory).values({
    requestId: input.id,
    fromStatus: current.status,
    toStatus: input.to,
    actor: input.actor,
    actorId: input.actorId ?? null,
    at: now,
  });
  return { moved: true, request };
}
