import type { RequestHandler } from 'express';
import { LOCALES } from '../../../common/i18n/languages';
import type { Services } from '../../services';

/** /admin, /fr/admin/…, and their client-navigation data requests (`/admin/audit.data`). */
export const ADMIN_PAGE = new RegExp(`^/(?:(?:${LOCALES.join('|')})/)?admin(?:/|\\.data$|$)`);

/**
 * The strictest policy of the site for the admin pages (ADR-0600): nothing is allowed unless
 * named — no images from elsewhere, no blob: images, no manifest, no <base>. Scripts need this
 * response's nonce. Inline styles and a blob: worker stay for the human check's widget, shown on the
 * login after failures.
 */
export function adminContentSecurityPolicy(nonce: string) {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'worker-src blob:',
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Admin pages: the strict policy instead of the site's, never indexed, never sent elsewhere as a referrer. */
export function adminPages(_services: Services): RequestHandler {
  return (req, res, next) => {
    if (!ADMIN_PAGE.test(req.path)) return next();
    res.setHeader('Content-Security-Policy', adminContentSecurityPolicy(res.locals.nonce as string));
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  };
}
