import { parse } from 'cookie';
import type { Request } from 'express';
import {
  FALLBACK_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  type Locale,
} from '../../common/i18n/languages';

/**
 * The language of an API answer: the one the client names (`lang`, where an endpoint takes it),
 * else the language cookie the site's switcher sets, else Accept-Language, else English.
 */
export function apiLocale(req: Request, named?: unknown): Locale {
  if (isLocale(named)) return named;
  const cookie = parse(req.headers.cookie ?? '')[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(req.headers['accept-language']) ?? FALLBACK_LOCALE;
}

/** The language of an answer to `req`: its `?lang=` first, then as `apiLocale` chooses. */
export const localeOf = (req: Request): Locale => apiLocale(req, req.query.lang);
