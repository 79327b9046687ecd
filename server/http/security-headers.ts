import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

/** Stripe's hosted checkout: a checkout form's post answers with a redirect there. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

/**
 * A fresh nonce per response, so no page (cached or not) ever reuses one. `formTargets`: origins a
 * form post may be redirected to besides this site (CSP `form-action` covers the redirects of a
 * native form submission: without the payment provider's origin, "pay now" did nothing).
 */
export function securityHeaders(opts: { hsts: boolean; formTargets?: string[] }): RequestHandler {
  const formAction = ["'self'", ...(opts.formTargets ?? [])].join(' ');
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    res.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action ${formAction}`,
        "frame-ancestors 'none'",
      ].join('; '),
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (opts.hsts) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
