import { mayMove, movesOf, type MoveTable } from '../../platform/move-table';
import type { RequestActor, RequestStatus } from './schema';

/**
 * A request's state machine (ADR-0500): each move names who may make it; anything else is
 * refused. Canceled, Closed and Rejected are final. A Done request goes back to Approved when its
 * customer replies (the system makes that move for them), or closes after N quiet days (scheduler).
 */
const MOVES: MoveTable<RequestStatus, RequestActor> = {
  pending: { approved: ['admin'], rejected: ['admin'], canceled: ['customer', 'admin'] },
  approved: { done: ['admin'], canceled: ['customer', 'admin'] },
  done: { closed: ['admin', 'scheduler', 'customer'], approved: ['admin', 'system'] },
  canceled: {},
  closed: {},
  rejected: {},
};

export const FINAL_REQUEST_STATUSES: readonly RequestStatus[] = ['canceled', 'closed', 'rejected'];
/** Statuses whose service-level clock runs. */
export const OPEN_REQUEST_STATUSES: readonly RequestStatus[] = ['pending', 'approved'];

export function mayMoveRequest(from: RequestStatus, to: RequestStatus, actor: RequestActor): boolean {
  return mayMove(MOVES, from, to, actor);
}

/** Every allowed move, for the ADR's table and the tests that walk it. */
export const allowedRequestMoves = () => movesOf(MOVES);
