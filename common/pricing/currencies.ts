/**
 * What a stored amount means: how many digits of a currency's amount its minor unit holds (ISO 4217).
 * It is a table, not `Intl…resolvedOptions().maximumFractionDigits`, because the two differ for some
 * currencies (CLDR writes IQD, LBP, HUF or COP without decimals; ISO 4217 gives them 3, 2, 2 and 2)
 * and CLDR has changed some of its figures between versions: the meaning of a stored integer must not depend on the ICU
 * data of the server or the browser that reads it.
 */
const EXPONENTS = new Map<string, number>([
  ...'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'
    .split(' ')
    .map((c) => [c, 0] as const),
  ...'BHD IQD JOD KWD LYD OMR TND'.split(' ').map((c) => [c, 3] as const),
  ...'CLF UYW'.split(' ').map((c) => [c, 4] as const),
]);

/** Every other ISO 4217 currency (MAD, EUR, USD…) has cents. */
const DEFAULT_EXPONENT = 2;

/** A well-formed ISO 4217 alphabetic code: three capital letters. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value);
}

/** Digits after the decimal point of the currency's minor unit: MAD 2, JPY 0, KWD 3. */
export function minorUnitExponent(currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${String(currency)}`);
  return EXPONENTS.get(currency) ?? DEFAULT_EXPONENT;
}

/**
 * The exact decimal text of an amount in minor units ('249.05' for 24905 MAD, '1500' for 1500 JPY),
 * built from the integer's digits, so no binary fraction ever rounds it: for Intl and schema.org.
 */
export function decimalAmount(minor: number, currency: string): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  const exponent = minorUnitExponent(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * The minor units of a decimal amount typed in major units ('249.05' or '249,05' MAD → 24905), read
 * from its digits (no binary fraction); null when it is not a plain non-negative amount or has more
 * decimals than the currency's minor unit.
 */
export function minorFromDecimal(text: string, currency: string): number | null {
  const match = /^(\d+)(?:[.,](\d*))?$/.exec(text.trim());
  if (!match) return null;
  const exponent = minorUnitExponent(currency);
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > exponent) return null;
  const minor = Number(match[1]! + decimals.padEnd(exponent, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}
