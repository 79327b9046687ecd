import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, serialId, parentId, parentUuid, requiredReference } from '../../db/columns';
import type { DiscountType } from '../../../common/catalog/types';
import { users } from '../accounts/schema';
import { packages, services } from '../catalog/schema';

/**
 * The stored status, moved only through the admin's state machine (state-machine.ts, ADR-0703):
 * active ⇄ paused, either → ended (final). What the admin sees (scheduled, exhausted…) is derived.
 */
export type PromoStatus = 'active' | 'paused' | 'ended';

/**
 * Promo codes: a percent or an amount off, active or paused, a validity window on the application
 * clock, an optional minimum, limits in all and per customer. `used` counts live redemptions; the
 * checks keep it within the limit whatever the code does (ADR-0300).
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serialId(),
    /** Stored and compared in capitals. */
    code: text('code').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** A whole percent, or minor units of `currency`. */
    discountValue: integer('discount_value').notNull(),
    /** The currency of an amount code and of the minimum; null for a percent without minimum. */
    currency: text('currency'),
    /** The covered lines must come to at least this (after their own discounts). */
    minimumOrderMinor: integer('minimum_order_minor'),
    status: text('status').$type<PromoStatus>().notNull().default('active'),
    /** Valid from (inclusive) … until (exclusive); null: no bound. */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Redemptions allowed in all, and per customer; null: no limit. */
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    used: integer('used').notNull().default(0),
    /** True: every item; false: only the services and packages of promo_code_targets. */
    appliesToAll: boolean('applies_to_all').notNull().default(true),
    createdAt: at('created_at').notNull(),
    /** Raised by every admin edit: a save with an older version is refused (two admins editing). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('promo_codes_code').on(t.code),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
    check('promo_codes_type', sql`${t.discountType} in ('percent', 'amount')`),
    check(
      'promo_codes_value',
      sql`${t.discountValue} >= 0 and (${t.discountType} = 'amount' or ${t.discountValue} <= 100)`,
    ),
    check(
      'promo_codes_currency',
      sql`${t.currency} is not null or (${t.discountType} = 'percent' and ${t.minimumOrderMinor} is null)`,
    ),
    check('promo_codes_status', sql`${t.status} in ('active', 'paused', 'ended')`),
    check(
      'promo_codes_window',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`,
    ),
    check('promo_codes_minimum', sql`${t.minimumOrderMinor} is null or ${t.minimumOrderMinor} >= 0`),
    check(
      'promo_codes_limits',
      sql`(${t.usageLimit} is null or ${t.usageLimit} >= 0) and (${t.perCustomerLimit} is null or ${t.perCustomerLimit} >= 1)`,
    ),
    check(
      'promo_codes_used',
      sql`${t.used} >= 0 and (${t.usageLimit} is null or ${t.used} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * The scope of a code that does not apply to everything: a service covers itself and its packages,
 * a package covers itself.
 */
export const promoCodeTargets = pgTable(
  'promo_code_targets',
  {
    id: serialId(),
    promoCodeId: parentId('promo_code_id', () => promoCodes.id),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('promo_code_targets_code').on(t.promoCodeId),
    check('promo_code_targets_one', sql`(${t.serviceId} is null) <> (${t.packageId} is null)`),
  ],
);

/**
 * One row per order that used a code, written in the order's transaction; `releasedAt` is set when
 * the order is cancelled unpaid, which gives the use back.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: serialId(),
    promoCodeId: requiredReference('promo_code_id', () => promoCodes.id),
    customerId: parentUuid('customer_id', () => users.id),
    /** The order that used it: one code per order. */
    orderId: text('order_id').notNull(),
    redeemedAt: at('redeemed_at').notNull(),
    releasedAt: at('released_at'),
  },
  (t) => [
    uniqueIndex('promo_redemptions_order').on(t.orderId),
    index('promo_redemptions_code_customer').on(t.promoCodeId, t.customerId),
  ],
);
