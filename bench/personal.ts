// The blog post against a static file, and the catalogue at 10 k products anonymous and logged in
// (a customer with 66 k notifications): latency at 1 and 10 connections and the server's CPU per
// request (issue 28). Part of the full run; BENCH_ONLY=personal runs it alone and prints it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { latencyPercentiles } from './latency';
import { cpuMs } from './machine';
import { measure } from './load';
import { row } from './markdown';
import { discoverPages } from './pages';
import { prepareDatabase } from './prepare';
import { benchSessionCookie } from './scenarios';
import { startServer } from './server';
import { measureStaticFile } from './static-file';

export interface PersonalRow {
  what: string;
  /** The static file and the blog post, under autocannon (50 connections). */
  rps?: number;
  vsStatic?: number;
  non2xx?: number;
  /** The catalogue list, anonymous or logged in, at 1 or 10 connections. */
  visitor?: 'anonymous' | 'logged in';
  connections?: number;
  p50?: number;
  p95?: number;
  cpuMsPerRequest?: number;
  pageCache?: string;
  showsName?: boolean;
  failures?: number;
}

export interface PersonalResults {
  date: string;
  loadBefore: string;
  loadAfter: string;
  rows: PersonalRow[];
}

export async function personalScenario(opts: {
  buildDir: string;
  port: number;
  seconds: number;
}): Promise<PersonalResults> {
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadBefore = load();
  console.log('personal: 10 000 services and 66 000 notifications…');
  const db = await prepareDatabase({ notifications: 66_000, extraServices: 10_000 });
  const server = await startServer({ buildDir: opts.buildDir, port: opts.port, env: db.env });
  const pid = server.process.pid!;
  const rows: PersonalRow[] = [];
  try {
    const { blogPost } = await discoverPages(server.url);
    const bytes = (await (await fetch(`${server.url}/fr`)).arrayBuffer()).byteLength;
    const staticLoad = await measureStaticFile({
      serverUrl: server.url,
      buildDir: opts.buildDir,
      bytes,
      connections: 50,
      seconds: opts.seconds,
    });
    rows.push({ what: 'static file', rps: staticLoad.requestsPerSecond, vsStatic: 1 });
    for (const lang of ['fr', 'ar']) {
      const url = `${server.url}/${lang}${blogPost}`;
      await fetch(url).then((r) => r.arrayBuffer());
      const r = await measure({ url, connections: 50, seconds: opts.seconds });
      rows.push({
        what: `blog post ${lang}`,
        rps: r.requestsPerSecond,
        vsStatic: r.requestsPerSecond / Math.max(1, staticLoad.requestsPerSecond),
        non2xx: r.non2xx,
      });
    }
    const session = await benchSessionCookie(server.url);
    if (!session) throw new Error('the bench user could not log in');
    for (const [visitor, init] of [
      ['anonymous', {}],
      ['logged in', { headers: { Cookie: session } }],
    ] as const) {
      for (const connections of [1, 10]) {
        const url = `${server.url}/fr/produits`;
        await latencyPercentiles(url, 1, 5, init);
        const count = connections === 1 ? 100 : 300;
        const before = cpuMs(pid);
        const r = await latencyPercentiles(url, connections, count, init);
        const cpu = (cpuMs(pid) - before) / count;
        const last = await fetch(url, init);
        const html = await last.text();
        rows.push({
          what: '/fr/produits',
          visitor,
          connections,
          p50: r.p50,
          p95: r.p95,
          cpuMsPerRequest: Number(cpu.toFixed(1)),
          pageCache: last.headers.get('x-page-cache') ?? '—',
          showsName: html.includes('Bench'),
          failures: r.failures,
        });
      }
    }
  } finally {
    await server.stop();
    await db.cleanup();
  }
  const result = { date: new Date().toISOString(), loadBefore, loadAfter: load(), rows };
  writeFileSync(join(opts.buildDir, 'results-personal.json'), JSON.stringify(result, null, 2) + '\n');
  return result;
}

export const PERSONAL_HEADING = '## Blog post and logged-in pages (10 000 services, 66 000 notifications)';

export function personalSection(r: PersonalResults): string[] {
  const served = r.rows.filter((x) => x.rps !== undefined);
  const pages = r.rows.filter((x) => x.visitor);
  return [
    PERSONAL_HEADING,
    '',
    `Measured ${r.date}; 1-minute load averages (1, 5, 15 min) ${r.loadBefore} before, ${r.loadAfter} after.`,
    'One embedded-database server with the demo shop, 10 000 generated services and a customer with',
    '66 000 notifications (two thirds unread). The blog post and a static file the size of the home',
    'page under autocannon (50 connections); `/fr/produits` anonymous and logged in as that customer,',
    "at 1 and 10 connections (100 and 300 requests), with the server process's CPU per request",
    '(`/proc`, user + system; the embedded database runs in that process, so its queries count too).',
    '',
    row(['Request', 'req/s', 'vs static file', 'non-2xx']),
    row(['---', '---:', '---:', '---:']),
    ...served.map((x) => row([x.what, x.rps!, `${Math.round(x.vsStatic! * 100)} %`, x.non2xx ?? 0])),
    '',
    row([
      'Page',
      'Visitor',
      'connections',
      'p50 ms',
      'p95 ms',
      'CPU ms / request',
      'page cache',
      'shows the name',
      'failures',
    ]),
    row(['---', '---', '---:', '---:', '---:', '---:', '---', '---', '---:']),
    ...pages.map((x) =>
      row([
        x.what,
        x.visitor!,
        x.connections!,
        x.p50!,
        x.p95!,
        x.cpuMsPerRequest!,
        x.pageCache!,
        x.showsName ? 'yes' : 'no',
        x.failures!,
      ]),
    ),
    '',
  ];
}
