import { DEMO_STATUSES } from '../demos/types';
import { FILED_REQUEST_KINDS, REQUEST_STATUS_VALUES } from '../requests/schemas';
import { z } from '../zod';

// The admin Requests and Demos queues' inputs (issue 15), shared by the screens and the server.
// Messages are keys of the `admin-requests` namespace's `errors`.

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const REQUEST_QUEUE_SORTS = ['-created', 'created', 'due', '-updated'] as const;
/** The queue's service-level filters: the rows' live flags, and a target missed (ADR-0500). */
export const SLA_FLAGS = ['overdue', 'due_soon', 'breached', 'paused'] as const;

/** `GET /api/admin/requests`: filters, sort and page as query parameters. */
export const RequestQueueQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REQUEST_STATUS_VALUES, { message: 'status' }).optional()),
  type: z.preprocess(blankToUndefined, z.enum(FILED_REQUEST_KINDS, { message: 'type' }).optional()),
  q: z
    .string()
    .trim()
    .max(200, 'tooLong')
    .optional()
    .transform((v) => v || undefined),
  sla: z.preprocess(blankToUndefined, z.enum(SLA_FLAGS, { message: 'sla' }).optional()),
  waiting: z.preprocess(blankToUndefined, z.enum(['1'], { message: 'invalid' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(REQUEST_QUEUE_SORTS, { message: 'sort' }).default('-created')),
  page: z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1),
  per_page: z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(20),
});
export type RequestQueueQuery = z.infer<typeof RequestQueueQuerySchema>;

const body = z.string({ message: 'bodyRequired' }).trim().min(1, 'bodyRequired').max(5000, 'bodyTooLong');

/** Approve or reject a Pending request, with the response the customer reads. */
export const DecideSchema = z.strictObject({
  decision: z.enum(['approved', 'rejected'], { message: 'decision' }),
  response: body,
});

/** A public reply; `waiting_on_customer` asks the customer something and pauses the service levels. */
export const ReplySchema = z.strictObject({
  body,
  waiting_on_customer: z.boolean({ message: 'invalid' }).optional(),
});

export const NoteSchema = z.strictObject({ body });

export const StatusSchema = z.strictObject({
  status: z.enum(REQUEST_STATUS_VALUES, { message: 'status' }),
});

/** `GET /api/admin/demos`. */
export const DemoQueueQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(DEMO_STATUSES, { message: 'status' }).optional()),
  q: z
    .string()
    .trim()
    .max(200, 'tooLong')
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1),
  per_page: z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(20),
});

export const DEMO_DURATIONS = [30, 45, 60, 90, 120] as const;

/** A wall-clock time in the site's zone, as a `datetime-local` input gives it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const localDateTime = z
  .string({ message: 'startRequired' })
  .trim()
  .min(1, 'startRequired')
  .regex(LOCAL_DATE_TIME, 'startInvalid')
  .refine((v) => {
    const [, y, m, d, h, min] = LOCAL_DATE_TIME.exec(v)!.map(Number);
    const date = new Date(Date.UTC(y!, m! - 1, d!, h!, min!));
    return date.getUTCMonth() === m! - 1 && date.getUTCDate() === d! && h! < 24 && min! < 60;
  }, 'startInvalid');

/** Times proposed for a demo, in the site's zone (converted to instants on the server). */
export const ProposeSlotsSchema = z.strictObject({
  slots: z
    .array(
      z.strictObject({
        start: localDateTime,
        duration: z.coerce
          .number({ message: 'duration' })
          .refine((n) => (DEMO_DURATIONS as readonly number[]).includes(n), 'duration'),
      }),
      { message: 'slotsRequired' },
    )
    .min(1, 'slotsRequired')
    .max(5, 'tooManySlots'),
});
export type ProposeSlotsInput = z.infer<typeof ProposeSlotsSchema>;
