import { LANGUAGES, type Locale } from '../i18n/languages';

const formats = new Map<Locale, Intl.NumberFormat>();

/** A whole count as the reader's language writes it (12 345 in French), Western digits as money (ADR-0010). */
export function formatCount(value: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGES[locale].intl, {
      numberingSystem: 'latn',
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(value);
}
