import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestQueueQuerySchema } from '../../../common/admin-requests/schemas';
import { createTestApp } from '../../test/app';
import { createDashboard } from './service';
import { at, CARTON, PERIOD, SITE, STORAGE, ZONE } from './test-fixtures';
import { insertOrder, insertRequest, insertSubscriber, insertUser } from './test-fixtures';

// The clock stands at 2026-12-12 23:30 UTC: already Sunday 13 December, 00:30, in Casablanca (UTC+1).
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ TIME_ZONE: ZONE, SHOP_CURRENCY: 'MAD' }, { worker: false });
  const db = t.services.db;
  // Around Monday 7 December's local midnight, which is 23:00 UTC on Sunday the 6th.
  await insertOrder(db, { at: at('2026-12-06', '23:59'), total: 10_000, payStatus: 'paid', service: CARTON });
  await insertOrder(db, {
    at: at('2026-12-07', '00:00'),
    total: 20_000,
    payStatus: 'paid',
    service: STORAGE,
  });
  await insertOrder(db, {
    at: at('2026-12-07', '10:00'),
    total: 5_000,
    payStatus: 'on_hand',
    status: 'pending',
    service: CARTON,
  });
  // The period's first minute; canceled, so no top service counts it.
  await insertOrder(db, {
    at: at('2026-11-23', '00:00'),
    total: 3_000,
    payStatus: 'pending',
    status: 'canceled',
    service: STORAGE,
  });
  // Its last day (today), and a minute either side of the period: left out.
  await insertOrder(db, { at: at('2026-12-13', '00:10'), total: 7_000, payStatus: 'refund', service: SITE });
  await insertOrder(db, { at: at('2026-11-22', '23:59'), total: 99_000, payStatus: 'paid', service: SITE });
  await insertOrder(db, { at: at('2026-12-14', '00:00'), total: 99_000, payStatus: 'paid', service: SITE });

  await insertUser(db, at('2026-12-06', '23:59'));
  await insertUser(db, at('2026-12-07', '00:00'));
  await insertUser(db, at('2026-12-08', '09:00'), 'admin');
  await insertUser(db, at('2026-11-22', '23:59'));

  await insertSubscriber(db, {
    status: 'confirmed',
    createdAt: at('2026-12-01', '10:00'),
    confirmedAt: at('2026-12-01', '10:05'),
  });
  await insertSubscriber(db, {
    status: 'confirmed',
    createdAt: at('2026-10-01', '10:00'),
    confirmedAt: at('2026-10-01', '10:05'),
  });
  await insertSubscriber(db, { status: 'pending', createdAt: at('2026-12-02', '10:00') });

  const past = new Date('2026-12-10T10:00:00Z');
  const future = new Date('2026-12-20T10:00:00Z');
  await insertRequest(db, { at: at('2026-12-01', '10:00'), status: 'pending', resolutionDueAt: past });
  await insertRequest(db, { at: at('2026-12-02', '10:00'), status: 'approved', resolutionDueAt: future });
  await insertRequest(db, { at: at('2026-12-03', '10:00'), status: 'done' });
  // Overdue, filed before the period: counted as overdue (a state of now), not among the period's requests.
  await insertRequest(db, { at: at('2026-11-02', '10:00'), status: 'approved', resolutionDueAt: past });
  // A demo: its own queue, counted nowhere here.
  await insertRequest(db, {
    at: at('2026-12-04', '10:00'),
    status: 'pending',
    kind: 'demo',
    resolutionDueAt: past,
  });
});
afterAll(() => t.close());

describe('the dashboard figures', () => {
  it('buckets orders in local weeks starting on Monday, with what the paid ones brought in', async () => {
    const view = await t.services.dashboard.read(PERIOD, 'fr');
    expect(view.weeks.map((w) => [w.start, w.orders, w.revenue.minor, w.new_customers])).toEqual([
      ['2026-11-23', 1, 0, 0],
      ['2026-11-30', 1, 10_000, 1],
      ['2026-12-07', 3, 20_000, 1],
    ]);
    expect(view.weeks.every((w) => !w.partial)).toBe(true);
    expect(view.weeks[2]!.label).toBe('7 déc.');
    expect(view.weeks[2]!.long_label).toBe('7 décembre 2026');
    expect(view.weeks[1]!.revenue.label).toBe('100,00\u00a0MAD');
    expect(view.totals).toMatchObject({ orders: 5, new_customers: 2, revenue: { minor: 30_000 } });
    expect(view.period).toMatchObject({
      days: 21,
      from_label: '23 novembre 2026',
      to_label: '13 décembre 2026',
    });
  });

  it('cuts weeks in the configured zone, not in UTC', async () => {
    const utc = createDashboard({
      db: t.services.db,
      clock: t.clock,
      timeZone: 'UTC',
      currency: 'MAD',
      catalog: t.services.catalog,
      requestQueue: t.services.requests.queue,
    });
    const view = await utc.read(PERIOD, 'en');
    // In UTC, Casablanca's Monday 00:00 (Sunday 23:00 UTC) is in the week before, the period's
    // first local minute is before it, and Monday 14 December 00:00 local is still in it.
    expect(view.weeks.map((w) => [w.start, w.orders])).toEqual([
      ['2026-11-23', 0],
      ['2026-11-30', 2],
      ['2026-12-07', 3],
    ]);
  });

  it('marks the weeks the period cuts', async () => {
    const view = await t.services.dashboard.read({ from: '2026-12-02', to: '2026-12-08' }, 'en');
    expect(view.weeks.map((w) => [w.start, w.partial, w.orders])).toEqual([
      ['2026-11-30', true, 1],
      ['2026-12-07', true, 2],
    ]);
  });

  it('splits the orders by pay status, every status listed', async () => {
    const view = await t.services.dashboard.read(PERIOD, 'en');
    expect(view.pay_status.map((p) => [p.status, p.label, p.orders, p.amount.minor])).toEqual([
      ['pending', 'Pending', 1, 3_000],
      ['on_hand', expect.any(String), 1, 5_000],
      ['paid', 'Paid', 2, 30_000],
      ['refund', expect.any(String), 1, 7_000],
    ]);
  });

  it('ranks the services by times sold, canceled orders left out, named as last sold when the catalogue has them not', async () => {
    const view = await t.services.dashboard.read(PERIOD, 'ar');
    expect(view.top_services.map((s) => [s.service_id, s.name, s.sold, s.revenue.minor])).toEqual([
      [1, 'Carton (ar)', 2, 15_000],
      [2, 'Stockage (ar)', 1, 20_000],
      [3, 'Site web (ar)', 1, 7_000],
    ]);
  });

  it("counts the period's requests by status and the overdue ones by the queue's own rule", async () => {
    const view = await t.services.dashboard.read(PERIOD, 'fr');
    expect(Object.fromEntries(view.requests.map((r) => [r.status, r.count]))).toEqual({
      pending: 1,
      approved: 1,
      done: 1,
      canceled: 0,
      closed: 0,
      rejected: 0,
    });
    expect(view.totals.requests).toBe(3);
    expect(view.totals.overdue_requests).toBe(2);
    const queue = await t.services.requests.queue.list(
      RequestQueueQuerySchema.parse({ sla: 'overdue' }),
      'fr',
      ZONE,
    );
    expect(view.totals.overdue_requests).toBe(queue.total);
  });

  it('counts newsletter addresses confirmed in the period and confirmed now', async () => {
    const view = await t.services.dashboard.read(PERIOD, 'fr');
    expect(view.totals).toMatchObject({ new_subscribers: 1, subscribers: 2 });
  });
});
