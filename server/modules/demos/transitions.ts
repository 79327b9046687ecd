import { and, eq, sql } from 'drizzle-orm';
import type { DemoActor, DemoStatus, SlotStatus } from '../../../common/demos/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { demoHistory, demos, demoSlots } from './schema';
import { demoTransitionRefused, slotUnavailable } from './errors';
import { mayMoveDemo, mayMoveSlot } from './state-machine';

export type DemoRow = typeof demos.$inferSelect;
export type SlotRow = typeof demoSlots.$inferSelect;

/**
 * The demo's row, locked for the caller's transaction (made `requested` on the first move), so
 * the moves of one demo take turns.
 */
export async function lockDemo(tx: Db, clock: Clock, requestId: string): Promise<DemoRow> {
  const now = clock.now();
  await tx
    .insert(demos)
    .values({ requestId, status: 'requested', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: demos.requestId });
  const [row] = await tx.select().from(demos).where(eq(demos.requestId, requestId)).for('update');
  return row!;
}

/**
 * Moves a locked demo: judged by the machine, compare-and-set on the status read, a history row
 * with the actor. Already there: nothing happens (`moved` false).
 */
export async function moveDemo(
  tx: Db,
  clock: Clock,
  demo: DemoRow,
  input: { to: DemoStatus; actor: DemoActor; note?: string | null },
): Promise<{ moved: boolean; demo: DemoRow }> {
  const from = demo.status;
  if (from === input.to) return { moved: false, demo };
  if (!mayMoveDemo(from, input.to, input.actor))
    throw demoTransitionRefused('demo', from, input.to, input.actor);
  const now = clock.now();
  const set: Partial<DemoRow> = { status: input.to, updatedAt: now };
  if (input.to === 'reschedule_requested') set.rescheduleNote = input.note ?? null;
  const [moved] = await tx
    .update(demos)
    .set(set)
    .where(and(eq(demos.requestId, demo.requestId), eq(demos.status, from)))
    .returning();
  if (!moved) throw demoTransitionRefused('demo', from, input.to, input.actor);
  await tx.insert(demoHistory).values({
    requestId: demo.requestId,
    fromValue: from,
    toValue: input.to,
    actor: input.actor,
    note: input.note ?? null,
    at: now,
  });
  return { moved: true, demo: moved };
}

/** A database error's SQLSTATE, through Drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return undefined;
}

/**
 * Moves a slot by compare-and-set with its history row. Accepting a slot whose time another
 * accepted slot holds, or a second slot of the same demo, is refused by the database
 * (`demo_slots_no_overlap`, `demo_slots_one_booking`): slotUnavailable('taken').
 */
export async function moveSlot(
  tx: Db,
  clock: Clock,
  slot: SlotRow,
  input: { to: SlotStatus; actor: DemoActor; bumpSequence?: boolean },
): Promise<SlotRow> {
  const from = slot.status;
  if (!mayMoveSlot(from, input.to, input.actor))
    throw demoTransitionRefused('slot', from, input.to, input.actor);
  const now = clock.now();
  let moved: SlotRow | undefined;
  try {
    // A savepoint, so a refused booking leaves the caller's transaction usable on PostgreSQL.
    moved = await tx.transaction(async (sp) => {
      const [row] = await sp
        .update(demoSlots)
        .set({
          status: input.to,
          updatedAt: now,
          ...(input.bumpSequence ? { icsSequence: sql`${demoSlots.icsSequence} + 1` } : {}),
        })
        .where(and(eq(demoSlots.id, slot.id), eq(demoSlots.status, from)))
        .returning();
      return row;
    });
  } catch (error) {
    const state = sqlState(error);
    if (state === '23P01' || state === '23505') throw slotUnavailable('taken');
    throw error;
  }
  if (!moved) throw slotUnavailable('not_proposed');
  await tx.insert(demoHistory).values({
    requestId: slot.requestId,
    slotId: slot.id,
    fromValue: from,
    toValue: input.to,
    actor: input.actor,
    at: now,
  });
  return moved;
}
