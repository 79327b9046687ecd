import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { apiNotFound } from '../api-errors';
import { apiLocale } from '../api-locale';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { apiUser } from '../../modules/accounts/api';
import type { RequestOrigin } from '../../modules/audit/service';
import { ADMIN_REAUTH_MS, isAdminToken, type AdminSession } from '../../modules/admin/sessions';

/**
 * The browser binding of admin tokens (ADR-0600): httpOnly, SameSite=Strict, a browser-session
 * cookie. Over https it is a `__Host-` cookie (Secure, Path=/, no Domain: no subdomain can set it).
 */
export const adminBindingCookieName = (secure: boolean) =>
  secure ? '__Host-admin_binding' : 'admin_binding';

const BINDING = /^[\w-]{43}$/;

export function bindingOf(req: Request, secure: boolean): string | undefined {
  const value = parse(req.headers.cookie ?? '')[adminBindingCookieName(secure)];
  return value && BINDING.test(value) ? value : undefined;
}

/** The browser's binding value: the one it has (other tabs' sessions keep working), else a new one. */
export function bindingFor(req: Request, secure: boolean) {
  const existing = bindingOf(req, secure);
  return { value: existing ?? randomBytes(32).toString('base64url'), isNew: !existing };
}

export function bindingCookie(value: string, secure: boolean) {
  return serialize(adminBindingCookieName(secure), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
  });
}

export function clearedBindingCookie(secure: boolean) {
  return serialize(adminBindingCookieName(secure), '', {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/',
    maxAge: 0,
  });
}

export function bearerOf(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

export const originOf = (req: Request): RequestOrigin => ({
  ip: req.ip ?? 'unknown',
  userAgent: (req.get('user-agent') ?? '').slice(0, 300),
});

export const adminT = (req: Request) => translator(apiLocale(req, req.query.lang));

/** The admin session of a request that passed `requireAdmin`. */
export const adminSessionOf = (res: Response) => res.locals.adminSession as AdminSession;

/**
 * Every /api/admin route but the login sits behind this. An admin token with its binding cookie,
 * live and unrevoked, passes; any other admin token, or none, is 401. A customer's credentials
 * (cookie or Bearer token, an admin's ordinary login included) get the unknown route's 404:
 * to them the admin API does not exist.
 */
export function requireAdmin(services: Services): RequestHandler {
  const secure = services.config.secureCookies;
  return async (req, res, next) => {
    const token = bearerOf(req);
    if (isAdminToken(token)) {
      const result = await services.admin.sessions.check(token, bindingOf(req, secure));
      if (result.ok) {
        res.locals.adminSession = result.session;
        return next();
      }
    } else if (await apiUser(services, req)) {
      return apiNotFound(req, res, next);
    }
    res.status(401).json({ message: adminT(req)('admin:api.sessionEnded') });
  };
}

/**
 * After `requireAdmin`, for destructive, bulk and export actions: the password typed again within
 * `withinMs` (5 minutes), else 403 with `reauthenticate: true` (the screen asks for it, then retries).
 */
export function requireRecentReauth(services: Services, withinMs = ADMIN_REAUTH_MS): RequestHandler {
  return (req, res, next) => {
    if (services.admin.recentlyReauthenticated(adminSessionOf(res), withinMs)) return next();
    res.status(403).json({ message: adminT(req)('admin:api.reauthRequired'), reauthenticate: true });
  };
}
