import { parse, serialize } from 'cookie';
import { createCookie, redirect, type AppLoadContext } from 'react-router';
import { SESSION_COOKIE } from '../../../common/http/cookies';
import type { SessionUser } from '../../../server/modules/accounts/sessions';
import { splitLocalePath, localizePath } from '../../../common/i18n/request-locale';

/** Protected pages are never stored by browsers or proxies. */
export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function sessionSecretOf(request: Request): string | undefined {
  return parse(request.headers.get('Cookie') ?? '')[SESSION_COOKIE];
}

/** The logged-in user of this request, or null. */
export async function getUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  return context.services.accounts.sessions.resolve(sessionSecretOf(request), 'browser');
}

/** A path under the request's own language prefix (/ar/login when the page was /ar/…). */
export function localizedFor(request: Request, path: string) {
  return localizePath(path, splitLocalePath(new URL(request.url).pathname).locale);
}

/** Sends a visitor to /login?redirectTo=<this page> before anything protected is rendered. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  const back = encodeURIComponent(url.pathname + url.search);
  throw redirect(`${localizedFor(request, '/login')}?redirectTo=${back}`, { headers: NO_STORE });
}

/** /login, /signup…: a logged-in user goes home. */
export async function requireAnonymous(request: Request, context: AppLoadContext): Promise<void> {
  if (await getUser(request, context)) throw redirect(localizedFor(request, '/'), { headers: NO_STORE });
}

export function sessionCookie(secret: string, maxAgeSeconds: number, secure: boolean) {
  return serialize(SESSION_COOKIE, secret, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearedSessionCookie(secure: boolean) {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: 0 });
}

/**
 * Remembers, for the code page, which account a signup (or an unconfirmed login) is waiting on:
 * signed, httpOnly, one hour.
 */
export function pendingSignupCookie(secret: string, secure: boolean) {
  return createCookie('pending_signup', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 60 * 60,
    secrets: [secret],
  });
}

export interface PendingSignup {
  userId: string;
  email: string;
}

export async function readPendingSignup(
  request: Request,
  context: AppLoadContext,
): Promise<PendingSignup | null> {
  const { config } = context.services;
  const value: unknown = await pendingSignupCookie(config.sessionSecret, config.secureCookies).parse(
    request.headers.get('Cookie'),
  );
  if (!value || typeof value !== 'object') return null;
  const { userId, email } = value as Record<string, unknown>;
  return typeof userId === 'string' && typeof email === 'string' ? { userId, email } : null;
}
