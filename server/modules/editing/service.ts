import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { AuditLog } from '../audit/service';
import { completenessOperations } from './completeness';
import { draftOperations } from './drafts';
import { orderingOperations } from './ordering';
import { readOperations } from './read';
import { createRegistry } from './registry';
import { writeOperations } from './write';

export type { ListFilters } from './read';

/**
 * The generic editing kit (ADR-0700, ADR-0705): every translatable entity registered here gets the
 * same operations, and every module whose rows refer to its records registers a counter the kit
 * asks before a delete. Each write is one transaction with its audit row; the area's cache is
 * dropped after it commits (ADR-0100), and search documents follow by the database's triggers
 * (ADR-0101).
 */
export function createEditing(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: Pick<AuditLog, 'record'>;
  secret: string;
  /**
   * For `images` fields (ADR-0702): locks the referenced library images for the saving
   * transaction (so none is deleted before it commits) and returns the references naming none.
   */
  images?: (tx: Db, refs: readonly string[]) => Promise<string[]>;
}) {
  const registry = createRegistry();
  const ctx = { ...deps, registry };
  const read = readOperations(ctx);

  return {
    register: registry.register,
    registerReferences: registry.registerReferences,
    entities: () => registry.all().map((d) => d.name),
    has: registry.has,
    auditTypes: () => registry.all().map((d) => d.auditType),
    ...read,
    ...writeOperations(ctx, read.get),
    ...orderingOperations(ctx),
    ...completenessOperations(ctx),
    ...draftOperations(ctx, deps.secret, read.get),
  };
}

export type EditingService = ReturnType<typeof createEditing>;
