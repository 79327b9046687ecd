import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

/** What drizzle.config.ts gives drizzle-kit: every module's schema.ts and read-model.ts. */
const declarations = import.meta.glob<Record<string, unknown>>(
  ['../../server/modules/*/schema.ts', '../../server/modules/*/read-model.ts'],
  { eager: true },
);

/** The last snapshot drizzle-kit wrote beside the migrations: the schema the migrations build. */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1)!;
  return JSON.parse(
    readFileSync(`drizzle/meta/${String(last.idx).padStart(4, '0')}_snapshot.json`, 'utf8'),
  ) as Parameters<typeof generateMigration>[0];
}

describe('the schema files', () => {
  it('describe exactly what the migrations build: `drizzle-kit generate` would write nothing', async () => {
    const migrated = lastSnapshot();
    const declared = generateDrizzleJson(Object.assign({}, ...Object.values(declarations)), migrated.id);
    expect(await generateMigration(migrated, declared)).toEqual([]);
  });
});
