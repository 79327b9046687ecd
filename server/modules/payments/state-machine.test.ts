import { describe, expect, it } from 'vitest';
import {
  PAYMENT_ACTORS,
  PAYMENT_STATUSES,
  type PaymentActor,
  type PaymentStatus,
} from '../../../common/payments/types';
import { allowedMoves, awaitedBefore, judgeMove, type MoveVerdict, releasesWaiting } from './state-machine';

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

  it.each<[PaymentStatus, PaymentStatus, PaymentActor, MoveVerdict]>([
    // Never backwards: a late failure after success, a success after a refund, a repeat.
    ['succeeded', 'failed', 'webhook', 'stale'],
    ['succeeded', 'requires_action', 'webhook', 'stale'],
    ['refunded', 'succeeded', 'webhook', 'stale'],
    ['succeeded', 'succeeded', 'redirect', 'stale'],
    ['requires_action', 'pending', 'webhook', 'stale'],
    // No person declares a payment paid, nor refunds one that was not.
    ['pending', 'succeeded', 'customer', 'refused'],
    ['pending', 'succeeded', 'admin', 'refused'],
    ['failed', 'succeeded', 'customer', 'refused'],
    ['pending', 'refunded', 'admin', 'refused'],
    ['failed', 'refunded', 'webhook', 'refused'],
  ])('%s → %s by %s: %s', (from, to, actor, verdict) => {
    expect(judgeMove(from, to, actor)).toBe(verdict);
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
