import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/types';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import * as figures from '../server/modules/dashboard/figures';
import * as rollup from '../server/modules/dashboard/rollup';
import { manualClock } from '../server/platform/clock';
import { createLogger } from '../server/platform/logger';
import { createServices } from '../server/services';
import { BENCH_SECRET } from './captcha';
import { seedDashboardData, type DashboardSize } from './dashboard-seed';
import { prepareDatabase } from './prepare';

export interface TimedRow {
  name: string;
  p50: number;
  p95: number;
  max: number;
}

export interface DashboardResults {
  date: string;
  database: string;
  size: DashboardSize;
  seedSeconds: number;
  runs: number;
  periods: { name: string; from: string; to: string; rows: TimedRow[] }[];
  /** The plan nodes PostgreSQL chose for each figure over the default period. */
  plans: { name: string; nodes: string }[];
  firstRender?: { path: string; afterInvalidate: TimedRow; cached: TimedRow; runs: number };
  notes: string[];
  /** The 1-minute load average at the start and the end of the run. */
  load?: string;
}

const round = (ms: number) => Number(ms.toFixed(1));

/** Two calls timed in turn, run after run: the machine's load weighs on both alike. */
async function timedAlternately(
  a: [string, () => Promise<unknown>],
  b: [string, () => Promise<unknown>],
  runs: number,
): Promise<[TimedRow, TimedRow]> {
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < runs + 3; i++)
    for (const [index, [, call]] of [a, b].entries()) {
      const started = performance.now();
      await call();
      if (i >= 3) times[index]!.push(performance.now() - started);
    }
  const row = (name: string, list: number[]): TimedRow => {
    list.sort((x, y) => x - y);
    const at = (q: number) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
    return { name, p50: round(at(0.5)), p95: round(at(0.95)), max: round(list.at(-1) ?? 0) };
  };
  return [row(a[0], times[0]), row(b[0], times[1])];
}

