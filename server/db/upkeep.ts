import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/**
 * PGlite runs PostgreSQL without its autovacuum: left alone, the planner would keep the
 * statistics the tables had when the migrations created them (empty), and choose plans for empty
 * tables on a shop of thousands of rows — the search's word lookup, for one, then reads every word
 * of the language instead of its trigram index. This job does what autovacuum does on a server:
 * it refreshes the statistics and the GIN indexes' own (`VACUUM (ANALYZE)`). PostgreSQL keeps its
 * autovacuum and has no such job (services.ts defines it for PGlite only).
 */
export const DATABASE_UPKEEP_JOB = 'database.upkeep';
export const DATABASE_UPKEEP_EVERY_MS = 60 * 60_000;

export async function refreshPlannerStatistics(database: Pick<Database, 'db'>) {
  // Outside any transaction (VACUUM refuses one); PGlite runs it between two others' statements.
  await database.db.execute(sql`vacuum (analyze)`);
}
