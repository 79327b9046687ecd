import { RequestQueueQuerySchema } from '../../../common/admin-requests/schemas';
import {
  DASHBOARD_MAX_DAYS,
  dayNumber,
  isoDayOf,
  weekStartOf,
  type DashboardPeriod,
} from '../../../common/dashboard/period';
import type { DashboardView } from '../../../common/dashboard/types';
import { formatDate, isoLocalDay } from '../../../common/format/dates';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import { PAY_STATUSES } from '../../../common/orders/types';
import type { Db } from '../../db/types';
import { localToInstant, type Clock } from '../../platform/clock';
import { translator } from '../../platform/i18n';
import type { CatalogService } from '../catalog/service';
import { REQUEST_STATUSES } from '../requests/schema';
import type { RequestQueue } from '../requests/queue';
import { customersByWeek, requestsByStatus, soldNames, subscriberCounts, type FigureScope } from './figures';
import {
  localDay,
  refreshRollup,
  rolledOrdersByPayStatus,
  rolledOrdersByWeek,
  rolledTopServices,
  type RollupScope,
} from './rollup';

const DAY = 86_400_000;
/** The shop's weeks start on Monday (ISO 8601, as Moroccan calendars and PostgreSQL's `date_trunc`). */
export const SHOP_WEEK_START = 1;
const TOP_SERVICES = 5;

/**
 * The admin's dashboard (issue 16, ADR-0704): orders and revenue per week, pay status split,
 * requests by status with the overdue count, new customers, subscribers and top services over a
 * period of local days, every label written here in the admin's language and the shop's zone.
 */
export function createDashboard(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  currency: string;
  weekStart?: number;
  catalog: Pick<CatalogService, 'listServices'>;
  requestQueue: Pick<RequestQueue, 'list'>;
}) {
  const { db, timeZone, currency } = deps;
  const weekStart = deps.weekStart ?? SHOP_WEEK_START;

  /** Today, the shop's local day (`YYYY-MM-DD`): what the default period ends on. */
  const today = () => isoLocalDay(deps.clock.now(), timeZone);

  const midnight = (day: number) => new Date(localToInstant(day, 0, timeZone));

  /** The first local day of each week the period touches. */
  function weekDays(period: DashboardPeriod): number[] {
    const days: number[] = [];
    for (
      let day = weekStartOf(dayNumber(period.from), weekStart);
      day <= dayNumber(period.to);
      day += 7 * DAY
    )
      days.push(day);
    return days;
  }

  function scopeOf(period: DashboardPeriod): FigureScope {
    return {
      start: midnight(dayNumber(period.from)),
      end: midnight(dayNumber(period.to) + DAY),
      weekStarts: weekDays(period).map(midnight),
      currency,
    };
  }

  /** The period's local days for the rollup's figures, each with its week's index. */
  function rollupScopeOf(period: DashboardPeriod): RollupScope {
    const firstWeek = weekStartOf(dayNumber(period.from), weekStart);
    const days: RollupScope['days'] = [];
    for (let day = dayNumber(period.from); day <= dayNumber(period.to); day += DAY)
      days.push({ ...localDay(day, timeZone), week: Math.floor((day - firstWeek) / (7 * DAY)) });
    return { days, timeZone, currency };
  }

  /** The overdue count, read by the requests queue's own rule (its `?sla=overdue`). */
  async function overdueRequests(locale: Locale) {
    const query = RequestQueueQuerySchema.parse({ sla: 'overdue', per_page: 1 });
    return (await deps.requestQueue.list(query, locale, timeZone)).total;
  }

  async function read(period: DashboardPeriod, locale: Locale): Promise<DashboardView> {
    const scope = scopeOf(period);
    const rollup = rollupScopeOf(period);
    const t = translator(locale);
    const cash = (minor: number) => ({ minor, currency, label: formatMoney(minor, currency, locale) });
    // A local day's noon: the instant whose date is that day in the zone, whatever its offset.
    const dayText = (day: number, style: 'date' | 'dayMonth') =>
      formatDate(new Date(localToInstant(day, 12 * 60, timeZone)), locale, timeZone, style);

    // Independent reads: on PostgreSQL they run side by side on the pool's connections.
    const [weekly, payStatus, top, customers, subscribers, requests, overdue, services] = await Promise.all([
      rolledOrdersByWeek(db, rollup),
      rolledOrdersByPayStatus(db, rollup),
      rolledTopServices(db, rollup, TOP_SERVICES),
      customersByWeek(db, scope),
      subscriberCounts(db, scope),
      requestsByStatus(db, scope),
      overdueRequests(locale),
      deps.catalog.listServices(locale),
    ]);
    const names = new Map(services.map((s) => [s.id, s.name]));
    const unlisted = await soldNames(
      db,
      top.map((s) => s.serviceId).filter((id) => !names.has(id)),
    );

    const from = dayNumber(period.from);
    const to = dayNumber(period.to);
    const weeks = weekDays(period).map((day, index) => {
      const orders = weekly.find((w) => w.week === index);
      return {
        start: isoDayOf(day),
        label: dayText(day, 'dayMonth'),
        long_label: dayText(day, 'date'),
        partial: day < from || day + 6 * DAY > to,
        orders: orders?.orders ?? 0,
        revenue: cash(orders?.revenue ?? 0),
        new_customers: customers.find((c) => c.week === index)?.customers ?? 0,
      };
    });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const requestCount = (status: string) => requests.find((r) => r.status === status)?.count ?? 0;

    return {
      period: {
        from: period.from,
        to: period.to,
        from_label: dayText(from, 'date'),
        to_label: dayText(to, 'date'),
        days: (to - from) / DAY + 1,
        max_days: DASHBOARD_MAX_DAYS,
        week_start: weekStart,
        time_zone: timeZone,
      },
      totals: {
        orders: sum(weekly.map((w) => w.orders)),
        revenue: cash(sum(weekly.map((w) => w.revenue))),
        new_customers: sum(customers.map((c) => c.customers)),
        new_subscribers: subscribers.newInPeriod,
        subscribers: subscribers.confirmed,
        requests: sum(requests.map((r) => r.count)),
        overdue_requests: overdue,
      },
      weeks,
      pay_status: PAY_STATUSES.map((status) => {
        const row = payStatus.find((p) => p.payStatus === status);
        return {
          status,
          label: t(`orders:payStatuses.${status}`),
          orders: row?.orders ?? 0,
          amount: cash(row?.amount ?? 0),
        };
      }),
      requests: REQUEST_STATUSES.map((status) => ({
        status,
        label: t(`requests:statuses.${status}`),
        count: requestCount(status),
      })),
      top_services: top.map((s) => ({
        service_id: s.serviceId,
        name: names.get(s.serviceId) ?? unlisted.get(s.serviceId)?.[locale] ?? String(s.serviceId),
        sold: s.sold,
        revenue: cash(s.amount),
      })),
    };
  }

  return {
    read,
    today,
    weekStart,
    scope: scopeOf,
    rollupScope: rollupScopeOf,
    overdueRequests,
    /** The rollup job's run (every minute): folds the orders' changes into the daily rollup. */
    refreshRollup: () => refreshRollup(db, timeZone),
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
