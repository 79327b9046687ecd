import { XSRF_COOKIE, XSRF_HEADER } from '../../common/http/cookies';

/** Thrown for any non-2xx answer, with the parsed JSON body (`{ message, errors }`) when there is one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } & Record<string, unknown>,
  ) {
    super(body.message ?? `HTTP ${status}`);
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * The browser's API client (spec §7): JSON headers, the XSRF header from the XSRF-TOKEN cookie,
 * the session cookie, and no timeout by default (pass a signal to cancel).
 */
export async function api<T>(
  path: string,
  init: { method?: string; json?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = decodeURIComponent(xsrf);
  const res = await fetch(`/api${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
    credentials: 'same-origin',
    signal: init.signal,
  });
  return readAnswer<T>(res);
}

/** The answer's JSON body (a text one kept as its message), or an ApiError when it is not 2xx. */
export async function readAnswer<T>(res: Response): Promise<T> {
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { message: text.slice(0, 200) };
  }
  if (!res.ok) throw new ApiError(res.status, body);
  return body as T;
}
