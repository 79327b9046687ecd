import { count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Page } from '../../common/admin/types';
import type { Db } from '../db/types';

/** Which page of a list, and how many rows a page holds. */
export interface Paging {
  page: number;
  perPage: number;
}

/** How many pages `total` rows make, `perPage` a page: at least one, even for none. */
export const lastPageOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** A page of a list as every list answers it: its rows, where it stands and how many there are. */
export function listPage<T>(data: T[], total: number, paging: Paging): Page<T> {
  return {
    data,
    current_page: paging.page,
    per_page: paging.perPage,
    total,
    last_page: lastPageOf(total, paging.perPage),
  };
}

/** The rows a page skips before its own. */
export const pageOffset = (paging: Paging) => (paging.page - 1) * paging.perPage;

/**
 * One page of a table's rows that meet `where` in `order`, and how many rows meet it in all: the
 * two queries every list of a single table makes.
 */
export async function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [[counted], rows] = await Promise.all([
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(paging.perPage)
      .offset(pageOffset(paging)),
  ]);
  return { rows: rows as T['$inferSelect'][], total: counted?.n ?? 0 };
}

/**
 * A name for each of these ids that a row of the table holds (an e-mail, a code, a number), for the
 * audit screen: `ids` already checked and deduplicated, and none asked when there are none.
 */
export async function namesById<K extends string | number>(
  db: Db,
  columns: { id: PgColumn; name: PgColumn },
  ids: K[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: columns.id, name: columns.name })
    .from(columns.id.table as PgTable)
    .where(inArray(columns.id, ids));
  return new Map(rows.map((r) => [String(r.id), String(r.name)]));
}
