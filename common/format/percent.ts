import { LANGUAGES, type Locale } from '../i18n/languages';

const formats = new Map<Locale, Intl.NumberFormat>();

/** A rate in basis points as the reader's language writes a percentage: 2000 → « 20 % » in French. */
export function formatRate(basisPoints: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    // Western digits in every language, as money (ADR-0010).
    format = new Intl.NumberFormat(LANGUAGES[locale].intl, {
      style: 'percent',
      numberingSystem: 'latn',
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format.format(basisPoints / 10_000);
}
