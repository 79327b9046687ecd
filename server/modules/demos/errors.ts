import type { DemoActor } from '../../../common/demos/types';
import { DomainError, moveRefused } from '../../platform/domain-error';

/** The codes of the demos' refusals (ADR-0023). */
export const DemoErrors = {
  notFound: 'demos.not_found',
  slotUnavailable: 'demos.slot_unavailable',
  transitionRefused: 'demos.transition_refused',
} as const;

export type SlotUnavailableReason = 'unknown' | 'not_proposed' | 'taken';

const SLOT_MESSAGE = {
  unknown: 'demos:api.slotUnknown',
  not_proposed: 'demos:api.slotNotProposed',
  taken: 'demos:api.slotTaken',
} as const satisfies Record<SlotUnavailableReason, string>;

/** Not the customer's demo, an unknown id or a malformed one: all the same 404. */
export function demoNotFound() {
  return new DomainError(DemoErrors.notFound, { status: 404, messageKey: 'demos:api.notFound' });
}

/** The slot is not one of this demo's (422), or is no longer proposed or was just booked (409). */
export function slotUnavailable(reason: SlotUnavailableReason) {
  const messageKey = SLOT_MESSAGE[reason];
  return new DomainError<{ reason: SlotUnavailableReason }>(DemoErrors.slotUnavailable, {
    status: reason === 'unknown' ? 422 : 409,
    messageKey,
    fields: { slot_id: [{ key: messageKey }] },
    body: { reason },
    details: { reason },
  });
}

export interface DemoTransitionDetails {
  kind: 'demo' | 'slot';
  from: string;
  to: string;
  actor: DemoActor;
}

/** What a customer is told when a move on their demo is refused, by where it was going. */
const CUSTOMER_REFUSAL: Record<string, string> = {
  scheduled: 'demos:api.cannotAccept',
  accepted: 'demos:api.cannotAccept',
  reschedule_requested: 'demos:api.cannotReschedule',
};

/**
 * A move one of the machines refuses (ADR-0501). The company's desk names both statuses; the
 * customer's pages and API say which of their moves cannot be made now.
 */
export function demoTransitionRefused(kind: 'demo' | 'slot', from: string, to: string, actor: DemoActor) {
  const details: DemoTransitionDetails = { kind, from, to, actor };
  return moveRefused(DemoErrors.transitionRefused, details, {
    customerKey: CUSTOMER_REFUSAL[to] ?? 'demos:api.cannotCancel',
    deskKey: 'admin-requests:errors.demoRefused',
    statuses: 'demos',
  });
}
