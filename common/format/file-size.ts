import { LANGUAGES, type Locale } from '../i18n/languages';

const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
  { unit: 'byte', bytes: 1 },
] as const;

const formats = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, unit: string) {
  const key = `${locale}|${unit}`;
  let format = formats.get(key);
  if (!format) {
    // Western digits in every language, as money and dates (ADR-0010).
    format = new Intl.NumberFormat(LANGUAGES[locale].intl, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      numberingSystem: 'latn',
      maximumFractionDigits: 1,
    });
    formats.set(key, format);
  }
  return format;
}

/** A file size as the reader's language writes it: 10485760 → « 10 Mo », "10 MB" (binary multiples). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const { unit, bytes: per } = UNITS.find((u) => bytes >= u.bytes) ?? UNITS[2];
  return formatter(locale, unit).format(bytes / per);
}
