import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import boundaries from '../../scripts/module-boundaries.json';

/** What `scripts/module-graph.mjs` reads from the imports of server/modules (types included). */
interface ModuleGraph {
  circles: string[][];
  schemaReaders: { file: string; module: string; reads: string }[];
}

const graph: ModuleGraph = JSON.parse(
  execFileSync(process.execPath, ['scripts/module-graph.mjs', '--json'], { encoding: 'utf8' }),
);

describe('server modules (ADR-0026)', () => {
  it('import each other in one direction: no circle between module folders, types included', () => {
    expect(graph.circles).toEqual([]);
  });

  it("read another module's tables only in schema.ts (foreign keys), the dashboard and the named exceptions", () => {
    const reporting = Object.keys(boundaries.reportingModules);
    const readers = graph.schemaReaders
      .filter((r) => !r.file.endsWith('/schema.ts') && !reporting.includes(r.module))
      .map((r) => `${r.file} → ${r.reads}`);
    const allowed = boundaries.namedExceptions.map((e) => `${e.file} → ${e.reads}`);
    // Exactly the named ones: a new reader fails, and so does an exception no longer needed.
    expect([...new Set(readers)].sort()).toEqual(allowed.sort());
  });
});
