import { sql } from 'drizzle-orm';
import { isoDayOf } from '../../../common/dashboard/period';
import type { PayStatus } from '../../../common/orders/types';
import type { Db } from '../../db/types';
import { localDayOf, localToInstant } from '../../platform/clock';
import { rowsOf } from '../../db/rows';

/**
 * The dashboard's daily rollup (ADR-0704, "Rollup"): the order figures summed per local day of the
 * shop's zone by a job every minute, so a year's read adds a few thousand small rows instead of
 * grouping every order and line. Each figure reads, in one statement (one snapshot), the rollup's
 * rows for the days with no pending change and the live rows for the others (today's, a day whose
 * order just changed): its result is exactly the live query's at that instant.
 *
 * Days are cut at the local midnights the server computes (`localToInstant`), as the live figures'
 * weeks are: no SQL time-zone conversion (PGlite's zone data differs from Node's, see figures.ts),
 * and no assumption on the zone's offsets.
 */

const DAY = 86_400_000;
export const ROLLUP_JOB = 'dashboard.rollup';
export const ROLLUP_EVERY_MS = 60_000;

/** The period's local days, each with its instants [from, to) and its week's index. */
export interface RollupScope {
  days: { day: number; from: Date; to: Date; week: number }[];
  timeZone: string;
  currency: string;
}

/** A day number's local day as [from, to) instants in the zone. */
export function localDay(day: number, timeZone: string) {
  return {
    day,
    from: new Date(localToInstant(day, 0, timeZone)),
    to: new Date(localToInstant(day + DAY, 0, timeZone)),
  };
}

const array = (values: string[], type: 'date' | 'timestamptz' | 'int') =>
  sql.raw(`(select '{${values.join(',')}}'::${type}[])`);

/** The days as a table (`day`, `from_at`, `to_at`, `week`), their arrays cast once. */
const daysTable = (days: RollupScope['days']) =>
  sql`select * from unnest(${array(
    days.map((d) => isoDayOf(d.day)),
    'date',
  )}, ${array(
    days.map((d) => d.from.toISOString()),
    'timestamptz',
  )}, ${array(
    days.map((d) => d.to.toISOString()),
    'timestamptz',
  )}, ${array(
    days.map((d) => String(d.week)),
    'int',
  )}) as d(day, from_at, to_at, week)`;

/**
 * The period's days (`days`) and those to read live (`live`): all of them when the rollup was not
 * built in this zone, else those with a change the job has not folded in yet.
 */
const withDays = (s: RollupScope) => sql`with days as (${daysTable(s.days)}),
  live as (
    select d.* from days d
    where not exists (select 1 from dashboard_rollup_state where time_zone = ${s.timeZone})
      or exists (select 1 from dashboard_changes c where c.at >= d.from_at and c.at < d.to_at))`;

const rolled = (s: RollupScope) =>
  sql`r.day >= ${isoDayOf(s.days[0]!.day)}::date and r.day <= ${isoDayOf(s.days.at(-1)!.day)}::date
    and r.day not in (select day from live)`;

/** Each figure's SQL over the rollup, for the functions below and for the bench's EXPLAIN. */
export const rollupQueries = {
  ordersByWeek: (s: RollupScope) =>
    sql`${withDays(s)},
      per_day as (
        select r.day, r.orders,
          case when r.pay_status = 'paid' and r.currency = ${s.currency} then r.amount_minor else 0 end as revenue
        from dashboard_order_days r where ${rolled(s)}
        union all
        select l.day, 1, case when o.pay_status = 'paid' and o.currency = ${s.currency} then o.total_minor else 0 end
        from live l join orders o on o.created_at >= l.from_at and o.created_at < l.to_at)
      select d.week, sum(p.orders)::int as orders, coalesce(sum(p.revenue), 0)::text as revenue
      from per_day p join days d on d.day = p.day
      group by d.week`,
  ordersByPayStatus: (s: RollupScope) =>
    sql`${withDays(s)},
      per_status as (
        select r.pay_status, r.orders,
          case when r.currency = ${s.currency} then r.amount_minor else 0 end as amount
        from dashboard_order_days r where ${rolled(s)}
        union all
        select o.pay_status, 1, case when o.currency = ${s.currency} then o.total_minor else 0 end
        from live l join orders o on o.created_at >= l.from_at and o.created_at < l.to_at)
      select pay_status, sum(orders)::int as orders, coalesce(sum(amount), 0)::text as amount
      from per_status group by pay_status`,
  // A line's `placed_at` is its order's `created_at`: the live part leaves out the lines of the
  // canceled or rejected orders of its days, as figures.ts does for the period's.
  topServices: (s: RollupScope, limit: number) =>
    sql`${withDays(s)},
      per_service as (
        select r.service_id, r.sold,
          case when r.currency = ${s.currency} then r.amount_minor else 0 end as amount
        from dashboard_service_days r where ${rolled(s)}
        union all
        select ol.service_id, 1, case when ol.currency = ${s.currency} then ol.final_price_minor else 0 end
        from live l join order_lines ol on ol.placed_at >= l.from_at and ol.placed_at < l.to_at
        where not exists (
          select 1 from orders o where o.id = ol.order_id and o.status in ('canceled', 'rejected')))
      select service_id, sum(sold)::int as sold, coalesce(sum(amount), 0)::text as amount
      from per_service
      group by service_id
      order by sold desc, coalesce(sum(amount), 0) desc, service_id
      limit ${limit}`,
};

