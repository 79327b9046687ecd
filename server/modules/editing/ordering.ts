import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AuditActor } from '../audit/service';
import type { EditingContext } from './context';
import { atEdge, recordNotFound } from './errors';
import { mustResolve, rowById } from './records';
import { keyOf, valueOf } from './registry';

/** Records ordered by hand (ADR-0700): moved one place at a time among their siblings. */
export function orderingOperations(ctx: EditingContext) {
  const { db, registry } = ctx;

  /** Swaps the record with its neighbour (same scope), renumbering the scope 1…n first. */
  async function move(name: string, ref: string, direction: 'up' | 'down', actor: AuditActor) {
    const def = registry.definition(name);
    const position = def.position;
    if (!position) throw recordNotFound();
    const { table } = def;
    const recordId = await mustResolve(ctx, db, def, ref);
    const moved = await db.transaction(async (tx) => {
      const row = await rowById(tx, def, recordId, true);
      if (!row) throw recordNotFound();
      const scope = position.scope;
      const siblings = (
        await tx
          .select({ id: table.id, position: position.column })
          .from(table)
          .where(
            and(
              scope ? eq(scope, valueOf(def, row, scope)) : undefined,
              def.archivedAt ? isNull(def.archivedAt) : undefined,
            ),
          )
          .orderBy(asc(position.column), asc(table.id))
          .for('update')
      ).map((r) => ({ id: Number(r.id), position: Number(r.position) }));
      const at = siblings.findIndex((s) => s.id === recordId);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= siblings.length) throw atEdge();
      [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
      const positionKey = keyOf(table, position.column);
      for (const [index, sibling] of siblings.entries())
        if (sibling.position !== index + 1)
          await tx
            .update(table)
            .set({ [positionKey]: index + 1 })
            .where(eq(table.id, sibling.id));
      await ctx.audit.record(tx, {
        actor,
        action: `${def.auditType}.reordered`,
        entity: { type: def.auditType, id: String(recordId) },
        before: { position: at + 1 },
        after: { position: to + 1 },
      });
      return to + 1;
    });
    def.invalidate();
    return { position: moved };
  }

  return { move };
}
