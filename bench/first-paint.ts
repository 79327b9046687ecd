import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { runLighthouse, type LcpPhases, type LighthouseScores } from './lighthouse';
import { load1, machine } from './machine';
import { row } from './markdown';
import { prepareDatabase } from './prepare';
import { startServer } from './server';

/** The pages issue 28 holds to an LCP of 1.2 s on a phone, each in French and in Arabic. */
export const FIRST_PAINT_PAGES = ['/', '/produits'];
const LANGUAGES = ['fr', 'ar'];

export interface FirstPaintRow {
  page: string;
  runs: number;
  failed: number;
  /** Medians over the runs that produced a report. */
  performance: number;
  lcpMs: number;
  phases: LcpPhases;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  /** Every run's LCP, in ms. */
  lcpRuns: number[];
  /** The 1-minute load average before and after this page's runs. */
  load: [number, number];
  /** Lighthouse's benchmark of the CPU, median over the runs (absent from older results). */
  benchmarkIndex?: number;
}

export interface FirstPaintResults {
  date: string;
  label: string;
  machine: ReturnType<typeof machine>;
  buildDir: string;
  rows: FirstPaintRow[];
  notes: string[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

/**
 * Lighthouse mobile, `runs` times per page and language, one run at a time on the built server
 * (embedded database, demo shop): the medians of LCP, its breakdown and the performance score.
 */
export async function firstPaintScenario(opts: {
  buildDir: string;
  port: number;
  runs: number;
  label: string;
}): Promise<FirstPaintResults> {
  const results: FirstPaintResults = {
    date: new Date().toISOString(),
    label: opts.label,
    machine: machine(),
    buildDir: opts.buildDir,
    rows: [],
    notes: [],
  };
  const prepared = await prepareDatabase({ notifications: 0, extraServices: 0 });
  const server = await startServer({ buildDir: opts.buildDir, port: opts.port, env: prepared.env });
  try {
    for (const path of FIRST_PAINT_PAGES) {
      for (const lang of LANGUAGES) {
        const page = `/${lang}${path === '/' ? '' : path}`;
        const url = server.url + page;
        await fetch(url); // the page store fills on the first request
        const before = load1(2);
        const runs: LighthouseScores[] = [];
        let failed = 0;
        // A run Lighthouse could not trace (NO_NAVSTART now and then with Debian's Chromium) is
        // tried again, up to as many extra runs as asked for.
        for (let i = 0; runs.length < opts.runs && i < opts.runs * 2; i++) {
          console.log('lighthouse mobile', page, `run ${i + 1} (${runs.length}/${opts.runs} done)`);
          const run = await runLighthouse(url, 'mobile').catch((error: unknown) => {
            results.notes.push(`${page} run ${i + 1} failed: ${String(error)}`);
            return null;
          });
          if (run) runs.push(run);
          else failed++;
        }
        if (runs.length === 0) continue;
        const of = (pick: (r: LighthouseScores) => number) => median(runs.map(pick));
        results.rows.push({
          page,
          runs: runs.length,
          failed,
          performance: of((r) => r.performance),
          lcpMs: of((r) => r.lcpMs),
          phases: {
            ttfb: of((r) => r.lcpPhases.ttfb),
            loadDelay: of((r) => r.lcpPhases.loadDelay),
            loadTime: of((r) => r.lcpPhases.loadTime),
            renderDelay: of((r) => r.lcpPhases.renderDelay),
          },
          tbtMs: of((r) => r.tbtMs),
          cls: Math.max(...runs.map((r) => r.cls)),
          lcpElement: [...new Set(runs.map((r) => r.lcpElement))].join(' / '),
          lcpRuns: runs.map((r) => r.lcpMs),
          load: [before, load1(2)],
          benchmarkIndex: of((r) => r.benchmarkIndex),
        });
      }
    }
  } finally {
    await server.stop();
    await prepared.cleanup();
  }
  return results;
}

const HEADING = '## First paint: Lighthouse mobile LCP';
/** The label of the first paint measured by a full run. */
export const FULL_RUN_LABEL = 'this run';

/** The table's columns, each once: its heading, its alignment and its cell. */
const COLUMNS: { name: string; numeric?: true; cell(p: FirstPaintRow): string | number }[] = [
  { name: 'Page', cell: (p) => p.page },
  { name: 'Perf', numeric: true, cell: (p) => p.performance },
  { name: 'LCP ms', numeric: true, cell: (p) => p.lcpMs },
  { name: 'TTFB', numeric: true, cell: (p) => p.phases.ttfb },
  { name: 'Load delay', numeric: true, cell: (p) => p.phases.loadDelay },
  { name: 'Load time', numeric: true, cell: (p) => p.phases.loadTime },
  { name: 'Render delay', numeric: true, cell: (p) => p.phases.renderDelay },
  {
    name: 'Render delay %',
    numeric: true,
    cell: (p) => `${Math.round((100 * p.phases.renderDelay) / Math.max(1, p.lcpMs))} %`,
  },
  { name: 'TBT ms', numeric: true, cell: (p) => p.tbtMs },
  { name: 'CLS', numeric: true, cell: (p) => p.cls },
  { name: 'LCP runs', cell: (p) => p.lcpRuns.join(' ') },
  { name: 'load avg (1 min)', cell: (p) => `${p.load[0]} → ${p.load[1]}` },
  { name: 'CPU index', numeric: true, cell: (p) => p.benchmarkIndex ?? '—' },
  { name: 'LCP element', cell: (p) => '`' + p.lcpElement + '`' },
];

/** One measured build (its label: before, after…) as a sub-section of the dated section. */
export function firstPaintSubsection(r: FirstPaintResults): string[] {
  return [
    `### ${r.label}`,
    '',
    `Measured ${r.date} by \`${r.label === FULL_RUN_LABEL ? '' : `BENCH_ONLY=paint BENCH_LABEL=${r.label} `}npm run bench\` on ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}; Lighthouse mobile ${r.rows[0]?.runs ?? 0} times per page, medians.`,
    '',
    "CPU index: Lighthouse's own benchmark of the machine at each run (higher is faster). Its mobile TBT is the main-thread work it observed, slowed four times, so the same page scores lower on a slower or busier machine: compare builds measured on one machine.",
    '',
    row(COLUMNS.map((c) => c.name)),
    row(COLUMNS.map((c) => (c.numeric ? '---:' : '---'))),
    ...r.rows.map((p) => row(COLUMNS.map((c) => c.cell(p)))),
    '',
    ...r.notes.map((n) => `- ${n}`),
    ...(r.notes.length ? [''] : []),
  ];
}

/** The dated section with one measured build, as a full run writes it. */
export const firstPaintSection = (r: FirstPaintResults) => [
  `${HEADING} (${r.date.slice(0, 10)})`,
  '',
  ...firstPaintSubsection(r),
];

/**
 * docs/performance.md with this label's sub-section of the first-paint section replaced (or added
 * at its end; the section is added before the bytes section), everything else kept.
 */
export function writeFirstPaintSection(r: FirstPaintResults, file = 'docs/performance.md') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : ['# Performance', ''];
  let start = lines.findIndex((l) => l.startsWith(HEADING));
  if (start < 0) {
    const bytes = lines.findIndex((l) => l.startsWith('## Bytes on first load'));
    start = bytes < 0 ? lines.length : bytes;
    lines.splice(start, 0, `${HEADING} (${r.date.slice(0, 10)})`, '');
  }
  const next = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const end = next < 0 ? lines.length : next;
  const own = lines.findIndex((l, i) => i > start && i < end && l === `### ${r.label}`);
  if (own >= 0) {
    const after = lines.findIndex((l, i) => i > own && i < end && l.startsWith('### '));
    lines.splice(own, (after < 0 ? end : after) - own, ...firstPaintSubsection(r));
  } else lines.splice(end, 0, ...firstPaintSubsection(r));
  writeFileSync(file, lines.join('\n'));
}
