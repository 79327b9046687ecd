import { DomainError, notFoundError } from '../../platform/domain-error';

/** The codes of the newsletter subscribers' refusals (ADR-0023). */
export const SubscriberErrors = {
  notFound: 'contact.subscriber_not_found',
  alreadyUnsubscribed: 'contact.already_unsubscribed',
} as const;

export const subscriberNotFound = () =>
  notFoundError(SubscriberErrors.notFound, 'admin-customers:errors.subscriberNotFound');

export function alreadyUnsubscribed() {
  return new DomainError(SubscriberErrors.alreadyUnsubscribed, {
    status: 409,
    messageKey: 'admin-customers:errors.alreadyUnsubscribed',
  });
}
