import { DomainError } from '../../platform/domain-error';

/** The codes of the notifications' refusals (ADR-0023). */
export const NotificationErrors = { recipientNotFound: 'notifications.recipient_not_found' } as const;

/** A notification to one customer whose account is not there (or not a customer's). */
export function recipientNotFound() {
  return new DomainError(NotificationErrors.recipientNotFound, {
    status: 422,
    messageKey: 'admin-customers:errors.invalidData',
    fields: { user_id: [{ key: 'admin-customers:errors.recipientNotFound' }] },
  });
}
