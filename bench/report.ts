import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { CheckoutResults } from './checkout';
import { dashboardSection } from './dashboard-report';
import { firstPaintSection } from './first-paint';
import { benchBaseline, issue28Section } from './issue-28';
import { row } from './markdown';
import { personalSection } from './personal';
import { processesSection } from './processes';
import type { BenchResults } from './results';
import { searchSection } from './search';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** bench/results.json for machines, docs/performance.md for people. */
export function writeReport(results: BenchResults) {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  const lines: string[] = [
    '# Performance',
    '',
    `Measured ${results.date} by \`npm run bench\` on ${results.machine.cores} cores (${results.machine.cpu}), Node ${results.machine.node}, ${results.database}.`,
    'Figures from one run on a shared machine: compare ratios within a run, not absolute numbers across runs.',
    'Earlier measurements, each section with its own date and method, are kept in `docs/performance-history.md`.',
    '',
    ...issue28Section(results, benchBaseline()),
    '## Server rendering (autocannon, ' +
      results.rendering.connections +
      ' connections, ' +
      results.rendering.seconds +
      ' s each)',
    '',
    row(['Page', 'Lang', 'req/s', 'p50 ms', 'p99 ms', 'vs static file', 'non-2xx']),
    row(['---', '---', '---:', '---:', '---:', '---:', '---:']),
    ...results.rendering.pages.map((p) =>
      row([
        p.path,
        p.lang,
        p.requestsPerSecond,
        p.p50,
        p.p99,
        `${Math.round(p.ratioToStatic * 100)} %`,
        p.non2xx,
      ]),
    ),
    row([
      'static file',
      '—',
      results.rendering.static.requestsPerSecond,
      results.rendering.static.p50,
      results.rendering.static.p99,
      '100 %',
      results.rendering.static.non2xx,
    ]),
    '',
    ...(results.rendering.load
      ? [
          `1-minute load average ${results.rendering.load[0]} before the pages, ${results.rendering.load[1]} after.`,
          '',
        ]
      : []),
  ];
  if (results.api.length) {
    lines.push(
      '## API (' + results.rendering.connections + ' connections)',
      '',
      row(['Endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx']),
      row(['---', '---:', '---:', '---:', '---:']),
    );
    for (const a of results.api) lines.push(row([a.name, a.requestsPerSecond, a.p50, a.p99, a.non2xx]));
    lines.push('');
  }
  if (results.checkout) lines.push(...checkoutSection(results.checkout));
  if (results.dashboard) lines.push(...dashboardSection(results.dashboard));
  if (results.processes) lines.push(...processesSection(results.processes));
  if (results.personal) lines.push(...personalSection(results.personal));
  if (results.search) lines.push(...searchSection(results.search));
  if (results.searchPostgres) lines.push(...searchSection(results.searchPostgres));
  if (results.paint) lines.push(...firstPaintSection(results.paint));
  lines.push(
    '## Bytes on first load (compressed as served)',
    '',
    'Everything a first visit downloads until the page is idle, deferred parts included (the',
    'stylesheet is written in the HTML, ADR-0022). Before it is interactive, `/` loads',
    `${kb(results.bytes.homeFirstLoadJs ?? 0)} KB gzip of JavaScript (from the build's manifest, the budget test's figure).`,
    '',
    row(['Page', 'JS gzip KB', 'JS brotli KB', 'CSS gzip KB', 'CSS brotli KB']),
    row(['---', '---:', '---:', '---:', '---:']),
    ...results.bytes.pages.map((b) =>
      row([b.path, kb(b.js.gzip), kb(b.js.brotli), kb(b.css.gzip), kb(b.css.brotli)]),
    ),
    '',
    'Route chunks (own module only):',
    '',
    row(['Route', 'raw KB', 'gzip KB']),
    row(['---', '---:', '---:']),
    ...Object.entries(results.bytes.routeChunks).map(([id, s]) => row([id, kb(s.raw), kb(s.gzip)])),
    '',
  );
  if (results.lighthouse.length) {
    lines.push(
      '## Lighthouse 12 (Debian Chromium)',
      '',
      'Each page audited several times; the run with the median performance score is shown, with every run’s performance score.',
      '',
      row([
        'Page',
        'Lang',
        'Form factor',
        'Perf',
        'Runs',
        'A11y',
        'Best pr.',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
      ]),
      row(['---', '---', '---', '---:', '---', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...results.lighthouse.map((l) =>
        row([
          l.path,
          l.lang,
          l.formFactor,
          l.performance,
          l.runs.join(' '),
          l.accessibility,
          l.bestPractices,
          l.seo,
          l.lcpMs,
          l.tbtMs,
          l.cls,
        ]),
      ),
      '',
    );
  }
  if (results.scale.length) {
    lines.push(
      `## Scale (${results.scaleSize?.services ?? 0} services, ${results.scaleSize?.notifications ?? 0} notifications)`,
      '',
      'Each page as an anonymous visitor (may be answered from the stored-page cache), as an anonymous',
      'visitor the cache does not serve (rendered every time) and logged in as the bench user (rendered',
      'every time, plus the session lookup and unread-notification count of the header). Page cache: the',
      "last response's X-Page-Cache header. Five requests warm each row up first.",
      '',
      row(['Request', 'Path', 'Visitor', 'Page cache', 'connections', 'p50 ms', 'p95 ms', 'failures']),
      row(['---', '---', '---', '---', '---:', '---:', '---:', '---:']),
      ...results.scale.map((s) =>
        row([s.name, s.path, s.visitor, s.pageCache, s.connections, s.p50, s.p95, s.failures]),
      ),
      '',
    );
  }
  if (results.notes.length) lines.push('## Notes', '', ...results.notes.map((n) => `- ${n}`), '');
  mkdirSync('docs', { recursive: true });
  writeFileSync('docs/performance.md', lines.join('\n'));
}

const CHECKOUT_HEADING = '## Checkout (cart → pay later)';

/** The checkout section, with its own date and machine: `BENCH_ONLY=checkout` measures it alone. */
export function checkoutSection(c: CheckoutResults): string[] {
  const databases = [...new Set(c.rows.map((r) => r.database))].join(' and ');
  return [
    CHECKOUT_HEADING,
    '',
    `Measured ${c.date} on ${c.machine.cores} cores (${c.machine.cpu}), Node ${c.machine.node} (1-minute load average ${c.loadAverage} when it began), ${databases} (a fresh database each).`,
    `Each connection is a confirmed customer logged in with a Bearer token, looping: \`POST /api/cart/items\``,
    `(the service \`${c.service}\`), then \`POST /api/checkout\` \`{"payment_mode":"pay_later"}\` with a fresh`,
    'Idempotency-Key, so every checkout places one order (number, lines, history, cart cleared, mail and',
    'notification in the outbox). req/s: checkouts answered 201 per second; latencies are those of the',
    'checkout request. After the server stopped, the orders of those customers are counted in the database',
    'and must equal the checkouts (all On hand); any answer other than 201 fails the run. Statements per',
    'checkout: those one more checkout of the same cart sends (BEGIN and COMMIT included), counted in the',
    'harness on the Drizzle of the checkout service, on the same database after the load. CPU per',
    'checkout (user + system): of the processes serving HTTP, of the job process and of PostgreSQL; with',
    'a job process, from the first request until the jobs the checkouts enqueued (invoice PDF, mail) are',
    'all done, which the last column times after the last checkout; with one process, during the load.',
    '',
    row([
      'Database',
      'connections',
      'checkouts',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'add to cart p95 ms',
      'non-2xx',
      'orders in database',
      'statements per checkout',
      'web CPU ms',
      'job CPU ms',
      'PostgreSQL CPU ms',
      'jobs done after s',
    ]),
    row(['---', ...Array<string>(14).fill('---:')]),
    ...c.rows.map((r) =>
      row([
        r.database,
        r.connections,
        r.checkouts,
        r.checkoutsPerSecond,
        r.p50,
        r.p95,
        r.p99,
        r.addP95,
        r.non2xx,
        r.ordersInDatabase,
        r.statementsPerCheckout ?? '',
        r.webCpuMsPerCheckout,
        r.jobCpuMsPerCheckout ?? '',
        r.postgresCpuMsPerCheckout ?? '',
        r.jobsDoneAfterSeconds ?? '',
      ]),
    ),
    '',
    ...c.notes.map((n) => `- ${n}`),
    ...(c.notes.length ? [''] : []),
  ];
}

/**
 * docs/performance.md with its checkout section replaced by `c` (or added before the bytes section),
 * the rest as the last full run wrote it.
 */
export function writeCheckoutSection(c: CheckoutResults, file = 'docs/performance.md') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : ['# Performance', ''];
  const start = lines.findIndex((l) => l.startsWith('## Checkout'));
  if (start >= 0) {
    const after = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    lines.splice(start, (after < 0 ? lines.length : after) - start, ...checkoutSection(c));
  } else {
    const bytes = lines.findIndex((l) => l.startsWith('## Bytes on first load'));
    lines.splice(bytes < 0 ? lines.length : bytes, 0, ...checkoutSection(c));
  }
  writeFileSync(file, lines.join('\n'));
}
