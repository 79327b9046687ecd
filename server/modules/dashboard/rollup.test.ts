import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardPeriod } from '../../../common/dashboard/period';
import { createTestApp } from '../../test/app';
import { orders } from '../orders/schema';
import { rowsOf } from '../../db/rows';
import { ordersByPayStatus, ordersByWeek, topServices } from './figures';
import { rolledOrdersByPayStatus, rolledOrdersByWeek, rolledTopServices } from './rollup';
import { createDashboard } from './service';
import { at, CARTON, insertOrder, PERIOD, SITE, STORAGE, ZONE } from './test-fixtures';

// Casablanca (UTC+1 in December): each local midnight is 23:00 UTC the day before.
let t: Awaited<ReturnType<typeof createTestApp>>;
const ids: Record<string, string> = {};

const db = () => t.services.db;
const dashboard = () => t.services.dashboard;

/** The three order figures, live (figures.ts) and from the rollup, in one comparable shape. */
async function figuresOf(period: DashboardPeriod) {
  const live = dashboard().scope(period);
  const rolled = dashboard().rollupScope(period);
  const weeks = (rows: { week: number; orders: number; revenue: number }[]) =>
    rows.filter((w) => w.orders > 0).sort((a, b) => a.week - b.week);
  const statuses = <T extends { payStatus: string }>(rows: T[]) =>
    [...rows].sort((a, b) => a.payStatus.localeCompare(b.payStatus));
  return {
    live: {
      weeks: weeks(await ordersByWeek(db(), live)),
      payStatus: statuses(await ordersByPayStatus(db(), live)),
      top: await topServices(db(), live, 5),
    },
    rolled: {
      weeks: weeks(await rolledOrdersByWeek(db(), rolled)),
      payStatus: statuses(await rolledOrdersByPayStatus(db(), rolled)),
      top: await rolledTopServices(db(), rolled, 5),
    },
  };
}

async function expectRolledEqualLive(period: DashboardPeriod = PERIOD) {
  const { live, rolled } = await figuresOf(period);
  expect(rolled).toEqual(live);
  return rolled;
}

