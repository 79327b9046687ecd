import { describe, expect, it } from 'vitest';
import { DASHBOARD_YEAR_ROW, issue28Figures, issue28Section } from './issue-28';
import type { BenchResults } from './results';

const load = { requestsPerSecond: 0, p50: 0, p99: 0, non2xx: 0, errors: 0 };

/** A full run's results with only what the summary reads filled in. */
function results(over: { blogRps: number; jsKb: number; lcpMs: number; searchP95: number }): BenchResults {
  return {
    date: '2026-11-28T00:00:00.000Z',
    machine: { cores: 2, cpu: 'x', node: 'v20' },
    database: 'embedded PGlite',
    rendering: {
      connections: 50,
      seconds: 8,
      static: { ...load, requestsPerSecond: 1000, bytes: 1 },
      pages: [
        { ...load, path: '/', lang: 'fr', bytes: 1, ratioToStatic: 1 },
        { ...load, path: '/blog/x', lang: 'ar', bytes: 1, ratioToStatic: over.blogRps / 1000 },
      ],
      load: [1, 2],
    },
    api: [],
    bytes: { pages: [], routeChunks: {}, homeFirstLoadJs: over.jsKb * 1024 },
    lighthouse: [],
    scale: [],
    notes: [],
    search: {
      date: '',
      database: 'embedded PGlite',
      loadAverage: { start: 1, end: 1 },
      plans: [],
      rows: [
        {
          locale: 'ar',
          shape: 'exact word',
          q: 'تخزين',
          total: 9,
          connections: 1,
          p50: 1,
          p95: 1,
          failures: 0,
        },
        {
          locale: 'ar',
          shape: 'exact word',
          q: 'تخزين',
          total: 9,
          connections: 10,
          p50: 1,
          p95: over.searchP95,
          failures: 0,
        },
      ],
    },
    paint: {
      date: '',
      label: 'this run',
      machine: { cores: 2, cpu: 'x', node: 'v20' },
      buildDir: 'b',
      notes: [],
      rows: [
        {
          page: '/ar',
          runs: 3,
          failed: 0,
          performance: 99,
          lcpMs: over.lcpMs,
          phases: { ttfb: 0, loadDelay: 0, loadTime: 0, renderDelay: 0 },
          tbtMs: 0,
          cls: 0,
          lcpElement: 'h1',
          lcpRuns: [over.lcpMs],
          load: [0.5, 0.7],
        },
      ],
    },
    dashboard: {
      date: '',
      database: 'PostgreSQL',
      size: { orders: 1, lines: 1, customers: 1, requests: 1, subscribers: 1 },
      seedSeconds: 1,
      runs: 1,
      periods: [
        {
          name: 'longest (366 days)',
          from: '',
          to: '',
          rows: [{ name: DASHBOARD_YEAR_ROW, p50: 1, p95: 90, max: 1 }],
        },
      ],
      plans: [],
      notes: [],
    },
  } as BenchResults;
}

describe("issue 28's figures, read off a full run", () => {
  it('measures each figure against its goal, only the blog posts among the pages', () => {
    const figures = issue28Figures(results({ blogRps: 600, jsKb: 126, lcpMs: 1100, searchP95: 151 }));
    const met = Object.fromEntries(figures.map((f) => [f.figure.split(' (')[0]!.split(',')[0], f.met]));
    expect(met).toEqual({
      'Lighthouse mobile LCP': true,
      'First-load JS of `/`': false,
      'Blog post vs static file': true,
      'Search at 10 k products': false,
      Dashboard: true,
    });
    expect(figures.find((f) => f.figure.startsWith('Blog'))).toMatchObject({
      measured: '60 %',
      load: '1 → 2',
    });
    expect(figures.find((f) => f.figure.startsWith('Search'))?.figure).toContain('"تخزين"');
  });

  it('adds an earlier run as a column and counts the goals met', () => {
    const lines = issue28Section(
      results({ blogRps: 600, jsKb: 120, lcpMs: 1300, searchP95: 100 }),
      results({ blogRps: 40, jsKb: 128, lcpMs: 2400, searchP95: 400 }),
    ).join('\n');
    expect(lines).toContain('4 of 5 figures meet their goal');
    expect(lines).toContain(
      '| First-load JS of `/` (gzip, before it is interactive) | 146 KB | 128.0 KB | 120.0 KB | ≤ 125 KB | yes | — |',
    );
  });
});
