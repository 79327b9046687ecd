// The figures issue 28 set goals for, read off one full `npm run bench`: each beside the issue's own
// measurement when it was filed ("before"), an earlier full run's when BENCH_BASELINE names its
// results.json, the goal, and the 1-minute load average while that figure was measured.
import { readFileSync } from 'node:fs';
import { row } from './markdown';
import type { BenchResults } from './results';

export interface Issue28Figure {
  figure: string;
  /** As issue 28 measured it when it was filed. */
  filed: string;
  measured: string;
  goal: string;
  met: boolean | null;
  /** The 1-minute load average while it was measured ('—' where load does not move it). */
  load: string;
}

const LCP_GOAL_MS = 1200;
const PERF_GOAL = 98;
export const JS_GOAL_KB = 125;
const BLOG_GOAL = 0.5;
const LOGGED_IN_CPU_GOAL_MS = 8;
const P95_GOAL_MS = 100;
const SEARCH_GOAL_MS = 150;
const CHECKOUT_GOAL_PER_S = 100;
const CHECKOUT_P95_GOAL_MS = 150;
const CHECKOUT_STATEMENTS_GOAL = 12;
const DASHBOARD_GOAL_MS = 100;
export const DASHBOARD_YEAR_ROW = 'whole dashboard (service read, rollup)';

const all = (...checks: boolean[]) => checks.every(Boolean);

/** A figure measured in `unit` whose goal is at most `goal`. */
const atMost = (
  figure: string,
  filed: string,
  value: number,
  goal: number,
  unit: string,
  load: string,
): Issue28Figure => ({
  figure,
  filed,
  measured: `${value} ${unit}`,
  goal: `≤ ${goal} ${unit}`,
  met: value <= goal,
  load,
});

