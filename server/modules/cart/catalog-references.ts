import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type { ReferenceRegistry } from '../editing/definition';
import { cartItems } from './schema';

async function cartLinesNaming(tx: Db, column: AnyPgColumn, recordId: number) {
  const [row] = await tx.select({ n: count() }).from(cartItems).where(eq(column, recordId));
  return row?.n ?? 0;
}

/**
 * Carts holding a service or package (ADR-0705): said before a delete, which does not wait for
 * them (the lines go with the item).
 */
export function registerCartReferences(editing: ReferenceRegistry) {
  editing.registerReferences('services', async (tx, id) => ({
    kind: 'carts',
    count: await cartLinesNaming(tx, cartItems.serviceId, id),
    blocks: false,
  }));
  editing.registerReferences('packages', async (tx, id) => ({
    kind: 'carts',
    count: await cartLinesNaming(tx, cartItems.packageId, id),
    blocks: false,
  }));
}
