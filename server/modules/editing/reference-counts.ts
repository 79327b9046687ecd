import { count, countDistinct, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceRegistry } from './definition';

/**
 * Registers a module's rows as references to editable records (ADR-0705): for each entity, the rows
 * of `table` whose column (in `columns`, by entity) is the record, counted as `kind`, or the distinct
 * values of `distinct` among them (the orders of order lines). `blocks`: the record is archived
 * rather than deleted from under them.
 */
export function registerRowReferences(
  editing: ReferenceRegistry,
  reference: {
    kind: string;
    blocks: boolean;
    table: PgTable;
    columns: Record<string, AnyPgColumn>;
    distinct?: AnyPgColumn;
  },
) {
  const { kind, blocks, table, columns, distinct } = reference;
  for (const [entity, column] of Object.entries(columns))
    editing.registerReferences(entity, async (tx, id) => {
      const [row] = await tx
        .select({ n: distinct ? countDistinct(distinct) : count() })
        .from(table)
        .where(eq(column, id));
      return { kind, count: row?.n ?? 0, blocks };
    });
}
