import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../test/harness';
import { DATABASE_UPKEEP_JOB } from './upkeep';

let ctx: TestApp;
useTestApp((started) => (ctx = started), {}, { seeded: true });

/** What the planner believes of search_words' size, and its real size. */
async function wordStatistics() {
  const result = (await ctx.services.db.execute(sql`
    select (select reltuples from pg_class where oid = 'search_words'::regclass)::int as believed,
           (select count(*) from search_words)::int as real`)) as unknown as {
    rows: { believed: number; real: number }[];
  };
  return result.rows[0]!;
}

/** The plan of the search's word lookup (ADR-0101): which index answers `<%`. */
async function wordLookupPlan() {
  const rows = await ctx.services.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', '0.45', true)`);
    const plan = (await tx.execute(
      sql`explain select word from search_words where locale = 'fr' and 'carton' <% word`,
    )) as unknown as { rows: Record<string, string>[] };
    return plan.rows;
  });
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

describe.runIf(process.env.DATABASE_URL === undefined)('the embedded database upkeep', () => {
  it('gives the planner the tables’ real sizes, and the word lookup its trigram index', async () => {
    // A shop's grown word list (the demo's few hundred words are read whole, rightly).
    await ctx.services.db.execute(sql`
      insert into search_words (locale, word)
      select l, 'mot' || g from generate_series(1, 20000) g, unnest(array['fr', 'en', 'ar']) l`);
    const before = await wordStatistics();
    expect(before.real).toBeGreaterThan(60_000);
    expect(before.believed).not.toBe(before.real);

    await ctx.services.jobs.transaction((tx) => ctx.services.jobs.enqueue(tx, DATABASE_UPKEEP_JOB, {}));
    await ctx.services.jobs.drain();

    const after = await wordStatistics();
    expect(after.believed).toBe(after.real);
    expect(await wordLookupPlan()).toContain('search_words_trigram_fr');
  });
});
