import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { at, bigSerialId, money } from '../../db/columns';

/**
 * A rollup table: per local day, one more key and currency (together its primary key), a count and
 * an amount in minor units.
 */
function dailyRollup<
  TName extends string,
  TKey extends string,
  TKeyColumn extends PgColumnBuilderBase,
  TCount extends string,
  TCountColumn extends PgColumnBuilderBase,
>(name: TName, key: Record<TKey, TKeyColumn>, count: Record<TCount, TCountColumn>) {
  const [keyName] = Object.keys(key) as [TKey];
  const columns = {
    day: date('day', { mode: 'string' }).notNull(),
    ...key,
    currency: text('currency').notNull(),
    ...count,
    amountMinor: money('amount_minor').notNull(),
  };
  return pgTable(name, columns, (t) => [primaryKey({ columns: [t.day, t[keyName], t.currency] })]);
}

/**
 * The dashboard's daily rollup (ADR-0704, "Rollup"): per local day of the shop's zone (its
 * midnights computed by the server, as the live figures' are), what the order figures sum.
 * Written only by the rollup job; a day with a pending change is read live instead.
 */
export const dashboardOrderDays = dailyRollup(
  'dashboard_order_days',
  { payStatus: text('pay_status').notNull() },
  { orders: integer('orders').notNull() },
);

/** Lines sold per local day and service (those of canceled or rejected orders left out). */
export const dashboardServiceDays = dailyRollup(
  'dashboard_service_days',
  { serviceId: integer('service_id').notNull() },
  { sold: integer('sold').notNull() },
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
