import type { ReferenceRegistry } from '../editing/definition';
import { registerRowReferences } from '../editing/reference-counts';
import { promoCodeTargets } from './schema';

/**
 * A promo code keeps the scope it was made for (ADR-0703, ADR-0705): a service or package a code
 * targets is archived rather than deleted from under it.
 */
export function registerPromotionReferences(editing: ReferenceRegistry) {
  registerRowReferences(editing, {
    kind: 'promoCodes',
    blocks: true,
    table: promoCodeTargets,
    columns: { services: promoCodeTargets.serviceId, packages: promoCodeTargets.packageId },
  });
}
