import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { DashboardResults } from './dashboard';
import { row } from './markdown';

/** The target of issue 16: every dashboard query under 100 ms at the 95th percentile on PostgreSQL. */
export const DASHBOARD_P95_TARGET_MS = 100;

/** The "Dashboard at scale" section of docs/performance.md. */
export function dashboardSection(d: DashboardResults): string[] {
  const lines = [
    `## Dashboard at scale (${d.size.orders} orders, ${d.size.customers} customers)`,
    '',
    `Measured ${d.date} on ${d.database}: ${d.size.orders} orders over two years (${d.size.lines} lines), ${d.size.customers} customers, ${d.size.requests} requests, ${d.size.subscribers} newsletter addresses, generated with INSERT … SELECT generate_series in ${d.seedSeconds} s, then VACUUM ANALYZE. Each query ${d.runs} times after 3 warm-up runs, one at a time, in the bench's process (no HTTP). Target: p95 ≤ ${DASHBOARD_P95_TARGET_MS} ms (ADR-0704).`,
    '',
  ];
  for (const period of d.periods) {
    lines.push(
      `### ${period.name}: ${period.from} → ${period.to}`,
      '',
      row(['Query', 'p50 ms', 'p95 ms', 'max ms', `p95 ≤ ${DASHBOARD_P95_TARGET_MS} ms`]),
      row(['---', '---:', '---:', '---:', '---']),
      ...period.rows.map((r) =>
        row([r.name, r.p50, r.p95, r.max, r.p95 <= DASHBOARD_P95_TARGET_MS ? 'yes' : '**no**']),
      ),
      '',
    );
  }
  lines.push('Plans over the default period (EXPLAIN ANALYZE, nodes from the top):', '');
  for (const plan of d.plans) lines.push(`- ${plan.name}: ${plan.nodes}`);
  lines.push('');
  if (d.firstRender) {
    const f = d.firstRender;
    lines.push(
      '### A public page’s first render after an edit',
      '',
      `\`${f.path}\` on the same database, in a production server process: \`services.catalog.invalidate()\` (what an editor’s save calls; the editor itself is another part of issue 16) then the page’s first GET, ${f.runs} times, beside the next GET served from the warm caches.`,
      '',
      row(['Request', 'p50 ms', 'p95 ms', 'max ms']),
      row(['---', '---:', '---:', '---:']),
      row([f.afterInvalidate.name, f.afterInvalidate.p50, f.afterInvalidate.p95, f.afterInvalidate.max]),
      row([f.cached.name, f.cached.p50, f.cached.p95, f.cached.max]),
      '',
    );
  }
  for (const note of d.notes) lines.push(`- ${note}`);
  if (d.notes.length) lines.push('');
  return lines;
}

/** Replaces (or adds, before the bytes) the dashboard section of docs/performance.md, the rest kept. */
export function writeDashboardSection(d: DashboardResults, file = 'docs/performance.md') {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : ['# Performance', ''];
  const start = lines.findIndex((l) => l.startsWith('## Dashboard at scale'));
  if (start >= 0) {
    const after = lines.findIndex((l, i) => i > start && l.startsWith('## '));
    lines.splice(start, (after < 0 ? lines.length : after) - start, ...dashboardSection(d));
  } else {
    const bytes = lines.findIndex((l) => l.startsWith('## Bytes on first load'));
    lines.splice(bytes < 0 ? lines.length : bytes, 0, ...dashboardSection(d));
  }
  writeFileSync(file, lines.join('\n'));
}
