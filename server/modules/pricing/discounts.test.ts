import { describe, expect, it } from 'vitest';
import { amountOff, applyDiscount, discountAmount, discountOf, percentOff } from './discounts';
import { money, PricingError, proportionOf } from './money';

const mad = (minor: number) => money(minor, 'MAD');

describe('percent discounts round half up to the minor unit', () => {
  it.each([
    [24905, 10, 2491], // 2 490.5
    [1, 33, 0], // 0.33
    [1, 50, 1], // 0.5: the half goes up
    [999, 15, 150], // 149.85
    [24900, 10, 2490],
    [3, 50, 2], // 1.5
    [0, 100, 0],
  ])('%i × %i %% takes %i off', (price, percent, off) => {
    expect(discountAmount(mad(price), percentOff(percent))).toEqual(mad(off));
  });

  it('stays exact where amount × rate passes 2^53', () => {
    // 513 386 468 173 175.48: a float product (51 338 646 817 317 548 is not representable) gives …176.
    expect(proportionOf(mad(987281669563799), 52, 100)).toEqual(mad(513386468173175));
    expect(proportionOf(mad(Number.MAX_SAFE_INTEGER), 50, 100)).toEqual(mad(4503599627370496));
  });
});

describe('applyDiscount (moved from the catalogue types)', () => {
  it('applies percent and amount discounts in minor units, never below zero', () => {
    expect(applyDiscount(mad(24900), percentOff(10))).toEqual(mad(22410));
    expect(applyDiscount(mad(24900), amountOff(mad(5000)))).toEqual(mad(19900));
    expect(applyDiscount(mad(1000), amountOff(mad(5000)))).toEqual(mad(0));
    expect(applyDiscount(mad(1000), null)).toEqual(mad(1000));
    expect(applyDiscount(mad(24905), percentOff(10))).toEqual(mad(22414));
  });

  it('takes at most the whole amount off', () => {
    expect(discountAmount(mad(1000), amountOff(mad(5000)))).toEqual(mad(1000));
    expect(applyDiscount(mad(1000), percentOff(100))).toEqual(mad(0));
  });

  it('reads the stored shape: a percent, or minor units of the price currency', () => {
    expect(discountOf('percent', 15, 'JPY')).toEqual({ type: 'percent', percent: 15 });
    expect(discountOf('amount', 500, 'JPY')).toEqual({ type: 'amount', amount: money(500, 'JPY') });
    expect(applyDiscount(money(999, 'JPY'), discountOf('percent', 15, 'JPY'))).toEqual(money(849, 'JPY'));
  });
});

describe('refused input', () => {
  const code = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof PricingError ? error.code : error;
    }
    return 'accepted';
  };

  it('refuses fractional, negative, unsafe or non-numeric minor units and malformed currencies', () => {
    expect(code(() => mad(249.05))).toBe('invalid_amount');
    expect(code(() => mad(-1))).toBe('invalid_amount');
    expect(code(() => mad(Number.NaN))).toBe('invalid_amount');
    expect(code(() => mad(Number.POSITIVE_INFINITY))).toBe('invalid_amount');
    expect(code(() => mad(2 ** 53))).toBe('amount_too_large');
    expect(code(() => money(100, 'mad'))).toBe('invalid_currency');
    expect(code(() => discountAmount({ minor: 10.5, currency: 'MAD' }, null))).toBe('invalid_amount');
  });

  it('refuses percents that are not whole numbers from 0 to 100', () => {
    expect(code(() => percentOff(101))).toBe('invalid_percent');
    expect(code(() => percentOff(-5))).toBe('invalid_percent');
    expect(code(() => percentOff(12.5))).toBe('invalid_percent');
    expect(code(() => discountAmount(mad(100), { type: 'percent', percent: 150 }))).toBe('invalid_percent');
    expect(code(() => discountOf('amount', -100, 'MAD'))).toBe('invalid_amount');
  });

  it('never takes an amount in one currency off a price in another', () => {
    expect(code(() => applyDiscount(mad(10000), amountOff(money(500, 'EUR'))))).toBe('currency_mismatch');
    expect(() => applyDiscount(mad(10000), amountOff(money(500, 'EUR')))).toThrow(
      'Amounts in different currencies are never combined: EUR and MAD',
    );
  });
});
