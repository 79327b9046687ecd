import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, bigSerialId, money } from '../../db/columns';

/**
 * The dashboard's daily rollup (ADR-0704, "Rollup"): per local day of the shop's zone (its
 * midnights computed by the server, as the live figures' are), what the order figures sum.
 * Written only by the rollup job; a day with a pending change is read live instead.
 */
export const dashboardOrderDays = pgTable(
  'dashboard_order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    payStatus: text('pay_status').notNull(),
    currency: text('currency').notNull(),
    orders: integer('orders').notNull(),
    amountMinor: money('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.payStatus, t.currency] })],
);

/** Lines sold per local day and service (those of canceled or rejected orders left out). */
export const dashboardServiceDays = pgTable(
  'dashboard_service_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: integer('service_id').notNull(),
    currency: text('currency').notNull(),
    sold: integer('sold').notNull(),
    amountMinor: money('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId, t.currency] })],
);

/**
 * The instants (an order's `created_at`, a line's `placed_at`) whose figures changed since the
 * rollup last read them: written by triggers in the changing transaction (drizzle/0044),
 * insert-only so checkouts never wait on one row, deleted by the job that folds them in.
 */
export const dashboardChanges = pgTable(
  'dashboard_changes',
  {
    id: bigSerialId(),
    at: at('at').notNull(),
  },
  (t) => [index('dashboard_changes_at').on(t.at)],
);

/** The zone the rollup's days are cut in (one row): another zone's days are rebuilt first. */
export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  timeZone: text('time_zone').primaryKey(),
  builtAt: at('built_at')
    .notNull()
    .default(sql`now()`),
});
