import type { RequestHandler } from 'express';
import { isIP } from 'node:net';

/**
 * The www/bare twin of PUBLIC_URL's host answers 301 to PUBLIC_URL (same path and query), so a
 * visitor starts on the one name the site's links, cookies and payment returns use. Other names
 * (an IP address, localhost) are served as they are.
 */
export function canonicalHost(publicUrl: string): RequestHandler {
  const canonical = new URL(publicUrl);
  const host = canonical.hostname;
  const twin =
    host === 'localhost' || isIP(host) ? null : host.startsWith('www.') ? host.slice(4) : `www.${host}`;
  return (req, res, next) => {
    if (!twin || req.hostname !== twin || req.path === '/healthz') return next();
    res.redirect(
      req.method === 'GET' || req.method === 'HEAD' ? 301 : 308,
      `${canonical.origin}${req.originalUrl}`,
    );
  };
}
