import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import type { PayStatus } from '../../../common/orders/types';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import type { RequestStatus } from '../requests/schema';

/**
 * The dashboard's aggregates (ADR-0704): one grouped query per figure, read-only, over the rows of
 * the period only (`created_at` between two instants, on an index), bucketed by week in SQL. The
 * rules they count by stay with their modules: the overdue count is the requests queue's own (see
 * service.ts).
 */

/** Instants bounding the period ([start, end)), the instants its weeks start at, and its currency. */
export interface FigureScope {
  start: Date;
  end: Date;
  /**
   * Each week's first local midnight in the shop's zone, computed by the server (the first may
   * precede `start`). Not `date_trunc(… at time zone …)`: PGlite's zone data puts Casablanca at
   * UTC+0 in late 2026 where Node's and PostgreSQL's say UTC+1, and the labels are Node's (ADR-0008).
   */
  weekStarts: Date[];
  currency: string;
}

const within = (column: SQL, s: FigureScope) =>
  sql`${column} >= ${s.start.toISOString()}::timestamptz and ${column} < ${s.end.toISOString()}::timestamptz`;

/**
 * The period's weeks as [from, to) ranges (the first and last cut by the period), numbered from 0.
 * The week starts are cast once, in a sub-select: text to timestamptz is a stable cast, which
 * PostgreSQL would otherwise evaluate again for every row.
 */
const weeks = (s: FigureScope) => sql`weeks as (
  select (i - 1)::int as week,
    greatest(b, ${s.start.toISOString()}::timestamptz) as from_at,
    least(coalesce(lead(b) over (order by i), ${s.end.toISOString()}::timestamptz), ${s.end.toISOString()}::timestamptz) as to_at
  from unnest((select ${`{${s.weekStarts.map((d) => d.toISOString()).join(',')}}`}::timestamptz[])) with ordinality as w(b, i))`;

/** Each figure's SQL, for the functions below and for the bench's EXPLAIN. */
export const figureQueries = {
  // One index range per week (no sort or grouping of the period's rows).
  ordersByWeek: (s: FigureScope) =>
    sql`with ${weeks(s)}
        select weeks.week, x.orders, x.revenue from weeks cross join lateral (
          select count(*)::int as orders,
            coalesce(sum(total_minor) filter (where pay_status = 'paid' and currency = ${s.currency}), 0)::text as revenue
          from orders where created_at >= weeks.from_at and created_at < weeks.to_at) x`,
  ordersByPayStatus: (s: FigureScope) =>
    sql`select pay_status, count(*)::int as orders,
          coalesce(sum(total_minor) filter (where currency = ${s.currency}), 0)::text as amount
        from orders where ${within(sql`created_at`, s)}
        group by pay_status`,
  // The period's lines alone (an index-only range on their copy of the order's date), less those of
  // its few canceled or rejected orders (a hashed set read from the partial index `orders_unsold`,
  // whose predicate this one repeats word for word so the planner uses it): no join of every line
  // to its order. One hash aggregate over the few services, no sort of the lines.
  topServices: (s: FigureScope, limit: number) =>
    sql`select l.service_id, count(*)::int as sold,
          coalesce(sum(l.final_price_minor) filter (where l.currency = ${s.currency}), 0)::text as amount
        from order_lines l
        where ${within(sql`l.placed_at`, s)}
          and l.order_id not in (
            select o.id from orders o
            where ${within(sql`o.created_at`, s)} and o.status in ('canceled', 'rejected'))
        group by l.service_id
        order by sold desc, coalesce(sum(l.final_price_minor) filter (where l.currency = ${s.currency}), 0) desc,
          l.service_id
        limit ${limit}`,
  customersByWeek: (s: FigureScope) =>
    sql`with ${weeks(s)}
        select weeks.week, x.customers from weeks cross join lateral (
          select count(*)::int as customers
          from users where role = 'customer' and created_at >= weeks.from_at and created_at < weeks.to_at) x`,
  subscriberCounts: (s: FigureScope) =>
    sql`select count(*) filter (where ${within(sql`confirmed_at`, s)})::int as confirmed_in_period,
          count(*) filter (where status = 'confirmed')::int as confirmed_now
        from newsletter_subscribers`,
  requestsByStatus: (s: FigureScope) =>
    sql`select status, count(*)::int as count
        from contact_requests where kind <> 'demo' and ${within(sql`created_at`, s)}
        group by status`,
};

/** Orders placed each week, and what those that are paid brought in (in the shop's currency). */
export async function ordersByWeek(db: Db, s: FigureScope) {
  const rows = await rowsOf<{ week: number; orders: number; revenue: string }>(
    db,
    figureQueries.ordersByWeek(s),
  );
  return rows.map((r) => ({ week: Number(r.week), orders: Number(r.orders), revenue: Number(r.revenue) }));
}

/** Orders placed in the period by where their money stands, with their totals. */
export async function ordersByPayStatus(db: Db, s: FigureScope) {
  const rows = await rowsOf<{ pay_status: PayStatus; orders: number; amount: string }>(
    db,
    figureQueries.ordersByPayStatus(s),
  );
  return rows.map((r) => ({ payStatus: r.pay_status, orders: Number(r.orders), amount: Number(r.amount) }));
}

/**
 * The services sold most in the period (lines of orders not canceled or rejected: an order with
 * two packages of one service sells it twice), with their lines' amounts.
 */
export async function topServices(db: Db, s: FigureScope, limit: number) {
  const rows = await rowsOf<{ service_id: number; sold: number; amount: string }>(
    db,
    figureQueries.topServices(s, limit),
  );
  return rows.map((r) => ({
    serviceId: Number(r.service_id),
    sold: Number(r.sold),
    amount: Number(r.amount),
  }));
}

/** The names services were last sold under, in every language: for those the catalogue no longer lists. */
export async function soldNames(db: Db, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Map<number, Record<Locale, string>>();
  const rows = await rowsOf<{ service_id: number; name_fr: string; name_en: string; name_ar: string }>(
    db,
    sql`select distinct on (service_id) service_id, name_fr, name_en, name_ar
        from order_lines where service_id in (${sql.join(
          serviceIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        order by service_id, id desc`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.service_id),
      { fr: r.name_fr, en: r.name_en, ar: r.name_ar } as Record<Locale, string>,
    ]),
  );
}

/** Customer accounts opened each week (staff accounts left out). */
export async function customersByWeek(db: Db, s: FigureScope) {
  const rows = await rowsOf<{ week: number; customers: number }>(db, figureQueries.customersByWeek(s));
  return rows.map((r) => ({ week: Number(r.week), customers: Number(r.customers) }));
}

/** Newsletter addresses confirmed in the period, and every address confirmed now. */
export async function subscriberCounts(db: Db, s: FigureScope) {
  const [row] = await rowsOf<{ confirmed_in_period: number; confirmed_now: number }>(
    db,
    figureQueries.subscriberCounts(s),
  );
  return { newInPeriod: Number(row?.confirmed_in_period ?? 0), confirmed: Number(row?.confirmed_now ?? 0) };
}

/** Requests (demos have their own queue) filed in the period, by their status now. */
export async function requestsByStatus(db: Db, s: FigureScope) {
  const rows = await rowsOf<{ status: RequestStatus; count: number }>(db, figureQueries.requestsByStatus(s));
  return rows.map((r) => ({ status: r.status, count: Number(r.count) }));
}
