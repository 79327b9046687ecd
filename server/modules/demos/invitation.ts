import { createEvent, type EventAttributes } from 'ics';

export interface Invitation {
  /** Stable per booking: the cancellation names the same event. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  title: string;
  description: string;
  url: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** The UID of a booked slot's event: the same for its invitation and its cancellation. */
export function invitationUid(slotId: number, requestId: string, domain: string) {
  return `demo-${requestId}-${slotId}@${domain}`;
}

/**
 * The `.ics` of a booking (ADR-0501), written by the `ics` package: times as UTC instants, the
 * booking's UID, METHOD REQUEST (the invitation) or CANCEL (same UID, a higher SEQUENCE).
 */
export function invitationIcs(invitation: Invitation): string {
  const canceled = invitation.method === 'CANCEL';
  // `timestamp` (DTSTAMP) is read by ics at run time though its types omit it: the application clock's.
  const attributes: EventAttributes & { timestamp: number } = {
    start: invitation.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: invitation.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    timestamp: invitation.stamp.getTime(),
    uid: invitation.uid,
    sequence: invitation.sequence,
    method: invitation.method,
    status: canceled ? 'CANCELLED' : 'CONFIRMED',
    title: invitation.title,
    description: invitation.description,
    url: invitation.url,
    productId: 'emballo/demos',
    organizer: invitation.organizer,
    attendees: [
      {
        name: invitation.attendee.name,
        email: invitation.attendee.email,
        rsvp: !canceled,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('the invitation could not be written');
  return value;
}
