import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/types';
import type { ReferenceRegistry } from '../editing/definition';
import { promoCodeTargets } from './schema';

async function codesTargeting(tx: Db, column: AnyPgColumn, recordId: number) {
  const [row] = await tx.select({ n: count() }).from(promoCodeTargets).where(eq(column, recordId));
  return row?.n ?? 0;
}

/**
 * A promo code keeps the scope it was made for (ADR-0703, ADR-0705): a service or package a code
 * targets is archived rather than deleted from under it.
 */
export function registerPromotionReferences(editing: ReferenceRegistry) {
  editing.registerReferences('services', async (tx, id) => ({
    kind: 'promoCodes',
    count: await codesTargeting(tx, promoCodeTargets.serviceId, id),
    blocks: true,
  }));
  editing.registerReferences('packages', async (tx, id) => ({
    kind: 'promoCodes',
    count: await codesTargeting(tx, promoCodeTargets.packageId, id),
    blocks: true,
  }));
}
