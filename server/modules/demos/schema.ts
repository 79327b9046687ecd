import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, serialId, timestamps, parentUuid, statusMove } from '../../db/columns';
import type { DemoActor, DemoStatus, SlotStatus } from '../../../common/demos/types';
import { contactRequests } from '../requests/schema';

/**
 * The scheduling state of a demo request (a `contact_requests` row of kind `demo`, ADR-0102).
 * Made on the first move; a demo request without a row is `requested` (ADR-0501).
 */
export const demos = pgTable('demos', {
  requestId: uuid('request_id')
    .primaryKey()
    .references(() => contactRequests.id, { onDelete: 'cascade' }),
  status: text('status').$type<DemoStatus>().notNull(),
  /** The customer's last "another time, please". */
  rescheduleNote: text('reschedule_note'),
  ...timestamps(),
});

/**
 * Times the company proposes for a demo. One demo has at most one accepted slot, and two accepted
 * slots never overlap (the company holds one demo at a time): a partial unique index and an
 * exclusion constraint (written by hand in the migration) say so, whatever the races.
 */
export const demoSlots = pgTable(
  'demo_slots',
  {
    id: serialId(),
    requestId: parentUuid('request_id', () => contactRequests.id),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status').$type<SlotStatus>().notNull().default('proposed'),
    /** The calendar invitation's SEQUENCE: 0 for the invitation, higher for each later message. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    proposedBy: text('proposed_by').$type<DemoActor>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('demo_slots_request').on(t.requestId, t.startsAt),
    uniqueIndex('demo_slots_one_booking')
      .on(t.requestId)
      .where(sql`status = 'accepted'`),
    check('demo_slots_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('demo_slots_status', sql`${t.status} IN ('proposed', 'accepted', 'declined', 'canceled')`),
  ],
);

/** Every move of a demo or of one of its slots: who, when, from, to, and the customer's note. */
export const demoHistory = pgTable(
  'demo_history',
  {
    id: serialId(),
    requestId: parentUuid('request_id', () => contactRequests.id),
    /** Null for a move of the demo itself; the slot's id for a move of a slot. */
    slotId: integer('slot_id').references(() => demoSlots.id, { onDelete: 'cascade' }),
    ...statusMove<DemoActor>(),
    note: text('note'),
  },
  (t) => [index('demo_history_request').on(t.requestId, t.id)],
);
