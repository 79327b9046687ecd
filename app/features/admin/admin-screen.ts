import { data } from 'react-router';
import { ApiError } from '~/lib/api-client';
import type { Locale } from '../../../common/i18n/languages';
import { adminJson, pageLocale } from './admin-api';
import { ReauthCancelled, withReauth } from './reauth';

type CallInit = Omit<Parameters<typeof adminJson>[1], 'locale' | 'lang'>;

/** An unknown, other or malformed id answers 404: the screen shows the not-found page. */
export function notFoundAsPage(error: unknown, statuses: readonly number[] = [404]): never {
  if (error instanceof ApiError && statuses.includes(error.status))
    throw data(null, { status: 404, statusText: 'Not Found' });
  throw error;
}

/** What a client action hands its screen: the answer's message, or the refusal's and its field errors. */
export interface Outcome {
  ok: boolean;
  /** Null when the admin cancelled the password prompt (nothing to say); '' when the server was not reached. */
  message: string | null;
  errors: Record<string, string[]>;
}

/**
 * For client actions, the same steps as `useAdminMutation`: the password asked again and the call
 * made once more when the server wants it, the login redirect of an ended session thrown on, a
 * refusal (4xx) kept as the screen's message and field errors.
 */
export async function outcome(
  call: () => Promise<{ message?: string }>,
  opts: { locale: Locale; lang: string | undefined },
): Promise<Outcome> {
  try {
    const answer = await withReauth(call, opts);
    return { ok: true, message: answer.message ?? '', errors: {} };
  } catch (error) {
    if (error instanceof ReauthCancelled) return { ok: false, message: null, errors: {} };
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      return { ok: false, message: error.message, errors: error.body.errors ?? {} };
    if (error instanceof Response || isRouteErrorData(error)) throw error;
    return { ok: false, message: '', errors: {} };
  }
}

/** A `data(null, {status: 404})` thrown by `notFoundAsPage`. */
const isRouteErrorData = (error: unknown) =>
  typeof error === 'object' && error !== null && 'init' in error && 'data' in error;

export type ListLoad<P> =
  | { page: P; errors: null; message: null }
  | { page: null; errors: Record<string, string[]>; message: string };

export interface AdminScreen {
  locale: Locale;
  lang: string | undefined;
  /** For client loaders: the answer, the not-found page for a 404, the login when signed out. */
  load: <T>(path: string, init?: CallInit) => Promise<T>;
  /** For client actions and handlers: the answer, or the refusal thrown as it came. */
  send: <T>(path: string, init?: CallInit) => Promise<T>;
  /**
   * For a list filtered by the URL: its page (the API's `data`); when the API refuses the filters
   * (422), no page, and their field errors and message for the filter form.
   */
  loadList: <P>(path: string) => Promise<ListLoad<P>>;
  /** For client actions: `outcome` in the screen's language. */
  outcome: (call: () => Promise<{ message?: string }>) => Promise<Outcome>;
}

/**
 * What every admin client loader and action starts with (ADR-0611): the page's language and the
 * admin API bound to it. A session that ended (401, no token) redirects to the login of the page's
 * language; `load` turns a 404 (and the `notFound` statuses, e.g. 422 for a malformed name in the
 * URL) into the not-found page.
 */
export function adminScreen(
  params: { lang?: string },
  opts: { notFound?: readonly number[] } = {},
): AdminScreen {
  const lang = params.lang;
  const locale = pageLocale(lang, typeof document === 'undefined' ? '' : document.documentElement.lang);
  const send = <T>(path: string, init: CallInit = {}) => adminJson<T>(path, { ...init, locale, lang });
  const load = <T>(path: string, init: CallInit = {}) =>
    send<T>(path, init).catch((error: unknown) => notFoundAsPage(error, opts.notFound));
  const loadList = async <P>(path: string): Promise<ListLoad<P>> => {
    try {
      return { page: (await load<{ data: P }>(path)).data, errors: null, message: null };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      return { page: null, errors: error.body.errors ?? {}, message: error.message };
    }
  };
  return { locale, lang, load, send, loadList, outcome: (call) => outcome(call, { locale, lang }) };
}