const pendingChanges = async () =>
  (await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from dashboard_changes`))[0]!.n;

/** The rollup's rows, in a stable order. */
async function rollupRows() {
  return {
    orders: await rowsOf<Record<string, unknown>>(
      db(),
      sql`select day::text, pay_status, currency, orders, amount_minor::text from dashboard_order_days
          order by day, pay_status, currency`,
    ),
    services: await rowsOf<Record<string, unknown>>(
      db(),
      sql`select day::text, service_id, currency, sold, amount_minor::text from dashboard_service_days
          order by day, service_id, currency`,
    ),
  };
}

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: ZONE, SHOP_CURRENCY: 'MAD' }, { worker: false });
  const place = async (name: string, o: Parameters<typeof insertOrder>[1]) =>
    (ids[name] = await insertOrder(db(), o));
  // Either side of Monday 7 December's local midnight (23:00 UTC on the 6th): two weeks, two days.
  await place('sunday', { at: at('2026-12-06', '23:59'), total: 10_000, payStatus: 'paid', service: CARTON });
  await place('monday', {
    at: at('2026-12-07', '00:00'),
    total: 20_000,
    payStatus: 'paid',
    service: STORAGE,
  });
  await place('onHand', {
    at: at('2026-12-07', '10:00'),
    total: 5_000,
    payStatus: 'on_hand',
    status: 'pending',
    service: CARTON,
  });
  await place('canceled', {
    at: at('2026-11-23', '00:00'),
    total: 3_000,
    payStatus: 'pending',
    status: 'canceled',
    service: STORAGE,
  });
  await place('pending', {
    at: at('2026-12-02', '15:00'),
    total: 8_000,
    payStatus: 'pending',
    service: SITE,
  });
  await place('today', { at: at('2026-12-13', '00:10'), total: 7_000, payStatus: 'refund', service: SITE });
  await place('before', { at: at('2026-11-22', '23:59'), total: 99_000, payStatus: 'paid', service: SITE });
  await place('after', { at: at('2026-12-14', '00:00'), total: 99_000, payStatus: 'paid', service: SITE });
});
afterAll(() => t.close());

describe('the dashboard rollup', () => {
  it('gives the live figures before its first run, then the same from its rows', async () => {
    const before = await t.services.dashboard.read(PERIOD, 'fr');
    await expectRolledEqualLive();
    expect(await pendingChanges()).toBeGreaterThan(0);

    expect(await dashboard().refreshRollup()).toMatchObject({ rebuilt: true });
    expect(await pendingChanges()).toBe(0);
    const rows = await rollupRows();
    // Local days: the Sunday 23:59 order on the 6th, Monday's two on the 7th, by pay status.
    expect(rows.orders.filter((r) => ['2026-12-06', '2026-12-07'].includes(String(r.day)))).toEqual([
      { day: '2026-12-06', pay_status: 'paid', currency: 'MAD', orders: 1, amount_minor: '10000' },
      { day: '2026-12-07', pay_status: 'on_hand', currency: 'MAD', orders: 1, amount_minor: '5000' },
      { day: '2026-12-07', pay_status: 'paid', currency: 'MAD', orders: 1, amount_minor: '20000' },
    ]);
    // The canceled order's line is sold nowhere; its order still counts among the orders.
    expect(rows.services.some((r) => r.day === '2026-11-23')).toBe(false);
    expect(rows.orders.some((r) => r.day === '2026-11-23')).toBe(true);

    const rolled = await expectRolledEqualLive();
    expect(rolled.weeks.map((w) => [w.week, w.orders, w.revenue])).toEqual([
      [0, 1, 0],
      [1, 2, 10_000],
      [2, 3, 20_000],
    ]);
    expect(await t.services.dashboard.read(PERIOD, 'fr')).toEqual(before);
    // Over a year too, and over a period cut mid-week.
    await expectRolledEqualLive({ from: '2025-12-14', to: '2026-12-13' });
    await expectRolledEqualLive({ from: '2026-12-03', to: '2026-12-09' });
  });

  it('reads the days with no pending change from its rows, not from the orders', async () => {
    await dashboard().refreshRollup();
    // Written behind the job's back (no trigger on the rollup): only the rollup's read sees it.
    await db().execute(
      sql`update dashboard_order_days set orders = orders + 100 where day = '2026-12-02' and pay_status = 'pending'`,
    );
    const { live, rolled } = await figuresOf(PERIOD);
    expect(rolled.payStatus.find((p) => p.payStatus === 'pending')!.orders).toBe(
      live.payStatus.find((p) => p.payStatus === 'pending')!.orders + 100,
    );
    // A day's recomputation puts it right: a change noted that day, folded in by the next run.
    await db().execute(
      sql`insert into dashboard_changes (at) values (${at('2026-12-02', '08:00').toISOString()})`,
    );
    await expectRolledEqualLive();
    await dashboard().refreshRollup();
    await expectRolledEqualLive();
  });

  it('counts a change to a rolled-up order at once (its day read live), and in its rows after the next run', async () => {
    await dashboard().refreshRollup();
    const payNow = () => db().update(orders).set({ payStatus: 'paid' }).where(eq(orders.id, ids.pending!));
    await payNow();
    expect(await pendingChanges()).toBe(1);
    const live = await expectRolledEqualLive();
    expect(live.weeks.find((w) => w.week === 1)!.revenue).toBe(18_000);

    // Canceling drops its line from the top services at once, and from the rollup's rows after.
    await db().update(orders).set({ status: 'canceled' }).where(eq(orders.id, ids.monday!));
    const canceled = await expectRolledEqualLive();
    expect(canceled.top.find((s) => s.serviceId === STORAGE.id)).toBeUndefined();

    await dashboard().refreshRollup();
    expect(await pendingChanges()).toBe(0);
    const rows = await rollupRows();
    expect(rows.orders.filter((r) => r.day === '2026-12-02')).toEqual([
      { day: '2026-12-02', pay_status: 'paid', currency: 'MAD', orders: 1, amount_minor: '8000' },
    ]);
    expect(rows.services.filter((r) => r.day === '2026-12-07')).toEqual([
      { day: '2026-12-07', service_id: CARTON.id, currency: 'MAD', sold: 1, amount_minor: '5000' },
    ]);
    await expectRolledEqualLive();

    // An update that moves no figure notes no change.
    await db().update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, ids.pending!));
    expect(await pendingChanges()).toBe(0);
  });

  it('counts an order placed after the last run at once', async () => {
    await dashboard().refreshRollup();
    ids.late = await insertOrder(db(), {
      at: at('2026-12-13', '00:20'),
      total: 4_000,
      payStatus: 'paid',
      service: CARTON,
    });
    // Week 2: the canceled Monday order (paid, 20 000), the one on hand, today's refund, this one.
    const rolled = await expectRolledEqualLive();
    expect(rolled.weeks.find((w) => w.week === 2)).toMatchObject({ orders: 4, revenue: 24_000 });
  });

  it("counts a line's change at once, and in its rows after the next run", async () => {
    await dashboard().refreshRollup();
    const sold = async () => (await expectRolledEqualLive()).top.find((s) => s.serviceId === CARTON.id)!.sold;
    const before = await sold();
    await db().execute(sql`delete from order_lines where order_id = ${ids.onHand!}`);
    expect(await pendingChanges()).toBe(1);
    expect(await sold()).toBe(before - 1);
    await dashboard().refreshRollup();
    expect(await pendingChanges()).toBe(0);
    await expectRolledEqualLive();
  });

  it('leaves the same rows whether two runs race or one runs alone', async () => {
    await insertOrder(db(), {
      at: at('2026-12-08', '09:00'),
      total: 1_500,
      payStatus: 'paid',
      service: SITE,
    });
    await db().update(orders).set({ payStatus: 'refund' }).where(eq(orders.id, ids.sunday!));
    await Promise.all([dashboard().refreshRollup(), dashboard().refreshRollup()]);
    const raced = await rollupRows();
    expect(await pendingChanges()).toBe(0);
    await expectRolledEqualLive();

    // Built from nothing (as in another zone), twice at once: the same rows again.
    await db().execute(sql`delete from dashboard_rollup_state`);
    const results = await Promise.all([dashboard().refreshRollup(), dashboard().refreshRollup()]);
    expect(results.map((r) => r.rebuilt).sort()).toEqual([false, true]);
    expect(await rollupRows()).toEqual(raced);
  });

  it('is read live everywhere in a zone it was not built in, and rebuilt there by the job', async () => {
    const utc = createDashboard({
      db: db(),
      clock: t.clock,
      timeZone: 'UTC',
      currency: 'MAD',
      catalog: t.services.catalog,
      requestQueue: t.services.requests.queue,
    });
    const liveWeeks = (await ordersByWeek(db(), utc.scope(PERIOD))).filter((w) => w.orders > 0);
    const rolledWeeks = async () =>
      (await rolledOrdersByWeek(db(), utc.rollupScope(PERIOD))).sort((a, b) => a.week - b.week);
    expect(await rolledWeeks()).toEqual(liveWeeks);
    expect(await utc.refreshRollup()).toMatchObject({ rebuilt: true });
    expect(await rolledWeeks()).toEqual(liveWeeks);
    // Casablanca's dashboard now reads live until its own job rebuilds it.
    await expectRolledEqualLive();
    expect(await dashboard().refreshRollup()).toMatchObject({ rebuilt: true });
    await expectRolledEqualLive();
  });
});
