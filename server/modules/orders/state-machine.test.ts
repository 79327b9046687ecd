import { describe, expect, it } from 'vitest';
import { ORDER_ACTORS, ORDER_STATUSES, PAY_STATUSES } from '../../../common/orders/types';
import { allowedOrderMoves, FINAL_STATUSES, mayMovePayStatus, mayMoveStatus } from './state-machine';

/** The table's moves of that field, as "from>to>actor". */
const allowedMovesOf = (field: 'status' | 'pay_status') =>
  new Set(
    allowedOrderMoves()
      .filter((m) => m.field === field)
      .flatMap((m) => m.actors.map((a) => `${m.from}>${m.to}>${a}`)),
  );

describe('the order state machines', () => {
  it('allow exactly the moves of ADR-0303, each to its actors', () => {
    expect(allowedOrderMoves().map((m) => `${m.field} ${m.from}→${m.to}: ${m.actors.join(',')}`)).toEqual([
      'status pending→approved: admin,webhook,scheduler,system',
      'status pending→canceled: customer,admin,scheduler,system',
      'status pending→rejected: admin',
      'status approved→done: admin',
      'status approved→canceled: admin',
      'status done→closed: admin,scheduler',
      'pay_status pending→paid: webhook,scheduler,system',
      'pay_status pending→on_hand: customer,system',
      'pay_status on_hand→paid: admin,webhook,scheduler,system',
      'pay_status paid→refund: admin,webhook,scheduler',
    ]);
  });

  it('judge every (from, to, actor) of the status by the table', () => {
    const allowed = allowedMovesOf('status');
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ORDER_ACTORS)
          expect(mayMoveStatus(from, to, actor, 'pending'), `${from}→${to} by ${actor}`).toBe(
            allowed.has(`${from}>${to}>${actor}`),
          );
  });

  it('judge every (from, to, actor) of the pay status by the table; nothing moves back', () => {
    const allowed = allowedMovesOf('pay_status');
    for (const from of PAY_STATUSES)
      for (const to of PAY_STATUSES)
        for (const actor of ORDER_ACTORS)
          expect(mayMovePayStatus(from, to, actor), `${from}→${to} by ${actor}`).toBe(
            allowed.has(`${from}>${to}>${actor}`),
          );
    expect(mayMovePayStatus('paid', 'pending', 'admin')).toBe(false);
    expect(mayMovePayStatus('refund', 'paid', 'webhook')).toBe(false);
  });

  it('leave final statuses final', () => {
    for (const from of FINAL_STATUSES)
      for (const to of ORDER_STATUSES)
        for (const actor of ORDER_ACTORS) expect(mayMoveStatus(from, to, actor, 'pending')).toBe(false);
  });

  it('let a customer cancel a pending order only while it is unpaid, and nothing else', () => {
    expect(mayMoveStatus('pending', 'canceled', 'customer', 'pending')).toBe(true);
    expect(mayMoveStatus('pending', 'canceled', 'customer', 'on_hand')).toBe(true);
    expect(mayMoveStatus('pending', 'canceled', 'customer', 'paid')).toBe(false);
    expect(mayMoveStatus('pending', 'canceled', 'admin', 'paid')).toBe(true);
    expect(mayMoveStatus('approved', 'canceled', 'customer', 'pending')).toBe(false);
    expect(mayMoveStatus('pending', 'approved', 'customer', 'pending')).toBe(false);
    expect(mayMovePayStatus('pending', 'paid', 'customer')).toBe(false);
  });
});