/** A query's median execution time in the server (EXPLAIN ANALYZE's own figure, no round trip). */
async function serverMs(db: Db, query: SQL) {
  const times: number[] = [];
  for (let i = 0; i < 9; i++) {
    const explained = (await db.execute(sql`explain (analyze, timing off) ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const line = explained.rows.map((r) => r['QUERY PLAN']).find((l) => l.startsWith('Execution Time'));
    times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
  }
  return round(times.sort((x, y) => x - y)[4]!);
}

async function timed(name: string, runs: number, call: () => Promise<unknown>): Promise<TimedRow> {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { name, p50: round(at(0.5)), p95: round(at(0.95)), max: round(times.at(-1) ?? 0) };
}

/**
 * The dashboard's queries at scale (issue 16): 100 000 orders and 10 000 customers on a PostgreSQL
 * database of the bench's own (created on DATABASE_URL's server, dropped after), each figure and
 * the whole read timed `runs` times per period; then a public service page's first render after
 * `catalog.invalidate()` (what an editor's save does), in a production server process.
 */
export async function dashboardScenario(opts: {
  serverUrl: string;
  buildDir: string;
  runs: number;
  orders?: number;
  customers?: number;
}): Promise<DashboardResults> {
  const notes: string[] = [];
  const load = () => loadavg()[0]!.toFixed(1);
  const loadAtStart = load();
  notes.push(
    `Machine: ${cpus().length} cores, shared; 1-minute load average ${loadAtStart} at the start of the run.`,
  );
  const prepared = await prepareDatabase({ notifications: 0, extraServices: 0, serverUrl: opts.serverUrl });
  const dataDir = mkdtempSync(join(tmpdir(), 'emballo-bench-dashboard-'));
  const database = await openDatabase({ databaseUrl: prepared.env.DATABASE_URL!, dataDir });
  try {
    const now = new Date();
    console.log('dashboard: generating 100 000 orders and 10 000 customers…');
    const seeding = performance.now();
    const size = await seedDashboardData(database.db, now, {
      orders: opts.orders ?? 100_000,
      customers: opts.customers ?? 10_000,
    });
    const seedSeconds = round((performance.now() - seeding) / 1000);
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: BENCH_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: prepared.env.DATABASE_URL,
    });
    const services = createServices({
      config,
      database,
      logger: createLogger('silent'),
      clock: manualClock(now),
    });
    const { dashboard } = services;
    const db = database.db;
    const today = dashboard.today();
    const dayBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000);
    const periods = [
      { name: 'default (12 weeks)', ...dashboardDefault(dashboard, today) },
      { name: 'longest (366 days)', from: dayBefore(365).toISOString().slice(0, 10), to: today },
    ];
    const results: DashboardResults['periods'] = [];
    for (const period of periods) {
      console.log(`dashboard: ${period.name}…`);
      const scope = dashboard.scope(period);
      const rows = [
        await timed('orders and revenue per week', opts.runs, () => figures.ordersByWeek(db, scope)),
        await timed('pay status split', opts.runs, () => figures.ordersByPayStatus(db, scope)),
        await timed('top services', opts.runs, () => figures.topServices(db, scope, 5)),
        await timed('new customers per week', opts.runs, () => figures.customersByWeek(db, scope)),
        await timed('subscribers', opts.runs, () => figures.subscriberCounts(db, scope)),
        await timed('requests by status', opts.runs, () => figures.requestsByStatus(db, scope)),
        await timed('overdue requests (queue rule)', opts.runs, () => dashboard.overdueRequests('fr')),
        await timed('whole dashboard, rollup not built (every day read live)', opts.runs, () =>
          dashboard.read(period, 'fr'),
        ),
      ];
      results.push({ ...period, rows });
    }
    // The daily rollup (ADR-0704, "Rollup"): built once by its job, then a minute's run, then the
    // figures read from it (each day with a pending change read live).
    const building = performance.now();
    await dashboard.refreshRollup();
    notes.push(
      `Rollup built from nothing (every day of the ${size.orders} orders) in ${round((performance.now() - building) / 1000)} s by one job run; 1-minute load average ${load()} then.`,
    );
    const idleRun = await timed('rollup job run, nothing pending', opts.runs, () =>
      dashboard.refreshRollup(),
    );
    for (const [index, period] of periods.entries()) {
      console.log(`dashboard: ${period.name}, from the rollup…`);
      const scope = dashboard.rollupScope(period);
      results[index]!.rows.push(
        await timed('rollup: orders and revenue per week', opts.runs, () =>
          rollup.rolledOrdersByWeek(db, scope),
        ),
        await timed('rollup: pay status split', opts.runs, () => rollup.rolledOrdersByPayStatus(db, scope)),
        await timed('rollup: top services', opts.runs, () => rollup.rolledTopServices(db, scope, 5)),
        await timed('whole dashboard (service read, rollup)', opts.runs, () => dashboard.read(period, 'fr')),
      );
    }
    results[0]!.rows.push(idleRun);
    // The load moves from one second to the next on this shared machine: the year's whole read as
    // before (the live queries of figures.ts side by side, as the service ran them) and with the
    // rollup, timed alternately, and each order figure's execution time in the server (EXPLAIN).
    const year = periods[1]!;
    const liveScope = dashboard.scope(year);
    const asBefore = () =>
      Promise.all([
        figures.ordersByWeek(db, liveScope),
        figures.ordersByPayStatus(db, liveScope),
        figures.topServices(db, liveScope, 5),
        figures.customersByWeek(db, liveScope),
        figures.subscriberCounts(db, liveScope),
        figures.requestsByStatus(db, liveScope),
        dashboard.overdueRequests('fr'),
        services.catalog.listServices('fr'),
      ]);
    const [before, after] = await timedAlternately(
      ['whole read over a year as before (live queries side by side), alternating', asBefore],
      [
        'whole read over a year with the rollup (service read), alternating',
        () => dashboard.read(year, 'fr'),
      ],
      opts.runs,
    );
    results[1]!.rows.push(before, after);
    const rolledYear = dashboard.rollupScope(year);
    for (const name of ['ordersByWeek', 'ordersByPayStatus', 'topServices'] as const) {
      const live = await serverMs(db, figures.figureQueries[name](liveScope, 5));
      const rolled = await serverMs(db, rollup.rollupQueries[name](rolledYear, 5));
      notes.push(
        `Over a year, ${name}: ${live} ms live, ${rolled} ms from the rollup (median server execution time of 9 EXPLAIN ANALYZE).`,
      );
    }
    notes.push(`1-minute load average ${load()} after the rollup's reads.`);
    const scope = dashboard.scope(periods[0]!);
    const plans: DashboardResults['plans'] = [];
    for (const [name, query] of Object.entries(figures.figureQueries)) {
      const explained = (await db.execute(
        sql`explain (analyze, costs off, timing off, summary off) ${query(scope, 5)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      const nodes = explained.rows
        .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan|Join|Aggregate|Sort|Limit|Nested Loop/.test(line))
        .map((line) => line.replace(/\s*\(actual.*$/, ''));
      plans.push({ name, nodes: nodes.join(' ← ') });
    }
    const rolledScope = dashboard.rollupScope(periods[1]!);
    for (const [name, query] of Object.entries(rollup.rollupQueries)) {
      const explained = (await db.execute(
        sql`explain (analyze, costs off, timing off, summary off) ${query(rolledScope, 5)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      const nodes = explained.rows
        .map((r) => r['QUERY PLAN'].trim().replace(/^->\s*/, ''))
        .filter((line) => /Scan|Join|Aggregate|Sort|Limit|Nested Loop|Append/.test(line))
        .map((line) => line.replace(/\s*\(actual.*$/, ''));
      plans.push({ name: `rollup ${name} (366 days)`, nodes: nodes.join(' ← ') });
    }
    await database.close();
    const firstRender = measureFirstRender(opts.buildDir, prepared.env.DATABASE_URL!, notes);
    const loadAtEnd = load();
    notes.push(`1-minute load average ${loadAtEnd} at the end of the run.`);
    return {
      load: `${loadAtStart} → ${loadAtEnd}`,
      date: new Date().toISOString(),
      database: 'PostgreSQL (a database of its own on DATABASE_URL’s server)',
      size,
      seedSeconds,
      runs: opts.runs,
      periods: results,
      plans,
      firstRender,
      notes,
    };
  } finally {
    await database.close().catch(() => {});
    await prepared.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function dashboardDefault(dashboard: { today(): string; weekStart: number }, today: string) {
  const start = Date.parse(`${today}T00:00:00Z`);
  const weekday = new Date(start).getUTCDay();
  const monday = start - ((weekday - dashboard.weekStart + 7) % 7) * 86_400_000;
  return { from: new Date(monday - 11 * 7 * 86_400_000).toISOString().slice(0, 10), to: today };
}

/** In a production child process (NODE_ENV=production, the built server): bench/first-render.ts. */
function measureFirstRender(buildDir: string, databaseUrl: string, notes: string[]) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/first-render.ts'], {
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: buildDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 300_000,
  });
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  try {
    return JSON.parse(line) as DashboardResults['firstRender'];
  } catch {
    notes.push(`First render after an edit not measured: ${child.stderr.slice(0, 300) || line}`);
    return undefined;
  }
}
