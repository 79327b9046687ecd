import {
  checkMoney,
  lesserOf,
  money,
  PricingError,
  proportionOf,
  subtractFloored,
  type Money,
} from './money';

/**
 * A reduction: a whole percent (0–100) of the amount, or a fixed amount in the amount's currency.
 * Catalogue packages and offers, and promo codes, are all one of these.
 */
export type Discount = PercentDiscount | AmountDiscount;
export type PercentDiscount = { type: 'percent'; percent: number };
export type AmountDiscount = { type: 'amount'; amount: Money };

export function percentOff(percent: number): PercentDiscount {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new PricingError('invalid_percent', `Not a whole percent from 0 to 100: ${percent}`);
  }
  return { type: 'percent', percent };
}

export function amountOff(amount: Money): AmountDiscount {
  return { type: 'amount', amount: checkMoney(amount) };
}

/**
 * How much a discount takes off an amount: a percent rounded half up to the minor unit, a fixed
 * amount at most the whole amount (the result is never below zero).
 */
export function discountAmount(price: Money, discount: Discount | null): Money {
  checkMoney(price);
  if (!discount) return money(0, price.currency);
  if (discount.type === 'percent') {
    return proportionOf(price, percentOff(discount.percent).percent, 100);
  }
  return lesserOf(checkMoney(discount.amount), price);
}

/** The amount after a discount, never below zero. */
export function applyDiscount(price: Money, discount: Discount | null): Money {
  return subtractFloored(price, discountAmount(price, discount));
}

/**
 * A discount as rows store it (catalogue packages and offers): a type and a whole number, a percent
 * or minor units of the price's currency.
 */
export function discountOf(type: 'percent' | 'amount', value: number, currency: string): Discount {
  return type === 'percent' ? percentOff(value) : amountOff(money(value, currency));
}
