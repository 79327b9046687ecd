import { createHash } from 'node:crypto';
import { parse } from 'cookie';
import type { RequestHandler } from 'express';
import { resolveRequestLocale, splitLocalePath } from '../../../app/i18n/request-locale';
import type { Services } from '../../services';

/** Offers start and end by the clock: a page's validator changes at least this often. */
const TIME_BUCKET_MS = 5 * 60 * 1000;

/**
 * Public pages whose HTML depends only on the public data, the language and the theme. Not a
 * blog post (each reading is counted), the search, a private request or a newsletter link.
 */
const REVALIDATED = [
  /^\/$/,
  /^\/(produits|stockage|gallery|offers|other-services|portfolio|aboutus|resources|blog|faqs|privacy-policy|contactus|mentions-l%C3%A9gales|mentions-légales)$/i,
  /^\/produits\/[\w-]+(\/packages\/[\w-]+)?$/,
  /^\/(category|sub_category)\/[\w-]+$/,
];

export function isRevalidatedPath(path: string): boolean {
  const { rest } = splitLocalePath(path.replace(/\.data$/, '').replace(/(.)\/$/, '$1'));
  return REVALIDATED.some((re) => re.test(rest === '/_root' ? '/' : rest));
}

/**
 * ETag revalidation of public pages for anonymous visitors (ADR-0100). The validator is computed
 * from what the page is made of — public data versions, language, theme, this browser's XSRF
 * token, build and a time bucket — so a matching `If-None-Match` answers 304 without rendering.
 * Never for a request with the session cookie or a pending toast. The 304 carries no new CSP:
 * the browser keeps the policy stored with its copy, whose nonce matches that copy's scripts.
 */
export function revalidateAnonymousPages(services: Services, buildVersion: string | null): RequestHandler {
  return async (req, res, next) => {
    if (!buildVersion || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const cookies = parse(req.headers.cookie ?? '');
    if (cookies.sid || cookies.toast || !isRevalidatedPath(req.path)) return next();
    try {
      const headers = new Headers();
      if (req.headers.cookie) headers.set('Cookie', req.headers.cookie);
      if (req.headers['accept-language']) headers.set('Accept-Language', req.headers['accept-language']);
      const locale = resolveRequestLocale(
        new Request('http://local/', { headers }),
        splitLocalePath(req.path).locale,
      );
      const settings = await services.settings.getSiteSettings(locale);
      const parts = [
        buildVersion,
        services.catalog.version(),
        services.content.version(),
        JSON.stringify(settings),
        req.originalUrl,
        locale,
        cookies.theme ?? '',
        cookies.i18next ?? '',
        res.locals.xsrfToken ?? '',
        Math.floor(services.clock.now().getTime() / TIME_BUCKET_MS),
      ];
      const etag = `W/"${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}"`;
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Cookie, Accept-Language');
      if (req.headers['if-none-match'] === etag) {
        res.removeHeader('Content-Security-Policy');
        res.status(304).end();
        return;
      }
    } catch (error) {
      services.logger.warn('page revalidation skipped', { error: String(error) });
    }
    next();
  };
}
