import type { SubscriptionActor, SubscriptionStatus } from '../../../common/subscriptions/types';
import { mayMove, movesOf, type MoveTable } from '../../platform/move-table';

/**
 * The subscription's state machine (ADR-0401): each move names who may make it; anything else is
 * refused. Ended is final.
 */
const MOVES: MoveTable<SubscriptionStatus, SubscriptionActor> = {
  // The first payment of a pay-now subscription arrives (its order's payment result), or never does.
  pending: {
    active: ['webhook', 'scheduler', 'system', 'admin'],
    // The customer through cancelling the unpaid order (never through the subscription's cancel).
    ended: ['customer', 'admin', 'webhook', 'scheduler', 'system'],
  },
  active: {
    // A renewal's charge failed, or a pay-later invoice is unpaid after its due date.
    past_due: ['webhook', 'scheduler', 'system'],
    // Stops at the end of the period already paid; the customer may resume it until then.
    canceled: ['customer', 'admin'],
    // The order refunded, or cancelled unpaid (by its customer: pay later), or the admin stops it at once.
    ended: ['customer', 'admin', 'webhook', 'scheduler', 'system'],
  },
  past_due: {
    // A retry's charge succeeded, or the company received the money.
    active: ['webhook', 'scheduler', 'system', 'admin'],
    // The last retry failed, an unpaid pay-later period ran out (or its unpaid order was cancelled).
    ended: ['scheduler', 'customer', 'admin', 'webhook', 'system'],
  },
  canceled: {
    // Resumed before the period end.
    active: ['customer', 'admin'],
    // The period end came (or its unpaid order was cancelled).
    ended: ['scheduler', 'customer', 'admin', 'webhook', 'system'],
  },
  ended: {},
};

export function maySubscriptionMove(
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  actor: SubscriptionActor,
): boolean {
  return mayMove(MOVES, from, to, actor);
}

/** Every allowed move, for the ADR's table and the tests that walk it. */
export const allowedSubscriptionMoves = () => movesOf(MOVES);
