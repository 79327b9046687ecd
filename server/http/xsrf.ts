import { randomBytes, timingSafeEqual } from 'node:crypto';
import { parse } from 'cookie';
import type { RequestHandler } from 'express';

import { SESSION_COOKIE, XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER } from '../../common/http/cookies';

export { SESSION_COOKIE, XSRF_COOKIE, XSRF_FIELD, XSRF_HEADER };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isMutation(method: string) {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** True when the presented token equals the cookie's (constant time). */
export function xsrfMatches(cookieHeader: string | null | undefined, presented: unknown): boolean {
  const expected = parse(cookieHeader ?? '')[XSRF_COOKIE];
  if (!expected || typeof presented !== 'string' || presented.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
}

export function hasSessionCookie(cookieHeader: string | null | undefined): boolean {
  return !!parse(cookieHeader ?? '')[SESSION_COOKIE];
}

/** Gives every browser an XSRF-TOKEN cookie (readable by our scripts, useless to other sites). */
export function issueXsrfCookie(opts: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    let token = parse(req.headers.cookie ?? '')[XSRF_COOKIE];
    if (!token || !/^[\w-]{32,64}$/.test(token)) {
      token = randomBytes(32).toString('base64url');
      res.cookie(XSRF_COOKIE, token, { sameSite: 'lax', secure: opts.secure, path: '/', httpOnly: false });
    }
    res.locals.xsrfToken = token;
    next();
  };
}

/** API mutations made with the session cookie must carry X-XSRF-TOKEN matching the cookie. */
export const requireXsrfHeader: RequestHandler = (req, res, next) => {
  if (!isMutation(req.method) || !hasSessionCookie(req.headers.cookie)) return next();
  if (xsrfMatches(req.headers.cookie, req.headers[XSRF_HEADER])) return next();
  res.status(403).json({
    message: 'The security token of this request is missing or wrong. Reload the page and try again.',
  });
};
