import { useEffect } from 'react';
import { useParams, useRevalidator } from 'react-router';
import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  localeFromAcceptLanguage,
  type Locale,
} from '../../common/i18n/languages';

const YEAR = 60 * 60 * 24 * 365;

/** Stores a language choice where i18next looks for it: local storage and the cookie. */
export function rememberLanguage(locale: Locale) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage disabled: the cookie still carries the choice.
  }
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

/**
 * The browser side of detection (spec §9 order: local storage, cookie, navigator…). It matters
 * only where the server could not know: a choice in local storage that the cookie lacks is written
 * to the cookie and applied without a reload.
 */
export function useStoredLanguage(serverLocale: Locale, hasCookie: boolean) {
  const { lang } = useParams();
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (isLocale(lang) || hasCookie) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      stored = null;
    }
    const detected = isLocale(stored)
      ? stored
      : (localeFromAcceptLanguage(navigator.languages.join(',')) ?? serverLocale);
    rememberLanguage(detected);
    if (detected !== serverLocale) void revalidate();
  }, [lang, hasCookie, serverLocale, revalidate]);
}
