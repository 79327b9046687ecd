import { describe, expect, it } from 'vitest';
import { firstPaintSubsection, type FirstPaintResults, type FirstPaintRow } from './first-paint';

const row: FirstPaintRow = {
  page: '/ar',
  runs: 3,
  failed: 0,
  performance: 80,
  lcpMs: 1000,
  phases: { ttfb: 400, loadDelay: 0, loadTime: 0, renderDelay: 600 },
  tbtMs: 900,
  cls: 0,
  lcpElement: 'h1',
  lcpRuns: [1000, 990, 1010],
  load: [1.5, 2],
  benchmarkIndex: 2650,
};

const results = (rows: FirstPaintRow[]): FirstPaintResults => ({
  date: '2026-11-29T00:00:00.000Z',
  label: 'this run',
  machine: { cores: 2, cpu: 'x', node: 'v20' },
  buildDir: 'build',
  rows,
  notes: [],
});

describe('the first-paint section', () => {
  it("shows Lighthouse's CPU index beside each page, and a dash for results measured before it was kept", () => {
    const { benchmarkIndex: _, ...older } = row;
    const lines = firstPaintSubsection(results([row, { ...older, page: '/fr' }]));
    const header = lines.find((l) => l.startsWith('| Page'))!.split(' | ');
    const column = header.indexOf('CPU index');
    expect(column).toBeGreaterThan(0);
    const cellsOf = (page: string) => lines.find((l) => l.startsWith(`| ${page} |`))!.split(' | ');
    expect(cellsOf('/ar')[column]).toBe('2650');
    expect(cellsOf('/fr')[column]).toBe('—');
  });
});
