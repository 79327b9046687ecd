import { redirect } from 'react-router';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import { XSRF_COOKIE, XSRF_HEADER } from '../../../common/http/cookies';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import { localizePath } from '../../../common/i18n/request-locale';
import { readAnswer } from '~/lib/api-client';

/**
 * The admin token lives in this tab's session storage (spec §4, ADR-0600): gone with the tab, sent
 * as a Bearer header with the httpOnly binding cookie. Nothing else of the admin session is kept.
 */
export const adminToken = {
  get: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(ADMIN_TOKEN_STORAGE_KEY)),
  set: (token: string) => sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token),
  clear: () => sessionStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY),
};

/** An admin path under the page's language prefix, if the URL has one (`/ar/admin/login`). */
export function adminPath(lang: string | undefined, path: string): string {
  return localizePath(path, isLocale(lang) ? lang : undefined);
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Where a signed-out admin goes: the login of the page's language. */
export function toAdminLogin(lang: string | undefined) {
  adminToken.clear();
  return redirect(adminPath(lang, '/admin/login'));
}

/** What an admin API call sends, in the page's language. */
export interface AdminCall {
  method?: string;
  json?: unknown;
  /** A multipart body (an upload); the browser sets its Content-Type with the boundary. */
  form?: FormData;
  locale: Locale;
  headers?: Record<string, string>;
}

/**
 * A call to the admin API with the tab's token, the XSRF header (harmless without a customer
 * session, required with one) and the page's language for the messages.
 */
export async function adminFetch(
  path: string,
  init: AdminCall & { token?: string | null },
): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers, Accept: 'application/json' };
  const token = init.token === undefined ? adminToken.get() : init.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
  const separator = path.includes('?') ? '&' : '?';
  return fetch(`/api/admin${path}${separator}lang=${init.locale}`, {
    method: init.method ?? (init.json === undefined && !init.form ? 'GET' : 'POST'),
    headers,
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    credentials: 'same-origin',
  });
}

/**
 * For client loaders and actions: the parsed answer, or — when the session is gone (401, or no
 * token at all) — the token dropped and a redirect to the admin login thrown.
 */
export async function adminJson<T>(path: string, init: AdminCall & { lang: string | undefined }): Promise<T> {
  if (!adminToken.get()) throw toAdminLogin(init.lang);
  const res = await adminFetch(path, init);
  if (res.status === 401) throw toAdminLogin(init.lang);
  return readAnswer<T>(res);
}

/** The locale of the page (the i18n instance follows the URL and the server's choice). */
export function pageLocale(lang: string | undefined, fallback: string): Locale {
  if (isLocale(lang)) return lang;
  return isLocale(fallback) ? fallback : 'en';
}
