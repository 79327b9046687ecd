import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../common/i18n/languages';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import { searchPageFunction } from './service';

/** The parameters of `search_page_<language>` (migration 0045), in order: kept in step with it. */
const PARAMETERS = ['search_text', 'page_limit', 'page_offset', 'search_at'] as const;

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * EXPLAIN ANALYZE of what one search runs (the bench prints it, a test checks its shape). EXPLAIN
 * of the function call would show a single Function Scan, so the function's own statement is read
 * from the database, prepared under the function's own settings and explained through EXECUTE:
 * the generic plan every search uses. Each row of the answer is a line of the plan (text) or the
 * whole plan (json).
 */
export async function explainSearchPage(
  db: Db,
  p: { locale: Locale; q: string; limit: number; offset: number; now: Date },
  format: 'text' | 'json' = 'text',
): Promise<unknown[]> {
  const fn = searchPageFunction(p.locale);
  const [source] = await rowsOf<{ prosrc: string }>(
    db,
    sql`select prosrc from pg_proc where proname = ${fn}`,
  );
  const statement = /\breturn query\s+([\s\S]*?);\s*end\s*$/i.exec(source?.prosrc ?? '')?.[1];
  if (!statement) throw new Error(`${fn} has no RETURN QUERY statement`);
  const prepared = PARAMETERS.reduce(
    (text, name, i) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), `$${i + 1}`),
    statement,
  );
  const settings = await rowsOf<{ setting: string }>(
    db,
    sql`select unnest(proconfig) as setting from pg_proc where proname = ${fn}`,
  );
  const name = `explain_${fn}_${randomBytes(4).toString('hex')}`;
  return db.transaction(async (tx) => {
    for (const { setting } of settings) {
      const at = setting.indexOf('=');
      await tx.execute(sql`select set_config(${setting.slice(0, at)}, ${setting.slice(at + 1)}, true)`);
    }
    await tx.execute(sql.raw(`prepare ${name}(text, integer, integer, timestamptz) as ${prepared}`));
    const args = [literal(p.q), p.limit, p.offset, literal(p.now.toISOString())].join(', ');
    const plan = await rowsOf<Record<string, unknown>>(
      tx,
      sql.raw(`explain (analyze, format ${format}) execute ${name}(${args})`),
    );
    await tx.execute(sql.raw(`deallocate ${name}`));
    return plan.map((row) => Object.values(row)[0]);
  });
}
