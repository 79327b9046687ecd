import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { contactRequests } from './schema';
import type { RequestRow } from './transitions';

/**
 * A demo request by its id (any owner), for the demos module's moves; null when there is none or
 * it is not a demo. `db` may be the caller's transaction.
 */
export async function findDemoRequest(db: Db, id: string): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(contactRequests)
    .where(and(eq(contactRequests.id, id.toLowerCase()), eq(contactRequests.kind, 'demo')));
  return row ?? null;
}
