import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, serialId, parentId, parentUuid } from '../../db/columns';
import { users } from '../accounts/schema';
import { packages, services } from '../catalog/schema';
import { promoCodes } from '../promotions/schema';

/**
 * A customer's cart lines: references to a service bought on its own (no package) or to one of its
 * packages, never a price. The database refuses the same item twice (spec §4), whatever the UI does.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    customerId: parentUuid('customer_id', () => users.id),
    serviceId: parentId('service_id', () => services.id),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    addedAt: at('added_at').notNull(),
  },
  (t) => [
    index('cart_items_customer').on(t.customerId),
    uniqueIndex('cart_items_service_once')
      .on(t.customerId, t.serviceId)
      .where(sql`package_id is null`),
    uniqueIndex('cart_items_package_once')
      .on(t.customerId, t.packageId)
      .where(sql`package_id is not null`),
  ],
);

/** What a cart holds beyond its lines: the one promo code attached to it. */
export const carts = pgTable('carts', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  updatedAt: at('updated_at').notNull(),
});
