import type { PromoRefusal } from '../../../common/cart/types';
import { DomainError } from '../../platform/domain-error';
import type { FieldErrors } from './admin-input';
import type { PromoMove } from './state-machine';

const NS = 'admin-promo-codes';

/** The codes of the promo codes' refusals (ADR-0023). */
export const PromoErrors = {
  notFound: 'promotions.not_found',
  invalid: 'promotions.invalid',
  locked: 'promotions.locked',
  stale: 'promotions.stale',
  ended: 'promotions.ended',
  transition: 'promotions.transition',
  redemptionRefused: 'promotions.redemption_refused',
} as const;

/** Each field's error key of the admin dictionary, as the refusal's field messages. */
const fieldMessages = (fields: FieldErrors) =>
  Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [{ key: `${NS}:errors.${key}` }]]));

export function promoNotFound() {
  return new DomainError(PromoErrors.notFound, { status: 404, messageKey: `${NS}:errors.notFound` });
}

/** A refusal of named fields: `fields` holds each field's error key. */
const fieldsRefused = (code: string, status: number, messageKey: string, fields: FieldErrors) =>
  new DomainError<{ fields: FieldErrors }>(code, {
    status,
    messageKey: `${NS}:errors.${messageKey}`,
    fields: fieldMessages(fields),
    details: { fields },
  });

/** Bad input: `fields` holds each field's error key. */
export const promoInvalid = (fields: FieldErrors) =>
  fieldsRefused(PromoErrors.invalid, 422, 'invalidData', fields);

/** A used code's fields that can no longer change. */
export const promoLocked = (fields: FieldErrors) => fieldsRefused(PromoErrors.locked, 409, 'locked', fields);

/** Saved by someone else since it was read. */
export function promoStale() {
  return new DomainError(PromoErrors.stale, { status: 409, messageKey: `${NS}:errors.stale` });
}

/** An ended code never changes again. */
export function promoEnded() {
  return new DomainError(PromoErrors.ended, { status: 409, messageKey: `${NS}:errors.ended` });
}

/** A move its status does not allow ("cannot pause a code that is paused"). */
export function promoTransitionRefused(from: string, move: PromoMove) {
  return new DomainError<{ from: string; move: PromoMove }>(PromoErrors.transition, {
    status: 409,
    messageKey: `${NS}:errors.transition.${move}`,
    params: { status: { key: `${NS}:statuses.${from}` } },
    details: { from, move },
  });
}

/** Inside a redemption's transaction: the code cannot be used, and nothing of it is kept. */
export function promoRedemptionRefusal(reason: PromoRefusal) {
  return new DomainError<{ reason: PromoRefusal }>(PromoErrors.redemptionRefused, {
    status: 422,
    messageKey: 'orders:api.invalidPromo',
    details: { reason },
  });
}
