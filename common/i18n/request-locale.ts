import { parse } from 'cookie';
import {
  FALLBACK_LOCALE,
  isLocale,
  LANGUAGE_COOKIE,
  localeFromAcceptLanguage,
  type Locale,
} from './languages';

/** The server decides each response's language: path prefix, then the i18next cookie, then Accept-Language, then en. */
export function resolveRequestLocale(request: Request, pathLang?: string): Locale {
  if (isLocale(pathLang)) return pathLang;
  const cookie = parse(request.headers.get('Cookie') ?? '')[LANGUAGE_COOKIE];
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers.get('Accept-Language')) ?? FALLBACK_LOCALE;
}

/** The language prefix of a pathname, if it has a supported one. */
export function splitLocalePath(pathname: string): { locale?: Locale; rest: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], rest: match[2] ?? '/' };
  return { rest: pathname };
}

/** A path under the given prefix ("/ar/produits"), or unprefixed when prefix is undefined. */
export function localizePath(path: string, prefix?: Locale): string {
  if (!prefix) return path;
  return path === '/' ? `/${prefix}` : `/${prefix}${path}`;
}
