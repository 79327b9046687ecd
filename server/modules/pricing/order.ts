import { discountAmount, type Discount } from './discounts';
import {
  addMoney,
  checkMoney,
  multiplyMoney,
  PricingError,
  proportionOf,
  subtractFloored,
  sumMoney,
  type Money,
} from './money';

export interface OrderLine {
  /** Names the line in the result and in a promo's scope (a cart line or package id). */
  key: string;
  unitPrice: Money;
  quantity: number;
  /** The package's or service's own discount, taken off each unit: the price the catalogue shows. */
  discount?: Discount | null;
}

export interface PromoCode {
  discount: Discount;
  /** The code applies only when the lines it covers come to at least this, after their own discounts. */
  minimumOrder?: Money | null;
  /** Keys of the lines it covers; absent: every line. */
  scope?: readonly string[] | null;
}

export interface PricedLine {
  key: string;
  quantity: number;
  unitPrice: Money;
  /** What the line's own discount takes off one unit. */
  unitDiscount: Money;
  /** unitPrice × quantity. */
  subtotal: Money;
  /** unitDiscount × quantity. */
  discount: Money;
  /** subtotal − discount. */
  total: Money;
}

export type PromoOutcome =
  | { applied: true; amount: Money }
  | { applied: false; reason: 'minimum_not_reached'; minimum: Money; missing: Money }
  | { applied: false; reason: 'no_line_in_scope' };

export interface OrderTotals {
  currency: string;
  lines: PricedLine[];
  /** Every line at its price before any discount. */
  subtotal: Money;
  /** The lines' own discounts. */
  lineDiscounts: Money;
  promo: PromoOutcome | null;
  /** The lines' own discounts plus the promo code's. */
  discountTotal: Money;
  /** Basis points: 2 000 = 20 %. */
  taxRateBp: number;
  /** On subtotal − discountTotal, rounded half up once for the whole order. */
  tax: Money;
  /** subtotal − discountTotal + tax. */
  total: Money;
}

export interface OrderInput {
  /** Every amount must be in this currency (an empty order still has one). */
  currency: string;
  lines: readonly OrderLine[];
  promo?: PromoCode | null;
  taxRateBp?: number;
}

export function priceLine(line: OrderLine): PricedLine {
  const unitPrice = checkMoney(line.unitPrice);
  const unitDiscount = discountAmount(unitPrice, line.discount ?? null);
  const subtotal = multiplyMoney(unitPrice, line.quantity);
  const discount = multiplyMoney(unitDiscount, line.quantity);
  return {
    key: line.key,
    quantity: line.quantity,
    unitPrice,
    unitDiscount,
    subtotal,
    discount,
    total: subtractFloored(subtotal, discount),
  };
}

/** What a promo code takes off the lines it covers (their totals after their own discounts). */
export function applyPromo(promo: PromoCode, lines: readonly PricedLine[], currency: string): PromoOutcome {
  const scope = promo.scope ? new Set(promo.scope) : null;
  const covered = scope ? lines.filter((line) => scope.has(line.key)) : lines;
  if (covered.length === 0) return { applied: false, reason: 'no_line_in_scope' };
  const base = sumMoney(
    covered.map((line) => line.total),
    currency,
  );
  if (promo.minimumOrder) {
    const minimum = checkMoney(promo.minimumOrder);
    const missing = subtractFloored(minimum, base);
    if (missing.minor > 0) return { applied: false, reason: 'minimum_not_reached', minimum, missing };
  }
  return { applied: true, amount: discountAmount(base, promo.discount) };
}

/** Every figure of an order, from its lines, an optional promo code and an optional tax rate. */
export function priceOrder(input: OrderInput): OrderTotals {
  const { currency } = input;
  const taxRateBp = input.taxRateBp ?? 0;
  if (!Number.isInteger(taxRateBp) || taxRateBp < 0 || taxRateBp > 10_000) {
    throw new PricingError('invalid_rate', `Not a tax rate in basis points from 0 to 10 000: ${taxRateBp}`);
  }
  const keys = new Set<string>();
  for (const line of input.lines) {
    if (keys.has(line.key)) throw new PricingError('duplicate_line', `Two lines share the key ${line.key}`);
    keys.add(line.key);
  }

  const lines = input.lines.map(priceLine);
  const subtotal = sumMoney(
    lines.map((line) => line.subtotal),
    currency,
  );
  const lineDiscounts = sumMoney(
    lines.map((line) => line.discount),
    currency,
  );
  const promo = input.promo ? applyPromo(input.promo, lines, currency) : null;
  const discountTotal = promo?.applied ? addMoney(lineDiscounts, promo.amount) : lineDiscounts;
  const taxable = subtractFloored(subtotal, discountTotal);
  const tax = proportionOf(taxable, taxRateBp, 10_000);
  return {
    currency,
    lines,
    subtotal,
    lineDiscounts,
    promo,
    discountTotal,
    taxRateBp,
    tax,
    total: addMoney(taxable, tax),
  };
}
