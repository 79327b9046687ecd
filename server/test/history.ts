import { asc, eq, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Services } from '../services';

/** The rows a history table keeps about one entity (`about` its column naming the entity), oldest first. */
export async function historyRowsOf<T extends PgTable & { id: AnyColumn }>(
  services: Services,
  table: T,
  about: AnyColumn,
  entityId: string,
): Promise<T['$inferSelect'][]> {
  const rows = await services.db
    .select()
    .from(table as PgTable)
    .where(eq(about, entityId))
    .orderBy(asc(table.id));
  return rows as T['$inferSelect'][];
}
