import { LANGUAGES, type Locale } from '../i18n/languages';
import { decimalAmount, minorUnitExponent } from '../pricing/currencies';

/**
 * The one function that turns an amount into text for a reader (ADR-0010). Amounts are computed on
 * the server (server/modules/pricing); this only writes them, on the server or in the browser.
 */

/**
 * Every language's pages write Western digits: Arabic pages are ar-MA, whose dates and numbers use
 * them (12 دجنبر 2026); money says so explicitly, so a browser whose Intl data would pick other
 * digits for ar-MA writes the same text as the server did.
 */
const DIGITS = 'latn';

// Building an Intl formatter costs far more than using one: one per language and currency.
const formats = new Map<string, Intl.NumberFormat>();

/** The formatter of a language and currency, built once. */
export function moneyFormatter(locale: Locale, currency: string) {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    // Exactly the minor unit's digits: a stored amount is shown as it is, never rounded.
    const digits = minorUnitExponent(currency);
    format = new Intl.NumberFormat(LANGUAGES[locale].intl, {
      style: 'currency',
      currency,
      numberingSystem: DIGITS,
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
  return moneyFormatter(locale, currency).format(decimalAmount(minor, currency) as Intl.StringNumericLiteral);
}

/**
 * An amount taken off (a discount) as the reader's language writes a negative amount: « −24,90 MAD »;
 * in Arabic Intl's own marks keep the sign with the digits in a right-to-left line. Zero has no sign.
 */
export function formatMoneyOff(minor: number, currency: string, locale: Locale): string {
  return formatMoney(-minor || 0, currency, locale);
}
