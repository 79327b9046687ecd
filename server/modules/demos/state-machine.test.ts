import { describe, expect, it } from 'vitest';
import { DEMO_ACTORS, DEMO_STATUSES, SLOT_STATUSES } from '../../../common/demos/types';
import { allowedDemoMoves, mayMoveDemo, mayMoveSlot } from './state-machine';

// The tables of ADR-0501, as "from→to: actors".
const DEMO_TABLE = [
  'requested→proposed: admin system',
  'requested→canceled: customer admin',
  'proposed→scheduled: customer',
  'proposed→reschedule_requested: customer',
  'proposed→canceled: customer admin',
  'reschedule_requested→proposed: admin system',
  'reschedule_requested→canceled: customer admin',
  'scheduled→reschedule_requested: customer',
  'scheduled→canceled: customer admin',
  'scheduled→done: admin scheduler',
];
const SLOT_TABLE = [
  'proposed→accepted: customer',
  'proposed→declined: customer admin system',
  'proposed→canceled: admin',
  'accepted→canceled: customer admin',
];

const allowed = (table: string[], from: string, to: string, actor: string) =>
  table.some((row) => {
    const [move, actors] = row.split(': ');
    return move === `${from}→${to}` && actors!.split(' ').includes(actor);
  });

describe('the demo machine (ADR-0501)', () => {
  it('allows exactly the moves of the table, each by its actors, and refuses every other', () => {
    let refused = 0;
    for (const from of DEMO_STATUSES)
      for (const to of DEMO_STATUSES)
        for (const actor of DEMO_ACTORS) {
          const expected = allowed(DEMO_TABLE, from, to, actor);
          expect(mayMoveDemo(from, to, actor), `${from}→${to} by ${actor}`).toBe(expected);
          if (!expected) refused++;
        }
    expect(refused).toBe(DEMO_STATUSES.length ** 2 * DEMO_ACTORS.length - 17);
  });

  it('has no move out of done or canceled', () => {
    for (const to of DEMO_STATUSES)
      for (const actor of DEMO_ACTORS) {
        expect(mayMoveDemo('done', to, actor)).toBe(false);
        expect(mayMoveDemo('canceled', to, actor)).toBe(false);
      }
  });
});

describe('the slot machine (ADR-0501)', () => {
  it('allows exactly the moves of the table, each by its actors', () => {
    for (const from of SLOT_STATUSES)
      for (const to of SLOT_STATUSES)
        for (const actor of DEMO_ACTORS)
          expect(mayMoveSlot(from, to, actor), `${from}→${to} by ${actor}`).toBe(
            allowed(SLOT_TABLE, from, to, actor),
          );
  });

  it('lists the same moves as the tables', () => {
    const listed = allowedDemoMoves().map((m) => `${m.kind}:${m.from}→${m.to}: ${m.actors.join(' ')}`);
    expect(listed.sort()).toEqual(
      [...DEMO_TABLE.map((r) => `demo:${r}`), ...SLOT_TABLE.map((r) => `slot:${r}`)].sort(),
    );
  });
});
