import type { CartBlocker, PromoRefusal } from '../../../common/cart/types';
import { saleItemKey, type SaleItem } from '../catalog/for-sale';
import { money, zero, type Money } from '../pricing/money';
import { priceOrder, type OrderTotals, type PricedLine } from '../pricing/order';
import { pricedPromoFor, type PromoCodeRecord } from '../promotions/rules';

export interface CartLine {
  id: number;
  addedAt: Date;
  item: SaleItem;
}

export interface PricedCartLine extends CartLine {
  /** Null when the line is counted; otherwise why it stops the cart from being paid. */
  problem: null | 'unavailable' | 'other_currency';
  /** Its figures, when it is counted. */
  priced: PricedLine | null;
}

export interface CartPromo {
  record: PromoCodeRecord;
  /** Null when the code reduces the cart; else why not. */
  reason: PromoRefusal | null;
  amount: Money;
  /** For 'minimum_not_reached': what the covered lines lack. */
  missing: Money | null;
}

/** A cart priced now: what the cart page and `GET /api/cart` show, and what the checkout charges. */
export interface CartPricing {
  currency: string;
  lines: PricedCartLine[];
  totals: OrderTotals;
  promo: CartPromo | null;
  payable: boolean;
  reasons: CartBlocker[];
}

/**
 * Prices the lines with the pricing rules (ADR-0010): each counted line at its catalogue price less
 * its own discount, then the promo code on the lines it covers. A line that can no longer be sold,
 * or that is priced in another currency than the shop's, is shown but not counted, and it makes the
 * cart unpayable until it is removed. `promoRefusal` is what the code's own rules said (status,
 * window, limits); the cart adds what depends on its content (minimum, scope, nothing to reduce).
 */
export function priceCart(input: {
  lines: readonly CartLine[];
  currency: string;
  promo: PromoCodeRecord | null;
  promoRefusal: PromoRefusal | null;
  /** The shop's tax rate (site settings), added to the discounted subtotal; 0 by default. */
  taxRateBp?: number;
}): CartPricing {
  const { currency } = input;
  const lines = input.lines.map((line) => ({
    ...line,
    key: saleItemKey(line.item.ref),
    problem: !line.item.available
      ? ('unavailable' as const)
      : line.item.currency !== currency
        ? ('other_currency' as const)
        : null,
  }));
  const counted = lines.filter((line) => line.problem === null);
  const orderLines = counted.map((line) => ({
    key: line.key,
    unitPrice: money(line.item.priceMinor, currency),
    quantity: 1,
    discount: line.item.ownDiscount,
  }));

  let reason: PromoRefusal | null = input.promo ? input.promoRefusal : null;
  const pricedPromo =
    input.promo && !reason
      ? pricedPromoFor(
          input.promo,
          counted.map((line) => ({ key: line.key, ...line.item.ref })),
          currency,
        )
      : null;
  if (input.promo && !reason && counted.length === 0) reason = 'empty_cart';
  else if (input.promo && !reason && !pricedPromo) reason = 'not_applicable';

  const totals = priceOrder({
    currency,
    lines: orderLines,
    promo: reason ? null : pricedPromo,
    taxRateBp: input.taxRateBp ?? 0,
  });
  let missing: Money | null = null;
  if (totals.promo && !totals.promo.applied) {
    reason = totals.promo.reason === 'minimum_not_reached' ? 'minimum_not_reached' : 'not_applicable';
    if (totals.promo.reason === 'minimum_not_reached') missing = totals.promo.missing;
  }
  const pricedByKey = new Map(totals.lines.map((line) => [line.key, line]));

  const reasons: CartBlocker[] = [];
  if (lines.length === 0) reasons.push('empty');
  if (lines.some((line) => line.problem === 'unavailable')) reasons.push('unavailable_items');
  if (lines.some((line) => line.problem === 'other_currency')) reasons.push('other_currency');

  return {
    currency,
    lines: lines.map(({ key, ...line }) => ({ ...line, priced: pricedByKey.get(key) ?? null })),
    totals,
    promo: input.promo
      ? {
          record: input.promo,
          reason,
          amount: totals.promo?.applied ? totals.promo.amount : zero(currency),
          missing,
        }
      : null,
    payable: reasons.length === 0,
    reasons,
  };
}
