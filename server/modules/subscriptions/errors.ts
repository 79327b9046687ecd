import type { SubscriptionActor, SubscriptionStatus } from '../../../common/subscriptions/types';
import { DomainError, notFoundError } from '../../platform/domain-error';

/** The codes of the subscriptions' refusals (ADR-0023). */
export const SubscriptionErrors = {
  notFound: 'subscriptions.not_found',
  transitionRefused: 'subscriptions.transition_refused',
} as const;

/** Another customer's, unknown or malformed: all the same 404. */
export const subscriptionNotFound = () =>
  notFoundError(SubscriptionErrors.notFound, 'subscriptions:api.notFound');

/**
 * A move the machine refuses (ADR-0401: not in the table, not by this actor, or too late to
 * resume), in the words of where it was going: back to active is a resume, anything else a cancel.
 */
export function subscriptionTransitionRefused(
  from: SubscriptionStatus,
  to: SubscriptionStatus,
  actor: SubscriptionActor,
) {
  return new DomainError(SubscriptionErrors.transitionRefused, {
    status: 409,
    messageKey: to === 'active' ? 'subscriptions:api.cannotResume' : 'subscriptions:api.cannotCancel',
    details: { from, to, actor },
  });
}
