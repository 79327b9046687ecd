import { mkdirSync, writeFileSync } from 'node:fs';
import type { BenchResults } from './results';

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
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
    '',
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
  lines.push(
    '## Bytes on first load (compressed as served)',
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
