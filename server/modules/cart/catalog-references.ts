import type { ReferenceRegistry } from '../editing/definition';
import { registerRowReferences } from '../editing/reference-counts';
import { cartItems } from './schema';

/**
 * Carts holding a service or package (ADR-0705): said before a delete, which does not wait for
 * them (the lines go with the item).
 */
export function registerCartReferences(editing: ReferenceRegistry) {
  registerRowReferences(editing, {
    kind: 'carts',
    blocks: false,
    table: cartItems,
    columns: { services: cartItems.serviceId, packages: cartItems.packageId },
  });
}
