import { countDistinct, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type { ReferenceRegistry } from '../editing/definition';
import { orderLines } from './schema';

async function ordersNaming(tx: Db, column: AnyPgColumn, recordId: number) {
  const [row] = await tx
    .select({ n: countDistinct(orderLines.orderId) })
    .from(orderLines)
    .where(eq(column, recordId));
  return row?.n ?? 0;
}

/**
 * An order keeps what it names (ADR-0700, ADR-0705): a service or package on one of its lines is
 * archived, never deleted, so the editing kit is told how many orders name it.
 */
export function registerOrderReferences(editing: ReferenceRegistry) {
  editing.registerReferences('services', async (tx, id) => ({
    kind: 'orders',
    count: await ordersNaming(tx, orderLines.serviceId, id),
    blocks: true,
  }));
  editing.registerReferences('packages', async (tx, id) => ({
    kind: 'orders',
    count: await ordersNaming(tx, orderLines.packageId, id),
    blocks: true,
  }));
}
