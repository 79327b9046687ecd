import type { Locale } from '../i18n/languages';
import { moneyFormatter } from './money';

// Apart from money.ts: only the forms that take an amount use these; pages that only show amounts
// do not carry them.

/** The decimal separator a language writes amounts with: `,` in French and Arabic (ar-MA), `.` in English. */
export function decimalSeparator(locale: Locale): string {
  return (
    moneyFormatter(locale, 'EUR')
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
