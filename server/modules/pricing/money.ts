import { isCurrencyCode } from '../../../common/pricing/currencies';
import type { Money } from '../../../common/pricing/types';

export type { Money };

export type PricingErrorCode =
  | 'invalid_amount'
  | 'invalid_currency'
  | 'invalid_quantity'
  | 'invalid_percent'
  | 'invalid_rate'
  | 'currency_mismatch'
  | 'duplicate_line'
  | 'amount_too_large';

/**
 * Bad input to a price computation: a programming or data error, never a customer's mistake
 * (requests are validated before they reach pricing), so callers let it fail loudly.
 */
export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PricingError';
  }
}

/** An amount, checked: a whole, non-negative, safe number of minor units in an ISO 4217 currency. */
export function money(minor: number, currency: string): Money {
  if (!isCurrencyCode(currency)) {
    throw new PricingError('invalid_currency', `Not an ISO 4217 currency code: ${String(currency)}`);
  }
  if (!Number.isInteger(minor) || minor < 0) {
    throw new PricingError('invalid_amount', `Not a whole, non-negative number of minor units: ${minor}`);
  }
  if (!Number.isSafeInteger(minor)) {
    throw new PricingError('amount_too_large', `Too large to compute exactly: ${minor} ${currency}`);
  }
  return { minor, currency };
}

/** Checks an amount that came from elsewhere (a row, another module) before computing with it. */
export function checkMoney(amount: Money): Money {
  return money(amount.minor, amount.currency);
}

export const zero = (currency: string) => money(0, currency);

function sameCurrency(a: Money, b: Money) {
  if (a.currency !== b.currency) {
    throw new PricingError(
      'currency_mismatch',
      `Amounts in different currencies are never combined: ${a.currency} and ${b.currency}`,
    );
  }
}

export function addMoney(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor + b.minor, a.currency);
}

/** The sum of amounts in one currency; the currency is given so that an empty list sums to zero. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  return amounts.reduce(addMoney, zero(currency));
}

/** `a − b`, never below zero: a discount larger than the amount leaves nothing to pay, not a credit. */
export function subtractFloored(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(Math.max(0, a.minor - b.minor), a.currency);
}

export function lesserOf(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return a.minor <= b.minor ? a : b;
}

export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new PricingError('invalid_quantity', `Not a whole quantity of at least 1: ${quantity}`);
  }
  return money(amount.minor * quantity, amount.currency);
}

/**
 * `amount × numerator / denominator` to the nearest minor unit, halves rounded up (ADR-0010):
 * 10 % of 24 905 is 2 490.5 → 2 491. Computed on whole numbers (BigInt): a float product of a
 * large amount and a rate passes 2^53 and loses its last digits.
 */
export function proportionOf(amount: Money, numerator: number, denominator: number): Money {
  const exact = BigInt(checkMoney(amount).minor) * BigInt(numerator);
  const rounded = (2n * exact + BigInt(denominator)) / (2n * BigInt(denominator));
  return money(Number(rounded), amount.currency);
}
