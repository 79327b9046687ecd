import type { Request, Response } from 'express';
import { directionOf, type Locale } from '../../common/i18n/languages';
import { localizePath, resolveRequestLocale, splitLocalePath } from '../../common/i18n/request-locale';
import { translator } from '../platform/i18n';
import { apiLocale } from './api-locale';

/** Text for HTML. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The language of an answer: the page's prefix, `?lang=` for the API, else the cookie or Accept-Language. */
export function refusalLocale(req: Request): Locale {
  if (isApi(req)) return apiLocale(req, req.query.lang);
  const { locale } = splitLocalePath(pathOf(req));
  if (locale) return locale;
  const headers = new Headers();
  if (typeof req.headers.cookie === 'string') headers.set('Cookie', req.headers.cookie);
  if (typeof req.headers['accept-language'] === 'string')
    headers.set('Accept-Language', req.headers['accept-language']);
  return resolveRequestLocale(new Request('http://local/', { headers }));
}

/** The path as the client sent it (a router below /api sees its own part only in `req.path`). */
const pathOf = (req: Request) => req.originalUrl.split('?')[0]!;

const isApi = (req: Request) => pathOf(req) === '/api' || pathOf(req).startsWith('/api/');

/**
 * Refuses a request before any route reads it (a body too large, a NUL byte in the address): the
 * API's JSON error `{message, errors}`, or for a page a small HTML page in its language with a way
 * home, since the React application never sees the request. `field` names what was refused.
 */
export function sendRefusal(
  req: Request,
  res: Response,
  status: 400 | 404 | 413,
  keys: { title: string; message: string; field: string },
  values: Record<string, string> = {},
) {
  const locale = refusalLocale(req);
  const t = translator(locale);
  const message = t(keys.message, values);
  res.status(status).setHeader('Cache-Control', 'no-store');
  if (isApi(req)) return res.json({ message, errors: { [keys.field]: [message] } });
  const title = t(keys.title);
  const home = localizePath('/', locale);
  res.type('html').send(`<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(home)}">${escapeHtml(t('common:errors.returnHome'))}</a></p></main></body>
</html>`);
}
