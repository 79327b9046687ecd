import { moveRefused, notFoundError } from '../../platform/domain-error';
import type { RequestActor, RequestStatus } from './schema';

/** The codes of the requests' refusals (ADR-0023). */
export const RequestErrors = {
  notFound: 'requests.not_found',
  transitionRefused: 'requests.transition_refused',
} as const;

export interface RequestTransitionDetails {
  from: RequestStatus;
  to: RequestStatus;
  actor: RequestActor;
}

/** No such request (the desk's 404). */
export const requestNotFound = () =>
  notFoundError(RequestErrors.notFound, 'admin-requests:errors.requestNotFound');

/**
 * A move the machine refuses (ADR-0500). Its customer is told the request is final; the desk
 * names both statuses ("cannot move from Done to Pending").
 */
export function requestTransitionRefused(from: RequestStatus, to: RequestStatus, actor: RequestActor) {
  const details: RequestTransitionDetails = { from, to, actor };
  return moveRefused(RequestErrors.transitionRefused, details, {
    customerKey: 'requests:errors.final',
    deskKey: 'admin-requests:errors.refused',
    statuses: 'requests',
  });
}
