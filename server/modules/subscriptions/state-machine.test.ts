import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ACTORS, SUBSCRIPTION_STATUSES } from '../../../common/subscriptions/types';
import { allowedSubscriptionMoves, maySubscriptionMove } from './state-machine';

describe("the subscription's state machine", () => {
  it('allows exactly the moves of the ADR table', () => {
    const table = allowedSubscriptionMoves().map(
      ({ from, to, actors }) => `${from}→${to}: ${[...actors].sort().join(' ')}`,
    );
    expect(table).toEqual([
      'pending→active: admin scheduler system webhook',
      'pending→ended: admin customer scheduler system webhook',
      'active→past_due: scheduler system webhook',
      'active→canceled: admin customer',
      'active→ended: admin customer scheduler system webhook',
      'past_due→active: admin scheduler system webhook',
      'past_due→ended: admin customer scheduler system webhook',
      'canceled→active: admin customer',
      'canceled→ended: admin customer scheduler system webhook',
    ]);
  });

  it('refuses everything else: ended is final, a customer never makes a renewal move', () => {
    for (const to of SUBSCRIPTION_STATUSES)
      for (const actor of SUBSCRIPTION_ACTORS) expect(maySubscriptionMove('ended', to, actor)).toBe(false);
    expect(maySubscriptionMove('active', 'past_due', 'customer')).toBe(false);
    expect(maySubscriptionMove('past_due', 'active', 'customer')).toBe(false);
    expect(maySubscriptionMove('past_due', 'canceled', 'customer')).toBe(false);
    expect(maySubscriptionMove('pending', 'canceled', 'customer')).toBe(false);
    expect(maySubscriptionMove('pending', 'active', 'customer')).toBe(false);
    expect(maySubscriptionMove('canceled', 'past_due', 'scheduler')).toBe(false);
    expect(maySubscriptionMove('active', 'canceled', 'scheduler')).toBe(false);
    expect(maySubscriptionMove('canceled', 'active', 'scheduler')).toBe(false);
  });
});
