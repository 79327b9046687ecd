import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '../common/i18n/languages';
import { applyWebFonts, fontsStoredFor, loadWebFonts } from './fonts';

/**
 * After hydration (so after the first paint), loads the language's fonts if this browser has not
 * yet; the page switches to them at its next navigation, never under the reader's eyes (ADR-0022).
 */
export function useWebFonts(locale: Locale) {
  const { pathname } = useLocation();
  const hydrated = useRef(false);
  useEffect(() => {
    if (!fontsStoredFor(locale)) void loadWebFonts(locale);
  }, [locale]);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (fontsStoredFor(locale)) applyWebFonts();
  }, [pathname, locale]);
}
