import { describe, expect, it } from 'vitest';
import { decimalAmount, isCurrencyCode, minorUnitExponent } from './currencies';

describe('currencies', () => {
  it('knows the ISO 4217 minor unit of a currency', () => {
    expect(['MAD', 'EUR', 'USD', 'JPY', 'KRW', 'KWD', 'TND', 'CLF'].map(minorUnitExponent)).toEqual([
      2, 2, 2, 0, 0, 3, 3, 4,
    ]);
  });

  it('agrees with Intl where CLDR follows ISO, and keeps ISO where it does not', () => {
    const intlDigits = (currency: string) =>
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
    for (const currency of ['MAD', 'EUR', 'JPY', 'KWD', 'BHD', 'CLP']) {
      expect(minorUnitExponent(currency)).toBe(intlDigits(currency));
    }
    // CLDR writes Iraqi dinars without decimals; a stored IQD amount still counts fils (1/1000).
    expect(minorUnitExponent('IQD')).toBe(3);
  });

  it('writes the exact decimal amount of minor units', () => {
    expect(decimalAmount(24905, 'MAD')).toBe('249.05');
    expect(decimalAmount(5, 'MAD')).toBe('0.05');
    expect(decimalAmount(0, 'MAD')).toBe('0.00');
    expect(decimalAmount(-150, 'EUR')).toBe('-1.50');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
    expect(decimalAmount(1234, 'KWD')).toBe('1.234');
    expect(decimalAmount(Number.MAX_SAFE_INTEGER, 'MAD')).toBe('90071992547409.91');
  });

  it('refuses malformed codes and fractional minor units', () => {
    expect(isCurrencyCode('MAD')).toBe(true);
    expect(['mad', 'MA', 'MADX', '', 12, null].some(isCurrencyCode)).toBe(false);
    expect(() => minorUnitExponent('dirham')).toThrow(RangeError);
    expect(() => decimalAmount(1.5, 'MAD')).toThrow(RangeError);
  });
});
