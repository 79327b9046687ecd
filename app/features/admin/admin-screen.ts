import { data } from 'react-router';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { adminJson, pageLocale } from './admin-api';

type CallInit = Omit<Parameters<typeof adminJson>[1], 'locale' | 'lang'>;

/** An unknown, other or malformed id answers 404: the screen shows the not-found page. */
export function notFoundAsPage(error: unknown): never {
  if (error instanceof ApiError && error.status === 404)
    throw data(null, { status: 404, statusText: 'Not Found' });
  throw error;
}

export interface AdminScreen {
  locale: Locale;
  lang: string | undefined;
  /** For client loaders: the answer, the not-found page for a 404, the login when signed out. */
  load: <T>(path: string, init?: CallInit) => Promise<T>;
  /** For client actions and handlers: the answer, or the refusal thrown as it came. */
  send: <T>(path: string, init?: CallInit) => Promise<T>;
}

/**
 * What every admin client loader and action starts with (ADR-0611): the page's language and the
 * admin API bound to it. A session that ended (401, no token) redirects to the login of the page's
 * language; `load` turns a 404 into the not-found page.
 */
export function adminScreen(params: { lang?: string }): AdminScreen {
  const lang = params.lang;
  const locale = pageLocale(lang, typeof document === 'undefined' ? '' : document.documentElement.lang);
  const send = <T>(path: string, init: CallInit = {}) => adminJson<T>(path, { ...init, locale, lang });
  const load = <T>(path: string, init: CallInit = {}) => send<T>(path, init).catch(notFoundAsPage);
  return { locale, lang, load, send };
}
