import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '../common/i18n/languages';

/**
 * After hydration (so after the first paint), loads the language's fonts if this browser has not
 * yet; the page switches to them at its next navigation, never under the reader's eyes (ADR-0022).
 */
export function useWebFonts(locale: Locale) {
  const { pathname } = useLocation();
  const hydrated = useRef(false);
  useEffect(() => {
    void import('./web-fonts-loader').then((m) => {
      if (!m.fontsStoredFor(locale)) return m.loadWebFonts(locale);
    });
  }, [locale]);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    void import('./web-fonts-loader').then((m) => {
      if (m.fontsStoredFor(locale)) m.applyWebFonts();
    });
  }, [pathname, locale]);
}
