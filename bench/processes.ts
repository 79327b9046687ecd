import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { measure, type LoadResult } from './load';
import { load1, machine } from './machine';
import { row } from './markdown';
import { discoverPages } from './pages';
import { prepareDatabase } from './prepare';
import { benchSessionCookie } from './scenarios';
import { startServer } from './server';

/** The layouts compared in one run (ADR-0015, ADR-0017), on the same database and machine. */
const LAYOUTS = [
  { name: 'one process', env: { WEB_CONCURRENCY: undefined, ROLE: 'all' } },
  { name: 'WEB_CONCURRENCY=2', env: { WEB_CONCURRENCY: '2', ROLE: 'all' } },
] as const;
/** Requests before each measurement: every web process builds its caches and JIT-compiles first. */
const WARM_UP = 20;

export interface ProcessesRow extends LoadResult {
  layout: string;
  page: string;
  /** X-Page-Cache of a response just before the measurement ('—' when none was sent). */
  pageCache: string;
  /** The machine's 1-minute load average when the row began (others' work shows here). */
  loadAverage: number;
}

export interface ProcessesResults {
  date: string;
  machine: ReturnType<typeof machine>;
  connections: number;
  seconds: number;
  path: string;
  rows: ProcessesRow[];
  /** req/s with WEB_CONCURRENCY=2 over req/s with one process, per page. */
  ratios: { page: string; ratio: number }[];
  notes: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * One process against `WEB_CONCURRENCY=2` (a primary forking two web processes on one port, plus
 * the job process) on a fresh database of a PostgreSQL server — the embedded database is one
 * process only. Each layout in turn on the same database: a service page as an anonymous visitor
 * (the stored-page cache answers) and as the logged-in bench user (rendered every time).
 */
export async function processesScenario(opts: {
  serverUrl: string;
  buildDir: string;
  seconds: number;
  connections: number;
}): Promise<ProcessesResults> {
  const results: ProcessesResults = {
    date: new Date().toISOString(),
    machine: machine(),
    connections: opts.connections,
    seconds: opts.seconds,
    path: '',
    rows: [],
    ratios: [],
    notes: [],
  };
  const prepared = await prepareDatabase({ notifications: 20, extraServices: 0, serverUrl: opts.serverUrl });
  try {
    for (const layout of LAYOUTS) {
      const server = await startServer({
        buildDir: opts.buildDir,
        port: await freePort(),
        env: { ...prepared.env, ...layout.env },
      });
      try {
        if (!results.path) {
          const service = (await discoverPages(server.url)).service;
          if (!service) throw new Error('no service page found to measure');
          results.path = `/fr${service}`;
        }
        const session = await benchSessionCookie(server.url);
        if (!session) throw new Error(`could not log the bench user in (${layout.name})`);
        const pages: [string, Record<string, string>][] = [
          ['cached public page', {}],
          ['logged-in page', { Cookie: session }],
        ];
        for (const [page, headers] of pages) {
          const url = server.url + results.path;
          let pageCache = '—';
          for (let i = 0; i < WARM_UP; i++) {
            const res = await fetch(url, { headers });
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${url} (${page}) answered ${res.status}`);
            pageCache = res.headers.get('x-page-cache') ?? '—';
          }
          console.log(
            `processes: ${layout.name}, ${page}, ${opts.connections} connections, ${opts.seconds} s…`,
          );
          const loadAverage = load1();
          const measured = await measure({
            url,
            connections: opts.connections,
            seconds: opts.seconds,
            headers,
          });
          results.rows.push({ layout: layout.name, page, pageCache, loadAverage, ...measured });
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    await prepared.cleanup();
  }
  for (const page of new Set(results.rows.map((r) => r.page))) {
    const [one, two] = LAYOUTS.map((layout) =>
      results.rows.find((r) => r.page === page && r.layout === layout.name)!,
    );
    results.ratios.push({
      page,
      ratio: Number((two!.requestsPerSecond / Math.max(1, one!.requestsPerSecond)).toFixed(2)),
    });
  }
  if (results.rows.some((r) => r.non2xx || r.errors))
    results.notes.push('Some answers were not 2xx or failed: see the table.');
  return results;
}

const HEADING = '## One process vs WEB_CONCURRENCY=2';

/** The section of docs/performance.md, dated in its heading. */
export function processesSection(p: ProcessesResults): string[] {
  return [
    `${HEADING} (${p.date.slice(0, 10)})`,
    '',
    `Measured ${p.date} by \`BENCH_ONLY=processes npm run bench\` on ${p.machine.cores} cores (${p.machine.cpu}), Node ${p.machine.node}, on a fresh database of the local PostgreSQL.`,
    `The same built server started twice on the same database, one layout after the other: one process`,
    '(`ROLE=all`, serving and running jobs), then `WEB_CONCURRENCY=2` (a primary forking two web processes',
    'on one port, round robin, and one job process). Page: `' +
      p.path +
      '`, as an anonymous visitor (answered',
    'from the stored-page cache) and as the logged-in bench user (rendered every time). autocannon,',
    `${p.connections} connections, ${p.seconds} s per row, from the bench's own process on the same machine`,
    '(so the load generator takes a share of the two cores too).',
    '',
    row([
      'Layout',
      'Page',
      'Page cache',
      'load avg (1 min)',
      'req/s',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'errors',
    ]),
    row(['---', '---', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...p.rows.map((r) =>
      row([
        r.layout,
        r.page,
        r.pageCache,
        r.loadAverage,
        r.requestsPerSecond,
        r.p50,
        r.p99,
        r.non2xx,
        r.errors,
      ]),
    ),
    '',
    'req/s with `WEB_CONCURRENCY=2` over req/s with one process: ' +
      p.ratios.map((r) => `${r.page} **${r.ratio.toFixed(2)}×**`).join(', ') +
      '.',
    '',
    ...p.notes.map((n) => `- ${n}`),
    ...(p.notes.length ? [''] : []),
  ];
}

/** Replaces (or adds, before the bytes) this section of docs/performance.md, the rest kept. */
export function writeProcessesSection(p: ProcessesResults, file = 'docs/performance.md') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : ['# Performance', ''];
  const start = lines.findIndex((l) => l.startsWith(HEADING));
  if (start >= 0) {
    const after = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    lines.splice(start, (after < 0 ? lines.length : after) - start, ...processesSection(p));
  } else {
    const bytes = lines.findIndex((l) => l.startsWith('## Bytes on first load'));
    lines.splice(bytes < 0 ? lines.length : bytes, 0, ...processesSection(p));
  }
  writeFileSync(file, lines.join('\n'));
}
