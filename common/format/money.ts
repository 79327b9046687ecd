import { LANGUAGES, type Locale } from '../i18n/languages';
import { decimalAmount, minorUnitExponent } from '../pricing/currencies';

/**
 * The one function that turns an amount into text for a reader (ADR-0010). Amounts are computed on
 * the server (server/modules/pricing); this only writes them, on the server or in the browser.
 */

/**
 * The digits each language's pages are written in. Arabic pages are ar-MA, whose dates and numbers
 * use Western digits (12 دجنبر 2026); money says so explicitly, so a browser whose Intl data would
 * pick other digits for ar-MA writes the same text as the server did.
 */
const DIGITS: Record<Locale, string> = { fr: 'latn', en: 'latn', ar: 'latn' };

// Building an Intl formatter costs far more than using one: one per language and currency.
const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: string) {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    // Exactly the minor unit's digits: a stored amount is shown as it is, never rounded.
    const digits = minorUnitExponent(currency);
    format = new Intl.NumberFormat(LANGUAGES[locale].intl, {
      style: 'currency',
      currency,
      numberingSystem: DIGITS[locale],
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format;
}

/** An amount in minor units as the reader's language writes it: 24905 MAD → « 249,05 MAD » in French. */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  // Intl reads the decimal text exactly; a number would pass through a binary fraction first.
  return formatter(locale, currency).format(decimalAmount(minor, currency) as Intl.StringNumericLiteral);
}

/**
 * An amount taken off (a discount) as the reader's language writes a negative amount: « −24,90 MAD »;
 * in Arabic Intl's own marks keep the sign with the digits in a right-to-left line. Zero has no sign.
 */
export function formatMoneyOff(minor: number, currency: string, locale: Locale): string {
  if (minor === 0) return formatMoney(0, currency, locale);
  return formatter(locale, currency).format(
    `-${decimalAmount(minor, currency)}` as Intl.StringNumericLiteral,
  );
}

/** The decimal separator a language writes amounts with: `,` in French and Arabic (ar-MA), `.` in English. */
export function decimalSeparator(locale: Locale): string {
  return (
    formatter(locale, 'EUR')
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

/**
 * A decimal amount's exact text ('149.90', as the API and `decimalAmount` give it) as a field in the
 * reader's language shows it for typing: '149,90' in French. No grouping, so what is shown can be
 * typed back; the server reads either separator (`minorFromDecimal`).
 */
export function decimalInput(decimal: string, locale: Locale): string {
  return decimal.replace('.', decimalSeparator(locale));
}
