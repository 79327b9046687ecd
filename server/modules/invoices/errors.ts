import type { InvoiceActor, InvoiceStatus } from '../../../common/invoices/types';
import { DomainError } from '../../platform/domain-error';

/** The codes of the invoices' refusals (ADR-0023). */
export const InvoiceErrors = {
  notFound: 'invoices.not_found',
  transitionRefused: 'invoices.transition_refused',
} as const;

export function invoiceNotFound() {
  return new DomainError(InvoiceErrors.notFound, { status: 404, messageKey: 'billing:errors.notFound' });
}

/** A move the machine refuses (not in the table, or not by this actor, or a credit note's status). */
export function invoiceTransitionRefused(from: InvoiceStatus, to: InvoiceStatus, actor: InvoiceActor) {
  return new DomainError(InvoiceErrors.transitionRefused, {
    status: 409,
    messageKey: 'billing:errors.refused',
    params: { from: { key: `billing:statuses.${from}` }, to: { key: `billing:statuses.${to}` } },
    details: { from, to, actor },
  });
}
