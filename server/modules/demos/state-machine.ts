import type { DemoActor, DemoStatus, SlotStatus } from '../../../common/demos/types';

/**
 * A demo's scheduling machine and its slots' machine (ADR-0501): each move names who may make it;
 * every other move is refused. Done and canceled are final.
 */
const DEMO_MOVES: Record<DemoStatus, Partial<Record<DemoStatus, readonly DemoActor[]>>> = {
  requested: { proposed: ['admin', 'system'], canceled: ['customer', 'admin'] },
  proposed: {
    scheduled: ['customer'],
    reschedule_requested: ['customer'],
    canceled: ['customer', 'admin'],
  },
  reschedule_requested: { proposed: ['admin', 'system'], canceled: ['customer', 'admin'] },
  // Asking for another time after accepting cancels the booked one (its invitation is withdrawn).
  scheduled: {
    reschedule_requested: ['customer'],
    canceled: ['customer', 'admin'],
    done: ['admin', 'scheduler'],
  },
  done: {},
  canceled: {},
};

const SLOT_MOVES: Record<SlotStatus, Partial<Record<SlotStatus, readonly DemoActor[]>>> = {
  // Accepted by the customer; declined when another is accepted or another time is asked for;
  // withdrawn by the company.
  proposed: { accepted: ['customer'], declined: ['customer', 'admin', 'system'], canceled: ['admin'] },
  accepted: { canceled: ['customer', 'admin'] },
  declined: {},
  canceled: {},
};

export function mayMoveDemo(from: DemoStatus, to: DemoStatus, actor: DemoActor): boolean {
  return DEMO_MOVES[from][to]?.includes(actor) ?? false;
}

export function mayMoveSlot(from: SlotStatus, to: SlotStatus, actor: DemoActor): boolean {
  return SLOT_MOVES[from][to]?.includes(actor) ?? false;
}

/** Every allowed move of both machines, for the tests that walk them. */
export function allowedDemoMoves() {
  const of = (kind: 'demo' | 'slot', table: Record<string, Partial<Record<string, readonly string[]>>>) =>
    Object.entries(table).flatMap(([from, moves]) =>
      Object.entries(moves).map(([to, actors]) => ({ kind, from, to, actors: actors! })),
    );
  return [...of('demo', DEMO_MOVES), ...of('slot', SLOT_MOVES)];
}
