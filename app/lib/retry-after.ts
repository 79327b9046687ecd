import type { HeadersArgs } from 'react-router';

/**
 * A route's `headers` that keeps the Retry-After of a 429 its action answered (React Router passes
 * only cookies from an action's headers on by itself), over `base` or else the parent's headers.
 */
export function keepRetryAfter(base?: HeadersInit) {
  return ({ actionHeaders, parentHeaders }: HeadersArgs) => {
    const headers = new Headers(base ?? parentHeaders);
    const retryAfter = actionHeaders.get('Retry-After');
    if (retryAfter) headers.set('Retry-After', retryAfter);
    return headers;
  };
}
