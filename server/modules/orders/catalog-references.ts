import type { ReferenceRegistry } from '../editing/definition';
import { registerRowReferences } from '../editing/reference-counts';
import { orderLines } from './schema';

/**
 * An order keeps what it names (ADR-0700, ADR-0705): a service or package on one of its lines is
 * archived, never deleted, so the editing kit is told how many orders name it.
 */
export function registerOrderReferences(editing: ReferenceRegistry) {
  registerRowReferences(editing, {
    kind: 'orders',
    blocks: true,
    table: orderLines,
    columns: { services: orderLines.serviceId, packages: orderLines.packageId },
    distinct: orderLines.orderId,
  });
}
