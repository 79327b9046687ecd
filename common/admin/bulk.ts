import { ORDER_STATUSES } from '../orders/types';
import { REQUEST_STATUS_VALUES } from '../requests/schemas';
import { z } from '../zod';

// Bulk actions on the admin lists (ADR-0611): the selected rows' ids and what to do with them.
// Messages are keys of the `admin` namespace's `errors`.

/** At most this many rows per bulk action: a page of the largest list. */
export const BULK_MAX_IDS = 100;

const ids = z
  .array(z.string({ message: 'ids' }).trim().min(1, 'ids').max(64, 'ids'), { message: 'ids' })
  .min(1, 'ids')
  .max(BULK_MAX_IDS, 'tooMany')
  // The same row selected twice is one row.
  .transform((list) => [...new Set(list)]);

export const OrdersBulkSchema = z.strictObject({
  ids,
  status: z.enum(ORDER_STATUSES, { message: 'bulkStatus' }),
});

export const RequestsBulkSchema = z.strictObject({
  ids,
  status: z.enum(REQUEST_STATUS_VALUES, { message: 'bulkStatus' }),
});

export const CUSTOMER_BULK_ACTIONS = ['disable', 'enable'] as const;
export const CustomersBulkSchema = z.strictObject({
  ids,
  action: z.enum(CUSTOMER_BULK_ACTIONS, { message: 'bulkAction' }),
});

export const SubscribersBulkSchema = z.strictObject({
  ids,
  action: z.enum(['unsubscribe'], { message: 'bulkAction' }),
});

/**
 * One selected row's result: `done` (changed, with its audit row), `unchanged` (it already was
 * so), `refused` (a rule said no: `message` says which), `not_found`, or `failed` (an unexpected
 * error; nothing of that row was written).
 */
export const BULK_OUTCOMES = ['done', 'unchanged', 'refused', 'not_found', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

export interface BulkResult {
  id: string;
  outcome: BulkOutcome;
  message: string;
}

export interface BulkReport {
  results: BulkResult[];
  counts: Record<BulkOutcome, number>;
}
