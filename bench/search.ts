// BENCH_ONLY=search (issue 28): the public search at 10 000 generated services, alone. For each
// language and query shape it prints the query's EXPLAIN ANALYZE, then measures the search page's
// p50/p95 at 1 and 10 connections; its dated section of docs/performance.md is replaced, the rest
// kept. BENCH_SEARCH_BASELINE=<an earlier results-search.json> adds that run's p95, the ratio and the CPU per
// new page; BENCH_SEARCH_BASELINE_LABEL names what it measured (a commit, say).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load1, postgresCpuSince, serverCpuMs } from './machine';
import type { Locale } from '../common/i18n/languages';
import { openDatabase } from '../server/db/connection';
import { explainSearchPage } from '../server/modules/search/explain';
import { createSearchService, SEARCH_PER_PAGE } from '../server/modules/search/service';
import { systemClock } from '../server/platform/clock';
import { latencyPercentiles } from './latency';
import { row } from './markdown';
import { prepareDatabase } from './prepare';
import { startServer } from './server';

const SERVICES = 10_000;
const SECTION = '## Search at 10 000 services';
export const SEARCH_P95_TARGET_MS = 150;
/** Requests measured at 1 and at 10 connections, after 5 warm-up requests. */
const REQUESTS = [20, 100] as const;
/**
 * Result pages not asked before, at 10 connections: the first ones warm the render path up (the
 * warm-up above asked one page, then the store answered), the rest are measured. Pages 2 to 100,
 * the last the search shows.
 */
const NEW_URL_WARM_UP = 10;
const NEW_URL_REQUESTS = 89;

/**
 * Words the generated services carry in every language (bench/prepare.ts), by query shape. Every
 * shape is EXPLAINed; the `timed` ones (each language, and a misspelt word) are also measured
 * over HTTP — all of them would take too long on a loaded machine.
 */
const SHAPES: { locale: Locale; shape: 'exact word' | 'prefix' | 'misspelt'; q: string; timed?: true }[] = [
  { locale: 'fr', shape: 'exact word', q: 'carton', timed: true },
  { locale: 'fr', shape: 'prefix', q: 'carto' },
  { locale: 'fr', shape: 'misspelt', q: 'stokage', timed: true },
  { locale: 'en', shape: 'exact word', q: 'archive', timed: true },
  { locale: 'en', shape: 'prefix', q: 'archi' },
  { locale: 'en', shape: 'misspelt', q: 'archve' },
  { locale: 'ar', shape: 'exact word', q: 'تخزين', timed: true },
  { locale: 'ar', shape: 'prefix', q: 'تخز' },
  { locale: 'ar', shape: 'misspelt', q: 'تحزين' },
];

export interface SearchRow {
  locale: Locale;
  shape: string;
  q: string;
  total: number;
  connections: number;
  /**
   * Every request a URL not asked before (result pages 2, 3, 4…): the query runs each time, where
   * the same URL again may come from the page store.
   */
  newUrls?: boolean;
  p50: number;
  p95: number;
  failures: number;
  /** newUrls rows: the CPU of all the server's processes (database included when embedded) per page. */
  cpuMsPerRequest?: number;
  /** newUrls rows on a PostgreSQL server on this machine: its processes' CPU per page. */
  postgresCpuMsPerRequest?: number;
}

export interface SearchResults {
  date: string;
  database: string;
  loadAverage: { start: number; end: number };
  rows: SearchRow[];
  plans: { locale: Locale; shape: string; q: string; plan: string }[];
  baseline?: SearchResults;
  /** What a baseline measured (BENCH_SEARCH_BASELINE_LABEL), e.g. a commit. */
  label?: string;
}

/**
 * On the embedded database by default; `serverUrl` runs it on a new database of that PostgreSQL
 * server, with `webConcurrency` web processes (the production layout, ADR-0015).
 */
