import { describe, expect, it } from 'vitest';
import { PAYMENT_ACTORS, PAYMENT_STATUSES } from '../../../common/payments/types';
import { allowedMoves, awaitedBefore, judgeMove, releasesWaiting } from './state-machine';

describe('the payment state machine', () => {
  it('allows exactly the moves of the table, each to its actors', () => {
    expect(allowedMoves().map((m) => `${m.from}→${m.to}: ${m.actors.join(',')}`)).toEqual([
      'pending→requires_action: webhook,redirect,scheduler',
      'pending→failed: webhook,redirect,customer,scheduler',
      'pending→succeeded: webhook,redirect,scheduler',
      'requires_action→failed: webhook,redirect,customer,scheduler',
      'requires_action→succeeded: webhook,redirect,scheduler',
      'failed→succeeded: webhook,redirect,scheduler',
      'succeeded→refunded: webhook,admin,scheduler',
    ]);
  });

  it('judges every (from, to, actor): a move of the table, stale when not later, refused otherwise', () => {
    const allowed = new Set(allowedMoves().flatMap((m) => m.actors.map((a) => `${m.from}>${m.to}>${a}`)));
    for (const from of PAYMENT_STATUSES)
      for (const to of PAYMENT_STATUSES)
        for (const actor of PAYMENT_ACTORS) {
          const later = PAYMENT_STATUSES.indexOf(to) > PAYMENT_STATUSES.indexOf(from);
          const expected = !later ? 'stale' : allowed.has(`${from}>${to}>${actor}`) ? 'move' : 'refused';
          expect(judgeMove(from, to, actor), `${from}→${to} by ${actor}`).toBe(expected);
        }
  });

  it('never moves backwards: a late failure after success, a success after a refund, a repeat', () => {
    expect(judgeMove('succeeded', 'failed', 'webhook')).toBe('stale');
    expect(judgeMove('succeeded', 'requires_action', 'webhook')).toBe('stale');
    expect(judgeMove('refunded', 'succeeded', 'webhook')).toBe('stale');
    expect(judgeMove('succeeded', 'succeeded', 'redirect')).toBe('stale');
    expect(judgeMove('requires_action', 'pending', 'webhook')).toBe('stale');
  });

  it('lets no person declare a payment paid, nor refund one that was not', () => {
    expect(judgeMove('pending', 'succeeded', 'customer')).toBe('refused');
    expect(judgeMove('pending', 'succeeded', 'admin')).toBe('refused');
    expect(judgeMove('failed', 'succeeded', 'customer')).toBe('refused');
    expect(judgeMove('pending', 'refunded', 'admin')).toBe('refused');
    expect(judgeMove('failed', 'refunded', 'webhook')).toBe('refused');
  });

  it('names what a refund follows: a refund before the success waits for it (ADR-0305)', () => {
    for (const from of ['pending', 'requires_action', 'failed'] as const)
      expect(awaitedBefore(from, 'refunded')).toBe('succeeded');
    expect(awaitedBefore('succeeded', 'refunded')).toBeNull();
    expect(awaitedBefore('pending', 'succeeded')).toBeNull();
    expect(awaitedBefore('pending', 'failed')).toBeNull();
    expect(releasesWaiting('succeeded')).toBe(true);
    expect(releasesWaiting('failed')).toBe(false);
  });
});
