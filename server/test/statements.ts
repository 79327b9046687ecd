import { seedDemoShop } from '../db/seed';
import { createTestApp } from './app';
import { createTestDatabase } from './database';

// Drizzle reports BEGIN and COMMIT on PostgreSQL but not on PGlite (which opens the transaction
// itself): they are left out, so both databases count the same statements.
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * The demo shop on a database of its own whose statements can be counted (issue 28: round trips,
 * not time), without the job worker.
 */
export async function demoShopCountingStatements() {
  let statements: string[] | null = null;
  const database = await createTestDatabase({
    onStatement: (query) => {
      if (!TRANSACTION_CONTROL.test(query)) statements?.push(query);
    },
  });
  const app = await createTestApp({}, { database, worker: false });
  await seedDemoShop(app.services);
  await app.services.catalog.warm();
  return {
    app,
    /** The statements `work` sent, BEGIN and COMMIT left out. */
    async statementsOf(work: () => Promise<unknown>): Promise<string[]> {
      statements = [];
      try {
        await work();
        return statements;
      } finally {
        statements = null;
      }
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
