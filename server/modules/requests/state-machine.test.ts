import { describe, expect, it } from 'vitest';
import { REQUEST_ACTORS, REQUEST_STATUSES } from './schema';
import { allowedRequestMoves, FINAL_REQUEST_STATUSES, mayMoveRequest } from './state-machine';

// The ADR's table, written out: a change to the machine must change this test too.
const ALLOWED = new Set([
  'pending→approved:admin',
  'pending→rejected:admin',
  'pending→canceled:customer',
  'pending→canceled:admin',
  'approved→done:admin',
  'approved→canceled:customer',
  'approved→canceled:admin',
  'done→closed:admin',
  'done→closed:scheduler',
  'done→closed:customer',
  'done→approved:admin',
  'done→approved:system',
]);

describe('the request state machine', () => {
  it('allows exactly the moves of ADR-0500, each by its actors, and refuses every other', () => {
    for (const from of REQUEST_STATUSES)
      for (const to of REQUEST_STATUSES)
        for (const actor of REQUEST_ACTORS) {
          if (from === to) continue;
          expect(mayMoveRequest(from, to, actor), `${from}→${to}:${actor}`).toBe(
            ALLOWED.has(`${from}→${to}:${actor}`),
          );
        }
    const listed = allowedRequestMoves().flatMap((m) => m.actors.map((a) => `${m.from}→${m.to}:${a}`));
    expect(new Set(listed)).toEqual(ALLOWED);
  });

  it('keeps final statuses final', () => {
    for (const from of FINAL_REQUEST_STATUSES)
      for (const to of REQUEST_STATUSES)
        for (const actor of REQUEST_ACTORS) expect(mayMoveRequest(from, to, actor)).toBe(false);
  });
});
