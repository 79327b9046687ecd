import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { MAX_CART_ITEMS, type AddToCartInput } from '../../../common/cart/schemas';
import type { AddRefusal, Cart, CartItemType, PromoRefusal } from '../../../common/cart/types';
import type { Locale } from '../../../common/i18n/languages';
import type { Write } from '../../db/together';
import { preparedStatement } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { saleItemKey, type SaleItemRef } from '../catalog/for-sale';
import type { CatalogService } from '../catalog/service';
import type { PromotionsService } from '../promotions/service';
import type { SettingsService } from '../settings/service';
import { priceCart, type CartLine, type CartPricing } from './pricing';
import { cartItems, carts } from './schema';
import { cartView, promoRefusalMessage } from './view';

export { MAX_CART_ITEMS };

// The cart's statements of every add and every checkout, built once (issue 28).
const countOf = preparedStatement('cart_count', (db, name) =>
  db
    .select({ n: count() })
    .from(cartItems)
    .where(eq(cartItems.customerId, sql.placeholder('customerId')))
    .prepare(name),
);

/**
 * The line, unless the cart holds MAX_CART_ITEMS already or holds the item (no row then: the
 * caller counts to tell which). The count is read by the insert itself: one statement per add.
 * Written out: Drizzle's insert-from-select names the identity column too.
 */
