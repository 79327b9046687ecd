import { describe, expect, it } from 'vitest';
import { amountOff, percentOff } from './discounts';
import { money, PricingError } from './money';
import { priceOrder, type OrderLine } from './order';

const mad = (minor: number) => money(minor, 'MAD');

const boxes: OrderLine = { key: 'boxes', unitPrice: mad(24905), quantity: 3, discount: percentOff(10) };
const storage: OrderLine = { key: 'storage', unitPrice: mad(99000), quantity: 1 };

function failure(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingError) return error.code;
    throw error;
  }
  throw new Error('accepted');
}

describe('priceOrder', () => {
  it('prices each line per unit, so a line is its quantity times the price the catalogue shows', () => {
    const order = priceOrder({ currency: 'MAD', lines: [boxes, storage] });
    expect(order.lines[0]).toEqual({
      key: 'boxes',
      quantity: 3,
      unitPrice: mad(24905),
      unitDiscount: mad(2491), // 2 490.5 rounded half up, per unit
      subtotal: mad(74715),
      discount: mad(7473),
      total: mad(67242), // 3 × 22 414
    });
    expect(order).toMatchObject({
      subtotal: mad(173715),
      lineDiscounts: mad(7473),
      promo: null,
      discountTotal: mad(7473),
      taxRateBp: 0,
      tax: mad(0),
      total: mad(166242),
    });
  });

  it('takes a percent promo off the lines after their own discounts, rounded half up', () => {
    const order = priceOrder({
      currency: 'MAD',
      lines: [boxes, storage],
      promo: { discount: percentOff(15) },
    });
    // 15 % of 166 242 = 24 936.3 → 24 936
    expect(order.promo).toEqual({ applied: true, amount: mad(24936) });
    expect(order.discountTotal).toEqual(mad(7473 + 24936));
    expect(order.total).toEqual(mad(166242 - 24936));
  });

  it('scopes a promo to some lines', () => {
    const order = priceOrder({
      currency: 'MAD',
      lines: [boxes, storage],
      promo: { discount: percentOff(50), scope: ['storage'] },
    });
    expect(order.promo).toEqual({ applied: true, amount: mad(49500) });
    expect(order.total).toEqual(mad(166242 - 49500));
    const none = priceOrder({
      currency: 'MAD',
      lines: [boxes],
      promo: { discount: percentOff(50), scope: ['storage'] },
    });
    expect(none.promo).toEqual({ applied: false, reason: 'no_line_in_scope' });
    expect(none.total).toEqual(mad(67242));
  });

  it('does not apply a promo whose minimum the covered lines do not reach, and says what is missing', () => {
    const promo = { discount: amountOff(mad(5000)), minimumOrder: mad(100000) };
    const short = priceOrder({ currency: 'MAD', lines: [boxes], promo });
    expect(short.promo).toEqual({
      applied: false,
      reason: 'minimum_not_reached',
      minimum: mad(100000),
      missing: mad(100000 - 67242),
    });
    expect(short.discountTotal).toEqual(mad(7473));
    expect(short.total).toEqual(mad(67242));
    // The minimum counts the covered lines only, after their own discounts.
    const scoped = priceOrder({
      currency: 'MAD',
      lines: [boxes, storage],
      promo: { ...promo, scope: ['boxes'] },
    });
    expect(scoped.promo).toMatchObject({ applied: false, reason: 'minimum_not_reached' });
    const reached = priceOrder({ currency: 'MAD', lines: [boxes, storage], promo });
    expect(reached.promo).toEqual({ applied: true, amount: mad(5000) });
    const exactly = priceOrder({
      currency: 'MAD',
      lines: [boxes],
      promo: { ...promo, minimumOrder: mad(67242) },
    });
    expect(exactly.promo).toEqual({ applied: true, amount: mad(5000) });
  });

  it('never takes an order below zero', () => {
    const order = priceOrder({
      currency: 'MAD',
      lines: [{ key: 'tape', unitPrice: mad(1000), quantity: 2, discount: amountOff(mad(5000)) }],
      promo: { discount: amountOff(mad(10000)) },
      taxRateBp: 2000,
    });
    expect(order.lines[0]).toMatchObject({ unitDiscount: mad(1000), discount: mad(2000), total: mad(0) });
    expect(order.promo).toEqual({ applied: true, amount: mad(0) });
    expect(order).toMatchObject({
      subtotal: mad(2000),
      discountTotal: mad(2000),
      tax: mad(0),
      total: mad(0),
    });
    const promoOnly = priceOrder({
      currency: 'MAD',
      lines: [storage],
      promo: { discount: amountOff(mad(150000)) },
    });
    expect(promoOnly.promo).toEqual({ applied: true, amount: mad(99000) });
    expect(promoOnly.total).toEqual(mad(0));
  });

  it('adds tax at a rate in basis points on the discounted total, rounded half up once', () => {
    // 20 % of 67 242 = 13 448.4 → 13 448
    expect(priceOrder({ currency: 'MAD', lines: [boxes], taxRateBp: 2000 })).toMatchObject({
      tax: mad(13448),
      total: mad(80690),
    });
    // 5.5 % of 24 905 = 1 369.775 → 1 370; of 10 = 0.55 → 1; of 9 = 0.495 → 0
    const taxOn = (minor: number) =>
      priceOrder({
        currency: 'MAD',
        lines: [{ key: 'x', unitPrice: mad(minor), quantity: 1 }],
        taxRateBp: 550,
      }).tax;
    expect([taxOn(24905), taxOn(10), taxOn(9)]).toEqual([mad(1370), mad(1), mad(0)]);
    // JPY has no minor digits: 10 % of ¥1 005 = 100.5 → ¥101
    const yen = priceOrder({
      currency: 'JPY',
      lines: [{ key: 'x', unitPrice: money(1005, 'JPY'), quantity: 1 }],
      taxRateBp: 1000,
    });
    expect(yen.total).toEqual(money(1106, 'JPY'));
  });

  it('prices an empty order at zero in its currency', () => {
    expect(priceOrder({ currency: 'KWD', lines: [] })).toMatchObject({
      subtotal: money(0, 'KWD'),
      total: money(0, 'KWD'),
    });
  });

  it('never adds amounts in different currencies', () => {
    const euros: OrderLine = { key: 'eur', unitPrice: money(1000, 'EUR'), quantity: 1 };
    expect(failure(() => priceOrder({ currency: 'MAD', lines: [storage, euros] }))).toBe('currency_mismatch');
    expect(failure(() => priceOrder({ currency: 'EUR', lines: [storage] }))).toBe('currency_mismatch');
    const euroPromo = { discount: amountOff(money(500, 'EUR')) };
    expect(failure(() => priceOrder({ currency: 'MAD', lines: [storage], promo: euroPromo }))).toBe(
      'currency_mismatch',
    );
    const euroMinimum = { discount: percentOff(10), minimumOrder: money(500, 'EUR') };
    expect(failure(() => priceOrder({ currency: 'MAD', lines: [storage], promo: euroMinimum }))).toBe(
      'currency_mismatch',
    );
    const euroLineDiscount = { ...storage, discount: amountOff(money(500, 'EUR')) };
    expect(failure(() => priceOrder({ currency: 'MAD', lines: [euroLineDiscount] }))).toBe(
      'currency_mismatch',
    );
  });

  it('refuses malformed input', () => {
    const order = (patch: Partial<OrderLine>, taxRateBp?: number) =>
      failure(() => priceOrder({ currency: 'MAD', lines: [{ ...storage, ...patch }], taxRateBp }));
    expect(order({ unitPrice: { minor: 990.5, currency: 'MAD' } })).toBe('invalid_amount');
    expect(order({ unitPrice: { minor: -99000, currency: 'MAD' } })).toBe('invalid_amount');
    expect(order({ unitPrice: { minor: 99000, currency: 'Dh' } })).toBe('invalid_currency');
    expect(order({ quantity: 0 })).toBe('invalid_quantity');
    expect(order({ quantity: 1.5 })).toBe('invalid_quantity');
    expect(order({ quantity: 2 ** 40 })).toBe('amount_too_large');
    expect(order({ discount: { type: 'percent', percent: 120 } })).toBe('invalid_percent');
    expect(order({}, -1)).toBe('invalid_rate');
    expect(order({}, 7.5)).toBe('invalid_rate');
    expect(failure(() => priceOrder({ currency: 'dirham', lines: [] }))).toBe('invalid_currency');
    expect(failure(() => priceOrder({ currency: 'MAD', lines: [storage, storage] }))).toBe('duplicate_line');
  });
});
