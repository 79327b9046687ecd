import { parse } from 'cookie';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { loginSchema } from '../../../common/accounts/schemas';
import type { Locale } from '../../../common/i18n/languages';
import { apiLocale, localeOf } from '../../http/api-locale';
import type { Paging } from '../../http/list-page';
import { listPaging } from '../../http/list-paging';
import { sendNotFound } from '../../http/list-route';
import { sendTooManyRequests, sendValidationError } from '../../http/api-errors';
import { SESSION_COOKIE } from '../../http/xsrf';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import type { SessionUser } from './sessions';

function bearer(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

/** API messages in the request's language: the language cookie, else Accept-Language, else English. */
export function apiT(req: Request) {
  return translator(apiLocale(req));
}

/** The user behind a Bearer token, else behind the session cookie; null for a visitor. */
export async function apiUser(services: Services, req: Request): Promise<SessionUser | null> {
  const token = bearer(req);
  if (token) return services.accounts.sessions.resolve(token, 'api');
  return services.accounts.sessions.resolve(parse(req.headers.cookie ?? '')[SESSION_COOKIE], 'browser');
}

/**
 * 401 `{message}` for visitors (in the request's language, `?lang` first); otherwise
 * `res.locals.user` is the acting user. Areas may name their own message (the cart's 'Please Log in first !').
 */
export function requireApiUser(
  services: Services,
  messageKey = 'account:api.unauthenticated',
): RequestHandler {
  return async (req, res, next) => {
    const user = await apiUser(services, req);
    if (!user) {
      res.status(401).json({ message: translator(apiLocale(req, req.query.lang))(messageKey) });
      return;
    }
    res.locals.user = user;
    next();
  };
}

/**
 * What each customer API router starts from: the router, the guard that wants a signed-in customer
 * (401 worded by `loginKey`), the customer it let through, the 404 worded by `notFoundKey`;
 * `getOwn`, the GET of one of the customer's records (`read` gives null for another's or none), and
 * `getOwnPage`, the GET of a page of their list (a bad `?page=`/`?per_page=`: 422 in `messages`).
 */
export function customerApi(services: Services, notFoundKey: string, loginKey?: string) {
  const router = Router();
  const requireCustomer = requireApiUser(services, loginKey);
  const userOf = (res: Response) => res.locals.user as SessionUser;
  const notFound = (res: Response, locale: Locale) => sendNotFound(res, locale, notFoundKey);
  const getOwn = (path: string, read: (userId: string, id: string, locale: Locale) => Promise<unknown>) =>
    router.get(path, requireCustomer, async (req, res) => {
      const locale = localeOf(req);
      const data = await read(userOf(res).id, String(req.params.id), locale);
      if (!data) return notFound(res, locale);
      res.json({ data });
    });
  const getOwnPage = (
    path: string,
    messages: Parameters<typeof listPaging>[2],
    read: (userId: string, paging: Paging, locale: Locale) => Promise<unknown>,
  ) =>
    router.get(path, requireCustomer, async (req, res) => {
      const locale = localeOf(req);
      const paging = listPaging(req.query, translator(locale), messages);
      if ('errors' in paging) return res.status(422).json(paging);
      res.json({ data: await read(userOf(res).id, paging, locale) });
    });
  return { router, requireCustomer, userOf, notFound, getOwn, getOwnPage };
}

const loginBody = loginSchema.extend({ altcha: z.string().max(4096).optional() });

/** API clients log in for a Bearer token (hashed at rest) and log out to revoke it. */
export function accountsApi(services: Services): Router {
  const router = Router();

  router.post('/auth/login', async (req, res) => {
    const t = apiT(req);
    const parsed = loginBody.safeParse(req.body ?? {});
    if (!parsed.success) {
      const translated = new z.ZodError(
        parsed.error.issues.map((i) => ({ ...i, message: t(`account:${i.message}`) })),
      );
      return sendValidationError(res, translated, t('account:api.invalidData'));
    }
    const { email, password, altcha } = parsed.data;
    const humanVerified = altcha ? await services.captcha.verify(altcha) : false;
    const result = await services.accounts.login({
      email,
      password,
      ip: req.ip ?? 'unknown',
      kind: 'api',
      userAgent: req.headers['user-agent'],
      humanVerified,
    });
    if (result.ok) {
      const user = await services.accounts.sessions.resolve(result.secret, 'api');
      return res.json({
        token: result.secret,
        user: { id: user!.id, first_name: user!.first_name, last_name: user!.last_name, email: user!.email },
      });
    }
    switch (result.reason) {
      case 'ipBlocked':
        return sendTooManyRequests(res, result, apiLocale(req), 'account:login.tooManyAttempts');
      case 'captchaRequired':
        return res.status(422).json({
          message: t('common:humanCheck.required'),
          errors: { altcha: [t('common:humanCheck.required')] },
        });
      case 'unconfirmed':
        return res.status(403).json({ message: t('account:login.unconfirmed') });
      case 'disabled':
        return res.status(403).json({ message: t('account:login.disabled') });
      default:
        return res.status(401).json({ message: t('account:login.invalid') });
    }
  });

  router.post('/auth/logout', async (req, res) => {
    const token = bearer(req);
    if (token) await services.accounts.sessions.revoke(token);
    else await services.accounts.sessions.revoke(parse(req.headers.cookie ?? '')[SESSION_COOKIE]);
    res.json({ success: true });
  });

  return router;
}
