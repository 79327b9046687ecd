import type { Request } from 'express';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import { resolveRequestLocale } from '../../../common/i18n/request-locale';

/** `?lang=` when valid, else `fallback`, else the i18next cookie or Accept-Language. */
export function localeOfRequest(req: Request, fallback?: string): Locale {
  if (isLocale(req.query.lang)) return req.query.lang;
  if (isLocale(fallback)) return fallback;
  const headers = new Headers();
  if (typeof req.headers.cookie === 'string') headers.set('Cookie', req.headers.cookie);
  if (typeof req.headers['accept-language'] === 'string')
    headers.set('Accept-Language', req.headers['accept-language']);
  return resolveRequestLocale(new Request('http://local/', { headers }));
}