export async function searchScenario(opts: {
  buildDir: string;
  port: number;
  serverUrl?: string;
  webConcurrency?: string;
}): Promise<SearchResults> {
  const start = load1();
  console.log(`search: generating ${SERVICES} services…`);
  const prepared = await prepareDatabase({
    notifications: 0,
    extraServices: SERVICES,
    serverUrl: opts.serverUrl ?? null,
  });
  try {
    const plans = await explainEach(prepared.env);
    const layout = opts.webConcurrency ? { WEB_CONCURRENCY: opts.webConcurrency } : {};
    const server = await startServer({
      buildDir: opts.buildDir,
      port: opts.port,
      env: { ...prepared.env, ...layout },
    });
    const rows: SearchRow[] = [];
    try {
      for (const { locale, shape, q } of SHAPES.filter((s) => s.timed)) {
        const url = `${server.url}/${locale}/search-result?q=${encodeURIComponent(q)}`;
        const total = plans.find((p) => p.q === q)!.total;
        for (const connections of [1, 10]) {
          console.log('search', locale, shape, q, `${connections} connection(s)`);
          await latencyPercentiles(url, 1, 5);
          const r = await latencyPercentiles(url, connections, connections === 1 ? REQUESTS[0] : REQUESTS[1]);
          rows.push({ locale, shape, q, total, connections, ...r });
        }
        console.log('search', locale, shape, q, '10 connections, a new result page each request');
        await latencyPercentiles((i) => `${url}&page=${2 + i}`, 10, NEW_URL_WARM_UP);
        const firstMeasured = 2 + NEW_URL_WARM_UP;
        const postgresCpu = postgresCpuSince(opts.serverUrl);
        const { result: fresh, cpuMs } = await serverCpuMs(server.process.pid!, () =>
          latencyPercentiles((i) => `${url}&page=${firstMeasured + i}`, 10, NEW_URL_REQUESTS),
        );
        const postgresMs = postgresCpu();
        const perPage = (ms: number) => Number((ms / NEW_URL_REQUESTS).toFixed(1));
        rows.push({
          locale,
          shape,
          q,
          total,
          connections: 10,
          newUrls: true,
          ...fresh,
          cpuMsPerRequest: perPage(cpuMs),
          ...(postgresMs === null ? {} : { postgresCpuMsPerRequest: perPage(postgresMs) }),
        });
      }
    } finally {
      await server.stop();
    }
    return {
      date: new Date().toISOString(),
      database: prepared.env.DATABASE_URL
        ? `PostgreSQL${opts.webConcurrency ? ` (WEB_CONCURRENCY=${opts.webConcurrency})` : ''}`
        : 'embedded PGlite',
      loadAverage: { start, end: load1() },
      rows,
      plans: plans.map(({ locale, shape, q, plan }) => ({ locale, shape, q, plan })),
    };
  } finally {
    await prepared.cleanup();
  }
}

/** EXPLAIN ANALYZE of the first page of each shape: the plan the search function runs. */
async function explainEach(env: Record<string, string | undefined>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  try {
    const out = [];
    const search = createSearchService(database.db, systemClock);
    for (const { locale, shape, q } of SHAPES) {
      const { total } = await search.search(locale, q);
      const explained = await explainSearchPage(database.db, {
        locale,
        q,
        limit: SEARCH_PER_PAGE,
        offset: 0,
        now: new Date(),
      });
      const plan = explained.join('\n');
      console.log(`\nEXPLAIN ANALYZE — ${locale}, ${shape} ("${q}"), ${total} matches\n${plan}`);
      out.push({ locale, shape, q, plan, total });
    }
    return out;
  } finally {
    await database.close();
  }
}

const POSTGRES_SECTION = '## Search on PostgreSQL at 10 000 services';
const sectionHeading = (r: SearchResults) => (r.database === 'embedded PGlite' ? SECTION : POSTGRES_SECTION);

