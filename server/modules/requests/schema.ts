import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, serialId, parentUuid } from '../../db/columns';
import { services } from '../catalog/schema';

// The service desk's tables (ADR-0500): the requests module owns them. Their names keep the
// `contact_` prefix of the public form that first filled them.

export const REQUEST_KINDS = ['sales', 'support', 'custom_plan', 'demo'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** A request's statuses (ADR-0500); every move goes through `requests/state-machine.ts`. */
export const REQUEST_STATUSES = ['pending', 'approved', 'done', 'canceled', 'closed', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** Who moved a request: its customer, the company, the scheduler (auto-close), the system. */
export const REQUEST_ACTORS = ['customer', 'admin', 'scheduler', 'system'] as const;
export type RequestActor = (typeof REQUEST_ACTORS)[number];
/** Where a request stands against its service-level targets (the scheduled job writes it). */
export type SlaState = 'ok' | 'due_soon' | 'overdue';

/**
 * Contact and demo requests. The id is a random UUID: whoever holds the link mailed to the
 * sender can read the request, so it must not be guessable.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<RequestKind>().notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    subject: text('subject'),
    message: text('message'),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** Set when a logged-in customer sent it, so their account can list it. */
    customerId: uuid('customer_id'),
    locale: text('locale').notNull(),
    status: text('status').$type<RequestStatus>().notNull().default('pending'),
    createdAt: at('created_at').notNull(),
    /** ADR-0500 — what the customer adds when filing: links (URLs) and notes. */
    links: jsonb('links').$type<string[]>().notNull().default([]),
    notes: text('notes'),
    updatedAt: at('updated_at'),
    /** The company asked the customer something: the SLA clock is paused until they answer. */
    waitingOnCustomer: boolean('waiting_on_customer').notNull().default(false),
    waitingSince: at('waiting_since'),
    /** Business minutes spent waiting on the customer so far (they push the due times back). */
    pausedMinutes: integer('paused_minutes').notNull().default(0),
    firstRespondedAt: at('first_responded_at'),
    resolvedAt: at('resolved_at'),
    /** Due times in business hours, recomputed on each change; null while paused or met. */
    firstResponseDueAt: at('first_response_due_at'),
    resolutionDueAt: at('resolution_due_at'),
    slaState: text('sla_state').$type<SlaState>().notNull().default('ok'),
    /**
     * The due time a target was met after (or was still running past when the request left the
     * open statuses): the breach, kept once the live due time above goes null. Null: met in time,
     * or not yet decided.
     */
    firstResponseMissedDueAt: at('first_response_missed_due_at'),
    resolutionMissedDueAt: at('resolution_missed_due_at'),
  },
  (t) => [
    index('contact_requests_email').on(t.email),
    index('contact_requests_customer').on(t.customerId),
    index('contact_requests_created').on(t.createdAt),
    index('contact_requests_resolution_due').on(t.resolutionDueAt),
    index('contact_requests_first_response_due').on(t.firstResponseDueAt),
  ],
);

/** Every status change of a request, with who made it (ADR-0500). */
export const contactRequestHistory = pgTable(
  'contact_request_history',
  {
    id: serialId(),
    requestId: parentUuid('request_id', () => contactRequests.id),
    fromStatus: text('from_status').$type<RequestStatus>().notNull(),
    toStatus: text('to_status').$type<RequestStatus>().notNull(),
    actor: text('actor').$type<RequestActor>().notNull(),
    /** The customer's or administrator's user id; null for the scheduler and the system. */
    actorId: uuid('actor_id'),
    at: at('at').notNull(),
  },
  (t) => [index('contact_request_history_request').on(t.requestId, t.at)],
);

/**
 * A request's thread: public replies of both sides and the company's internal notes, which
 * never reach the customer (ADR-0500). `author` is 'customer' or 'staff'.
 */
export const contactRequestMessages = pgTable(
  'contact_request_messages',
  {
    id: serialId(),
    requestId: parentUuid('request_id', () => contactRequests.id),
    author: text('author').$type<'customer' | 'staff'>().notNull(),
    authorId: uuid('author_id'),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    /** A staff reply that asks the customer something (pauses the SLA clock). */
    asksCustomer: boolean('asks_customer').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('contact_request_messages_request').on(t.requestId, t.createdAt)],
);

/** Service levels (ADR-0500): one row, edited by the admin; the code's defaults until then. */
export interface WeeklyHours {
  /** Day of week 0 (Sunday) … 6, each with [start, end) minutes after midnight, zero or more. */
  [day: string]: [number, number][];
}
export interface SlaTargets {
  /** Business minutes per request kind. */
  firstResponse: Record<string, number>;
  resolution: Record<string, number>;
}
export const serviceLevelSettings = pgTable('service_level_settings', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
  /** Local dates (YYYY-MM-DD) with no business hours. */
  holidays: jsonb('holidays').$type<string[]>().notNull(),
  targets: jsonb('targets').$type<SlaTargets>().notNull(),
  /** Due within this many business minutes: "due soon". */
  dueSoonMinutes: integer('due_soon_minutes').notNull(),
  /** A Done request closes after this many days without a reply. */
  autoCloseDays: integer('auto_close_days').notNull(),
  updatedAt: at('updated_at').notNull(),
});
