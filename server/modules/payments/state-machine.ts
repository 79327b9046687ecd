import { PAYMENT_STATUSES, type PaymentActor, type PaymentStatus } from '../../../common/payments/types';
import { mayMove, movesOf, type MoveTable } from '../../platform/move-table';

/**
 * The payment state machine (ADR-0301). Statuses are ordered
 * pending < requires_action < failed < succeeded < refunded, and a payment only moves forward:
 * a result that is not later than the current status (a late `failed` after `succeeded`, a second
 * `succeeded`) is stale and changes nothing. Each forward move names who may make it.
 */
const MOVES: MoveTable<PaymentStatus, PaymentActor> = {
  pending: {
    requires_action: ['webhook', 'redirect', 'scheduler'],
    failed: ['webhook', 'redirect', 'customer', 'scheduler'],
    succeeded: ['webhook', 'redirect', 'scheduler'],
  },
  requires_action: {
    failed: ['webhook', 'redirect', 'customer', 'scheduler'],
    succeeded: ['webhook', 'redirect', 'scheduler'],
  },
  // The provider took the money after all (the customer paid in another tab after giving up here):
  // only the provider's word, never a person's, moves a failed attempt to succeeded.
  failed: { succeeded: ['webhook', 'redirect', 'scheduler'] },
  succeeded: { refunded: ['webhook', 'admin', 'scheduler'] },
  refunded: {},
};

export type MoveVerdict = 'move' | 'stale' | 'refused';

export function rankOf(status: PaymentStatus): number {
  return PAYMENT_STATUSES.indexOf(status);
}

/** move: allowed; stale: not later than `from` (nothing to do); refused: a forward move this actor may not make. */
export function judgeMove(from: PaymentStatus, to: PaymentStatus, actor: PaymentActor): MoveVerdict {
  if (rankOf(to) <= rankOf(from)) return 'stale';
  return mayMove(MOVES, from, to, actor) ? 'move' : 'refused';
}

/**
 * A status that only follows another: a refund follows the payment's success. A provider may send
 * the refund's event before the success's (ADR-0305, "Events out of order"); such an event waits
 * for the status it needs instead of being refused.
 */
const FOLLOWS: Partial<Record<PaymentStatus, PaymentStatus>> = { refunded: 'succeeded' };

/** The status `to` needs first when the payment is still before it (`from`), else null. */
export function awaitedBefore(from: PaymentStatus, to: PaymentStatus): PaymentStatus | null {
  const needed = FOLLOWS[to];
  return needed && rankOf(from) < rankOf(needed) ? needed : null;
}

/** Whether reaching `status` may let events waiting for it apply. */
export function releasesWaiting(status: PaymentStatus): boolean {
  return Object.values(FOLLOWS).includes(status);
}

/** Every allowed move, for the ADR's table and the tests that walk it. */
export const allowedMoves = () => movesOf(MOVES);
