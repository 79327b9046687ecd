import { DomainError } from '../../platform/domain-error';
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
export function requestNotFound() {
  return new DomainError(RequestErrors.notFound, {
    status: 404,
    messageKey: 'admin-requests:errors.requestNotFound',
  });
}

/**
 * A move the machine refuses (ADR-0500). Its customer is told the request is final; the desk
 * names both statuses ("cannot move from Done to Pending").
 */
export function requestTransitionRefused(from: RequestStatus, to: RequestStatus, actor: RequestActor) {
  const details: RequestTransitionDetails = { from, to, actor };
  if (actor === 'customer')
    return new DomainError(RequestErrors.transitionRefused, {
      status: 409,
      messageKey: 'requests:errors.final',
      details,
    });
  return new DomainError(RequestErrors.transitionRefused, {
    status: 409,
    messageKey: 'admin-requests:errors.refused',
    params: { from: { key: `requests:statuses.${from}` }, to: { key: `requests:statuses.${to}` } },
    details,
  });
}