export function searchSection(r: SearchResults): string[] {
  const before = (x: SearchRow) =>
    r.baseline?.rows.find((b) => b.q === x.q && b.connections === x.connections && !b.newUrls === !x.newUrls);
  const lines = [
    `${sectionHeading(r)} (${r.date.slice(0, 10)})`,
    '',
    `Measured ${r.date} on ${r.database}, the search page alone (nothing else of the bench running at the same time), ${SERVICES} generated services in fr, en and ar (bench/prepare.ts). Each row: 5 warm-up requests, then ${REQUESTS[0]} requests at 1 connection or ${REQUESTS[1]} at 10, of the first result page (which the page store may answer after the first time); the rows with “a new one each time” ask result pages at 10 connections, each once, so the query runs for each: ${NEW_URL_WARM_UP} to warm the render up (pages 2 to ${NEW_URL_WARM_UP + 1}), then ${NEW_URL_REQUESTS} measured (pages ${NEW_URL_WARM_UP + 2} to ${NEW_URL_WARM_UP + NEW_URL_REQUESTS + 1}), with the CPU all the server’s processes spent per page (the embedded database is in the process) and, on a PostgreSQL server on this machine, its processes’ own. Target: p95 ≤ ${SEARCH_P95_TARGET_MS} ms at 10 connections. 1-minute load average ${r.loadAverage.start} at the start, ${r.loadAverage.end} at the end (2 cores, shared).`,
  ];
  if (r.baseline)
    lines.push(
      '',
      `Before: the same scenario on ${r.baseline.label ?? 'an earlier build'}, ${r.baseline.date} (load average ${r.baseline.loadAverage.start} → ${r.baseline.loadAverage.end}); ratio = after ÷ before.`,
    );
  lines.push(
    '',
    row([
      'Language',
      'Shape',
      'Query',
      'Matches',
      'connections',
      'URL',
      'p50 ms',
      'p95 ms',
      'server CPU ms a page',
      'PostgreSQL CPU ms a page',
      ...(r.baseline ? ['p95 before', 'ratio', 'CPU before'] : []),
      `p95 ≤ ${SEARCH_P95_TARGET_MS} ms`,
    ]),
    row([
      '---',
      '---',
      '---',
      '---:',
      '---:',
      '---',
      '---:',
      '---:',
      '---:',
      '---:',
      ...(r.baseline ? ['---:', '---:', '---:'] : []),
      '---',
    ]),
    ...r.rows.map((x) => {
      const b = before(x);
      return row([
        x.locale,
        x.shape,
        x.q,
        x.total,
        x.connections,
        x.newUrls ? 'a new one each time' : 'the same',
        x.p50,
        x.p95,
        x.cpuMsPerRequest ?? '',
        x.postgresCpuMsPerRequest ?? '',
        ...(r.baseline
          ? [
              b?.p95 ?? '—',
              b ? (x.p95 / b.p95).toFixed(2) : '—',
              x.newUrls ? (b?.cpuMsPerRequest ?? '—') : '',
            ]
          : []),
        x.connections === 1 ? '' : x.p95 <= SEARCH_P95_TARGET_MS ? 'yes' : '**no**',
      ]);
    }),
    '',
    'Plans (EXPLAIN ANALYZE of the first page: the generic plan the search function keeps, under its own settings):',
    '',
  );
  for (const p of r.plans)
    lines.push(
      `<details><summary>${p.locale}, ${p.shape} ("${p.q}")</summary>`,
      '',
      '```',
      p.plan,
      '```',
      '',
      '</details>',
      '',
    );
  return lines;
}

/** Replaces (or adds, before the bytes) the run's search section of docs/performance.md, the rest kept. */
export function writeSearchSection(r: SearchResults, file = 'docs/performance.md') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : ['# Performance', ''];
  const start = lines.findIndex((l) => l.startsWith(sectionHeading(r)));
  if (start >= 0) {
    const after = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    lines.splice(start, (after < 0 ? lines.length : after) - start, ...searchSection(r));
  } else {
    const bytes = lines.findIndex((l) => l.startsWith('## Bytes on first load'));
    lines.splice(bytes < 0 ? lines.length : bytes, 0, ...searchSection(r));
  }
  writeFileSync(file, lines.join('\n'));
}

/** The run BENCH_SEARCH_BASELINE names, if any. */
export function searchBaseline(): SearchResults | undefined {
  const file = process.env.BENCH_SEARCH_BASELINE;
  if (!file) return undefined;
  const baseline = JSON.parse(readFileSync(file, 'utf8')) as SearchResults;
  return { ...baseline, label: process.env.BENCH_SEARCH_BASELINE_LABEL ?? baseline.label };
}

export const searchResultsFile = (buildDir: string, onPostgres = false) =>
  join(buildDir, onPostgres ? 'results-search-postgres.json' : 'results-search.json');
