import { DomainError, type DomainMessage } from '../../platform/domain-error';
import { serverI18n } from '../../platform/i18n-resources';

/** The codes of the editing kit's refusals (ADR-0023, ADR-0700). */
export const EditingErrors = {
  notFound: 'editing.not_found',
  conflict: 'editing.conflict',
  invalid: 'editing.invalid',
  blocked: 'editing.blocked',
  noDraft: 'editing.no_draft',
  edge: 'editing.edge',
} as const;

export const EDITING_ERROR_CODES: string[] = Object.values(EditingErrors);

/** No such entity, record, draft page or operation for it: 404. */
export function recordNotFound() {
  return new DomainError(EditingErrors.notFound, { status: 404, messageKey: 'editing:errors.notFound' });
}

/** The version the editor read is not the record's any more: 409 with the one saved meanwhile. */
export function staleVersion(currentVersion?: number) {
  return new DomainError<{ currentVersion: number | null }>(EditingErrors.conflict, {
    status: 409,
    messageKey: 'editing:errors.conflict',
    details: { currentVersion: currentVersion ?? null },
  });
}

const errorKey = (key: string) =>
  serverI18n('en').exists(`editing:errors.${key}`) ? `editing:errors.${key}` : 'editing:errors.invalid';

/**
 * Fields refused: field (dotted path) → key of the `editing` namespace's errors (a schema's own
 * message that is no key reads as "invalid"). `details.fields` keeps the keys.
 */
export function invalidEdit(fields: Record<string, string>) {
  // No prototype: a field named __proto__ (a hostile body's key) is a field like any other.
  const messages = Object.create(null) as Record<string, DomainMessage[]>;
  for (const [field, key] of Object.entries(fields)) messages[field] = [{ key: errorKey(key) }];
  return new DomainError<{ fields: Record<string, string> }>(EditingErrors.invalid, {
    status: 422,
    messageKey: 'editing:errors.invalidData',
    fields: messages,
    details: { fields },
  });
}

/** Something that must keep the record refers to it (an order): archive it instead. */
export function stillReferred() {
  return new DomainError(EditingErrors.blocked, { status: 409, messageKey: 'editing:errors.blocked' });
}

export function noDraft() {
  return new DomainError(EditingErrors.noDraft, { status: 409, messageKey: 'editing:errors.noDraft' });
}

/** A move past the first or last of its siblings. */
export function atEdge() {
  return new DomainError(EditingErrors.edge, { status: 409, messageKey: 'editing:errors.edge' });
}