export async function rolledOrdersByWeek(db: Db, s: RollupScope) {
  const rows = await rowsOf<{ week: number; orders: number; revenue: string }>(
    db,
    rollupQueries.ordersByWeek(s),
  );
  return rows.map((r) => ({ week: Number(r.week), orders: Number(r.orders), revenue: Number(r.revenue) }));
}

export async function rolledOrdersByPayStatus(db: Db, s: RollupScope) {
  const rows = await rowsOf<{ pay_status: PayStatus; orders: number; amount: string }>(
    db,
    rollupQueries.ordersByPayStatus(s),
  );
  return rows.map((r) => ({ payStatus: r.pay_status, orders: Number(r.orders), amount: Number(r.amount) }));
}

export async function rolledTopServices(db: Db, s: RollupScope, limit: number) {
  const rows = await rowsOf<{ service_id: number; sold: number; amount: string }>(
    db,
    rollupQueries.topServices(s, limit),
  );
  return rows.map((r) => ({
    serviceId: Number(r.service_id),
    sold: Number(r.sold),
    amount: Number(r.amount),
  }));
}

/** Recomputes the days' rollup rows from the orders and lines (the caller holds the rollup's lock). */
async function recompute(tx: Db, days: ReturnType<typeof localDay>[]) {
  if (days.length === 0) return;
  const table = daysTable(days.map((d) => ({ ...d, week: 0 })));
  const listed = sql`(select day from (${table}) d)`;
  await tx.execute(sql`delete from dashboard_order_days where day in ${listed}`);
  await tx.execute(sql`delete from dashboard_service_days where day in ${listed}`);
  await tx.execute(sql`insert into dashboard_order_days (day, pay_status, currency, orders, amount_minor)
    select d.day, o.pay_status, o.currency, count(*)::int, sum(o.total_minor)
    from (${table}) d join orders o on o.created_at >= d.from_at and o.created_at < d.to_at
    group by d.day, o.pay_status, o.currency`);
  await tx.execute(sql`insert into dashboard_service_days (day, service_id, currency, sold, amount_minor)
    select d.day, ol.service_id, ol.currency, count(*)::int, sum(ol.final_price_minor)
    from (${table}) d join order_lines ol on ol.placed_at >= d.from_at and ol.placed_at < d.to_at
    where not exists (
      select 1 from orders o where o.id = ol.order_id and o.status in ('canceled', 'rejected'))
    group by d.day, ol.service_id, ol.currency`);
}

/**
 * The job's run: folds the pending changes into the rollup (their days recomputed whole, so a run
 * is idempotent), or builds it all when it was built in another zone (or never). One transaction
 * under a lock: two runs at once take turns, the second finding nothing left to do. The changes
 * are deleted by the first statement and the days recomputed by later ones, which see at least
 * what it saw (READ COMMITTED): a change committed in between stays pending, read live.
 */
export async function refreshRollup(db: Db, timeZone: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('dashboard:rollup', 0))`);
    const [state] = await rowsOf<{ time_zone: string }>(
      tx,
      sql`select time_zone from dashboard_rollup_state`,
    );
    if (state?.time_zone === timeZone) {
      const changed = await rowsOf<{ at: string | Date }>(
        tx,
        sql`with gone as (delete from dashboard_changes returning at) select distinct at from gone`,
      );
      const days = new Set(changed.map((c) => localDayOf(new Date(c.at).getTime(), timeZone)));
      await recompute(
        tx,
        [...days].sort((a, b) => a - b).map((day) => localDay(day, timeZone)),
      );
      return { rebuilt: false, days: days.size };
    }
    await tx.execute(sql`delete from dashboard_changes`);
    await tx.execute(sql`delete from dashboard_order_days`);
    await tx.execute(sql`delete from dashboard_service_days`);
    const [range] = await rowsOf<{ first: string | Date | null; last: string | Date | null }>(
      tx,
      sql`select least((select min(created_at) from orders), (select min(placed_at) from order_lines)) as first,
            greatest((select max(created_at) from orders), (select max(placed_at) from order_lines)) as last`,
    );
    const days: ReturnType<typeof localDay>[] = [];
    if (range?.first && range.last) {
      const last = localDayOf(new Date(range.last).getTime(), timeZone);
      for (let day = localDayOf(new Date(range.first).getTime(), timeZone); day <= last; day += DAY)
        days.push(localDay(day, timeZone));
    }
    await recompute(tx, days);
    await tx.execute(sql`delete from dashboard_rollup_state`);
    await tx.execute(sql`insert into dashboard_rollup_state (time_zone) values (${timeZone})`);
    return { rebuilt: true, days: days.length };
  });
}
