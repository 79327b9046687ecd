import arabicFont from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';
import latinFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import type { Locale } from './i18n/languages';

/** The font file the first paint of a page in this language needs: preloaded, so text never waits on CSS. */
export function primaryFontFor(locale: Locale): string {
  return locale === 'ar' ? arabicFont : latinFont;
}