export function issue28Figures(r: BenchResults): Issue28Figure[] {
  const figures: Issue28Figure[] = [];
  for (const p of r.paint?.rows ?? [])
    figures.push({
      figure: `Lighthouse mobile LCP, \`${p.page}\``,
      filed: '2.3–2.6 s, perf 73–97',
      measured: `${(p.lcpMs / 1000).toFixed(2)} s, perf ${p.performance}`,
      goal: `≤ ${LCP_GOAL_MS / 1000} s, perf ≥ ${PERF_GOAL}`,
      met: all(p.lcpMs <= LCP_GOAL_MS, p.performance >= PERF_GOAL),
      load: `${p.load[0]} → ${p.load[1]}`,
    });
  const home = r.bytes.homeFirstLoadJs;
  if (home !== undefined) {
    const kb = home / 1024;
    figures.push({
      figure: 'First-load JS of `/` (gzip, before it is interactive)',
      filed: '146 KB',
      measured: `${kb.toFixed(1)} KB`,
      goal: `≤ ${JS_GOAL_KB} KB`,
      met: kb <= JS_GOAL_KB,
      load: '—',
    });
  }
  for (const p of r.rendering.pages.filter((x) => x.path.startsWith('/blog/')))
    figures.push({
      figure: `Blog post vs static file, req/s (\`/${p.lang}${p.path}\`)`,
      filed: '2–9 %',
      measured: `${Math.round(p.ratioToStatic * 100)} %`,
      goal: `≥ ${BLOG_GOAL * 100} %`,
      met: p.ratioToStatic >= BLOG_GOAL,
      load: r.rendering.load ? `${r.rendering.load[0]} → ${r.rendering.load[1]}` : '—',
    });
  const loggedIn = r.personal?.rows.find((x) => x.visitor === 'logged in' && x.connections === 10);
  if (loggedIn && r.personal) {
    const load = `${r.personal.loadBefore.split(' ')[0]} → ${r.personal.loadAfter.split(' ')[0]}`;
    figures.push(
      atMost(
        'Logged-in catalogue page, server CPU per request (10 k products)',
        '66–88 ms',
        loggedIn.cpuMsPerRequest!,
        LOGGED_IN_CPU_GOAL_MS,
        'ms',
        load,
      ),
      atMost(
        'Logged-in catalogue page, p95 @10 connections',
        '333 ms (the scale table)',
        loggedIn.p95!,
        P95_GOAL_MS,
        'ms',
        load,
      ),
    );
  }
  for (const search of [r.search, r.searchPostgres])
    for (const s of search?.rows.filter((x) => x.connections === 10) ?? [])
      figures.push(
        atMost(
          `Search at 10 k products, p95 @10 (${s.locale}, ${s.shape} "${s.q}"${s.newUrls ? ', a new result page each request' : ''}; ${search!.database})`,
          search!.database === 'embedded PGlite' ? '433–819 ms' : '—',
          s.p95,
          SEARCH_GOAL_MS,
          'ms',
          `${search!.loadAverage.start} → ${search!.loadAverage.end}`,
        ),
      );
  for (const c of r.checkout?.rows.filter((x) => x.connections === 10) ?? []) {
    const postgres = c.database === 'PostgreSQL';
    figures.push({
      figure: `Checkout on ${c.database} @10 connections`,
      filed: postgres ? '3.9–5.7 checkouts/s, p95 4–7 s, 39 statements' : '4 checkouts/s',
      measured: `${c.checkoutsPerSecond} checkouts/s, p95 ${c.p95} ms, ${c.statementsPerCheckout} statements`,
      goal: postgres
        ? `≥ ${CHECKOUT_GOAL_PER_S}/s, p95 ≤ ${CHECKOUT_P95_GOAL_MS} ms, ≤ ${CHECKOUT_STATEMENTS_GOAL} statements`
        : `≤ ${CHECKOUT_STATEMENTS_GOAL} statements (the goal's rate is PostgreSQL's)`,
      met: postgres
        ? all(
            c.checkoutsPerSecond >= CHECKOUT_GOAL_PER_S,
            c.p95 <= CHECKOUT_P95_GOAL_MS,
            c.statementsPerCheckout <= CHECKOUT_STATEMENTS_GOAL,
          )
        : c.statementsPerCheckout <= CHECKOUT_STATEMENTS_GOAL,
      load: String(r.checkout!.loadAverage),
    });
  }
  const year = r.dashboard?.periods.find((p) => p.name.startsWith('longest'));
  const whole = year?.rows.find((x) => x.name === DASHBOARD_YEAR_ROW);
  if (whole)
    figures.push(
      atMost(
        'Dashboard, whole read over a year at 100 k orders, p95',
        '148 ms',
        whole.p95,
        DASHBOARD_GOAL_MS,
        'ms',
        r.dashboard!.load ?? '—',
      ),
    );
  return figures;
}

/** The run BENCH_BASELINE names (an earlier full run's bench/results.json), if any. */
export function benchBaseline(): BenchResults | undefined {
  const file = process.env.BENCH_BASELINE;
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as BenchResults) : undefined;
}

export function issue28Section(r: BenchResults, baseline?: BenchResults): string[] {
  const earlier = baseline ? issue28Figures(baseline) : [];
  const figures = issue28Figures(r);
  const met = figures.filter((f) => f.met).length;
  return [
    "## Issue 28's figures",
    '',
    `${met} of ${figures.length} figures meet their goal in this run. "Filed" is what issue 28 measured when it was`,
    'filed (ranges over its runs); the sections below hold each figure with its method.',
    ...(baseline ? ['', `"Earlier run" is the full run of ${baseline.date} (BENCH_BASELINE).`] : []),
    '',
    row([
      'Figure',
      'Filed',
      ...(baseline ? ['Earlier run'] : []),
      'This run',
      'Goal',
      'Met',
      'load avg (1 min)',
    ]),
    row(['---', '---', ...(baseline ? ['---'] : []), '---', '---', '---', '---']),
    ...figures.map((f) =>
      row([
        f.figure,
        f.filed,
        ...(baseline ? [earlier.find((e) => e.figure === f.figure)?.measured ?? '—'] : []),
        f.measured,
        f.goal,
        f.met ? 'yes' : '**no**',
        f.load,
      ]),
    ),
    '',
  ];
}
