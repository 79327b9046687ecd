import latinFont from './fonts/inter-latin-wght-400-900.woff2?url';
import arabicRegular from './fonts/noto-sans-arabic-core-400.woff2?url';
import arabicBold from './fonts/noto-sans-arabic-core-700.woff2?url';
import type { Locale } from '../common/i18n/languages';

/**
 * The font files the first screen of a page in this language needs: preloaded, so text never
 * waits on CSS. Arabic has two static faces (regular for body text, bold for headings and
 * buttons); Arabic pages also show Latin letters and digits (language code, counts, prices), and
 * Inter arriving after the first paint would shift them.
 */
export function primaryFontsFor(locale: Locale): string[] {
  return locale === 'ar' ? [arabicBold, arabicRegular, latinFont] : [latinFont];
}
