import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from './types';

/**
 * The rows of a statement written in SQL, or of a write built and not yet run (`insertRows`): both
 * drivers answer `{ rows }`.
 */
export async function rowsOf<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