async function insertItem(
  db: Db,
  line: { customerId: string; serviceId: number; packageId: number | null; addedAt: Date },
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into ${cartItems} (customer_id, service_id, package_id, added_at)
    select ${line.customerId}::uuid, ${line.serviceId}::int, ${line.packageId}::int,
           ${line.addedAt.toISOString()}::timestamptz
     where (select count(*) from ${cartItems} where customer_id = ${line.customerId}::uuid)
           < ${MAX_CART_ITEMS}
    on conflict do nothing
    returning id`,
  );
  return row?.id ?? null;
}

/** The lines with the attached code's id (on each row: a cart has one code). */
const linesOf = preparedStatement('cart_lines', (db, name) =>
  db
    .select({
      item: cartItems,
      promoCodeId: sql<
        number | null
      >`(select ${carts.promoCodeId} from ${carts} where ${carts.customerId} = ${sql.placeholder('customerId')})`,
    })
    .from(cartItems)
    .where(eq(cartItems.customerId, sql.placeholder('customerId')))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id))
    .prepare(name),
);

export type AddResult = { ok: true; id: number; type: CartItemType } | { ok: false; reason: AddRefusal };

export type ApplyCodeResult = { ok: true; cart: Cart } | { ok: false; reason: PromoRefusal; message: string };

/**
 * The customer's cart, on the server (reading-the-spec: never in local storage). Lines are
 * references; every read prices them from the catalogue's current rows through the pricing rules
 * (ADR-0010, ADR-0300). The checkout reads the same pricing (`quote`) inside its transaction.
 */
export function createCartService(deps: {
  db: Db;
  clock: Clock;
  catalog: Pick<CatalogService, 'findForSale' | 'readForSale'>;
  promotions: PromotionsService;
  /** The tax rate of the site settings (cached; the checkout passes the one it read). */
  settings: Pick<SettingsService, 'taxRateBp'>;
  /** The shop's currency: an empty cart is 0 in it, and items in another cannot be added. */
  currency: string;
  timeZone: string;
}) {
  const { db, clock, catalog, promotions, settings, currency, timeZone } = deps;

  async function add(customerId: string, input: AddToCartInput): Promise<AddResult> {
    const found = await catalog.findForSale(
      input.service_id,
      input.type === 'package' ? input.package_id! : null,
    );
    if (!found) return { ok: false, reason: 'not_found' };
    if (!found.available) return { ok: false, reason: 'unavailable' };
    if (found.currency !== currency) return { ok: false, reason: 'other_currency' };
    // The unique indexes decide: the same item twice is refused by the database, even for two
    // requests at once.
    const id = await insertItem(db, {
      customerId,
      serviceId: found.ref.serviceId,
      packageId: found.ref.packageId,
      addedAt: clock.now(),
    });
    if (id === null)
      return { ok: false, reason: (await count_(customerId)) >= MAX_CART_ITEMS ? 'full' : 'duplicate' };
    return { ok: true, id, type: found.ref.packageId == null ? 'service' : 'package' };
  }

  /** Removes one of the customer's lines; false for another customer's, an unknown or a removed one. */
  async function remove(customerId: string, itemId: number): Promise<boolean> {
    const rows = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.customerId, customerId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async function count_(customerId: string, executor: Db = db): Promise<number> {
    const [row] = await countOf(executor, { customerId });
    return row?.n ?? 0;
  }

  /** The lines priced from the catalogue's rows, and the attached code's id, read together. */
  async function cartOf(customerId: string, locale: Locale, executor: Db) {
    const rows = await linesOf(executor, { customerId });
    const refs: SaleItemRef[] = rows.map(({ item }) => ({
      serviceId: item.serviceId,
      packageId: item.packageId,
    }));
    const items = await catalog.readForSale(locale, refs, executor);
    const lines: CartLine[] = rows.flatMap(({ item: row }, i) => {
      const item = items.get(saleItemKey(refs[i]!));
      return item ? [{ id: row.id, addedAt: row.addedAt, item }] : [];
    });
    // An empty cart has no line to carry its code: asked on its own.
    const promoCodeId = rows.length ? rows[0]!.promoCodeId : await attachedPromoId(customerId, executor);
    return { lines, promoCodeId };
  }

  async function attachedPromoId(customerId: string, executor: Db): Promise<number | null> {
    const [row] = await executor
      .select({ promoCodeId: carts.promoCodeId })
      .from(carts)
      .where(eq(carts.customerId, customerId));
    return row?.promoCodeId ?? null;
  }

  /**
   * The cart priced now, from the catalogue's rows and the attached code's current state. Within
   * the checkout's transaction, everything is read in it, with the tax rate the checkout read there.
   */
  async function quote(
    customerId: string,
    locale: Locale,
    within?: { tx: Db; taxRateBp: number },
  ): Promise<CartPricing> {
    const executor = within?.tx ?? db;
    // One after the other: a transaction has one connection.
    const { lines, promoCodeId } = await cartOf(customerId, locale, executor);
    const promo = promoCodeId ? await promotions.findById(promoCodeId, executor) : null;
    const promoRefusal = promo ? await promotions.refusalFor(promo, customerId, executor) : null;
    const taxRateBp = within?.taxRateBp ?? (await settings.taxRateBp());
    return priceCart({ lines, currency, promo, promoRefusal, taxRateBp });
  }

  async function read(customerId: string, locale: Locale): Promise<Cart> {
    return cartView(await quote(customerId, locale), locale, timeZone);
  }

  /**
   * Attaches a code to the cart when it reduces it now (one code per order: a valid code replaces
   * the one attached before; an invalid one leaves it).
   */
  async function applyPromoCode(customerId: string, code: string, locale: Locale): Promise<ApplyCodeResult> {
    const promo = await promotions.findByCode(code);
    const refuse = (reason: PromoRefusal, missing?: CartPricing['promo']) =>
      ({
        ok: false,
        reason,
        message: promoRefusalMessage(reason, { promo, missing: missing?.missing }, locale, timeZone),
      }) as const;
    if (!promo) return refuse('not_found');
    const refusal = await promotions.refusalFor(promo, customerId);
    if (refusal) return refuse(refusal);
    const pricing = priceCart({
      lines: (await cartOf(customerId, locale, db)).lines,
      currency,
      promo,
      promoRefusal: null,
    });
    if (pricing.promo?.reason) return refuse(pricing.promo.reason, pricing.promo);
    const now = clock.now();
    await db
      .insert(carts)
      .values({ customerId, promoCodeId: promo.id, updatedAt: now })
      .onConflictDoUpdate({ target: carts.customerId, set: { promoCodeId: promo.id, updatedAt: now } });
    return { ok: true, cart: cartView(pricing, locale, timeZone) };
  }

  /** Detaches the code; false when none was attached. */
  async function removePromoCode(customerId: string): Promise<boolean> {
    const rows = await db
      .update(carts)
      .set({ promoCodeId: null, updatedAt: clock.now() })
      .where(and(eq(carts.customerId, customerId), isNotNull(carts.promoCodeId)))
      .returning({ id: carts.customerId });
    return rows.length > 0;
  }

  /** Empties the cart and detaches its code, built and not run: the checkout writes them with the order. */
  function clearWrites(tx: Db, customerId: string): Write[] {
    return [
      tx.delete(cartItems).where(eq(cartItems.customerId, customerId)),
      tx.delete(carts).where(eq(carts.customerId, customerId)),
    ];
  }

  return {
    add,
    remove,
    count: (customerId: string) => count_(customerId),
    /** The customer's line count as a scalar subquery, for a caller reading it with other counts. */
    countSql: (customerId: string) =>
      sql<number>`(select count(*)::int from ${cartItems} where ${cartItems.customerId} = ${customerId})`,
    quote,
    read,
    view: (pricing: CartPricing, locale: Locale) => cartView(pricing, locale, timeZone),
    applyPromoCode,
    removePromoCode,
    clearWrites,
  };
}

export type CartService = ReturnType<typeof createCartService>;
