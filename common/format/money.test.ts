import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';
import { decimalInput } from './decimal-input';
import { formatMoney, formatMoneyOff } from './money';

// Intl writes a no-break space (U+00A0), a narrow one (U+202F) and Arabic's right-to-left mark (U+200F).
const NBSP = '\u00a0';
const NNBSP = '\u202f';
const RLM = '\u200f';

describe('formatMoney', () => {
  it('writes French amounts', () => {
    expect(formatMoney(24905, 'MAD', 'fr')).toBe(`249,05${NBSP}MAD`);
    expect(formatMoney(123456789, 'MAD', 'fr')).toBe(`1${NNBSP}234${NNBSP}567,89${NBSP}MAD`);
    expect(formatMoney(1500, 'JPY', 'fr')).toBe(`1${NNBSP}500${NBSP}JPY`);
    expect(formatMoney(1234, 'KWD', 'fr')).toBe(`1,234${NBSP}KWD`);
  });

  it('writes English amounts', () => {
    expect(formatMoney(24905, 'MAD', 'en')).toBe(`MAD${NBSP}249.05`);
    expect(formatMoney(1500, 'JPY', 'en')).toBe('JP¥1,500');
    expect(formatMoney(1234, 'KWD', 'en')).toBe(`KWD${NBSP}1.234`);
  });

  it('writes Arabic amounts with the Western digits of the Arabic pages', () => {
    expect(formatMoney(24905, 'MAD', 'ar')).toBe(`${RLM}249,05${NBSP}د.م.${RLM}`);
    expect(formatMoney(123456789, 'MAD', 'ar')).toBe(`${RLM}1.234.567,89${NBSP}د.م.${RLM}`);
    expect(formatMoney(1500, 'JPY', 'ar')).toBe(`${RLM}1.500${NBSP}JP¥`);
    expect(formatMoney(1234, 'KWD', 'ar')).toBe(`${RLM}1,234${NBSP}د.ك.${RLM}`);
    // The same digits as the dates on the same pages (formatted by the server).
    const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;
    expect(formatDate('2026-12-12T10:00:00Z', 'ar', 'UTC')).toMatch(/^12 .+ 2026$/);
    expect(formatMoney(24905, 'MAD', 'ar')).not.toMatch(arabicIndicDigits);
  });

  it('writes an amount taken off with the sign each language puts on a negative amount', () => {
    expect(formatMoneyOff(16960, 'MAD', 'fr')).toBe(`-169,60${NBSP}MAD`);
    expect(formatMoneyOff(16960, 'MAD', 'en')).toBe(`-MAD${NBSP}169.60`);
    // Right-to-left mark, then left-to-right mark: the minus stays on the digits' side.
    expect(formatMoneyOff(16960, 'MAD', 'ar')).toBe(`${RLM}\u200e-169,60${NBSP}د.م.${RLM}`);
    expect(formatMoneyOff(0, 'MAD', 'fr')).toBe(`0,00${NBSP}MAD`);
  });

  it('shows every digit of the minor unit and nothing below it', () => {
    expect(formatMoney(5, 'EUR', 'en')).toBe('€0.05');
    expect(formatMoney(5, 'KWD', 'en')).toBe(`KWD${NBSP}0.005`);
    expect(formatMoney(5, 'JPY', 'en')).toBe('JP¥5');
    // Beyond 2^53 / 100 a division by 100 would already be inexact; the decimal text is not.
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'MAD', 'en')).toBe(`MAD${NBSP}90,071,992,547,409.91`);
  });

  it('refuses what is not a whole number of minor units or not a currency code', () => {
    expect(() => formatMoney(249.05, 'MAD', 'fr')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'MAD', 'fr')).toThrow(RangeError);
    expect(() => formatMoney(100, 'mad', 'fr')).toThrow(RangeError);
  });

  it('builds one formatter per language and currency, then reuses it', () => {
    const original = Intl.NumberFormat;
    let built = 0;
    class CountingNumberFormat extends original {
      constructor(...args: ConstructorParameters<typeof original>) {
        super(...args);
        built += 1;
      }
    }
    Intl.NumberFormat = CountingNumberFormat as typeof Intl.NumberFormat;
    try {
      formatMoney(100, 'CHF', 'fr');
      formatMoney(200, 'CHF', 'fr');
      expect(built).toBe(1);
      formatMoney(100, 'CHF', 'en');
      formatMoney(100, 'USD', 'en');
      expect(built).toBe(3);
    } finally {
      Intl.NumberFormat = original;
    }
  });
});

describe('decimalInput', () => {
  it('shows an amount for typing with the language’s decimal separator, without grouping', () => {
    expect(decimalInput('149.90', 'fr')).toBe('149,90');
    expect(decimalInput('1149.90', 'ar')).toBe('1149,90');
    expect(decimalInput('149.90', 'en')).toBe('149.90');
    expect(decimalInput('1500', 'fr')).toBe('1500');
  });
});
