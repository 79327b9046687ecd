import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Hashed build assets: served pre-compressed (brotli, then gzip) when the browser accepts it,
 * cached for a year as immutable. Other public files get a short cache.
 */
export function staticAssets(clientDir: string): RequestHandler[] {
  const assetsDir = join(clientDir, 'assets');
  const precompressed: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const rel = normalize(decodeURIComponent(req.path)).replace(/^[/\\]+/, '');
    if (rel.startsWith('..') || rel.includes('\0')) return next();
    const file = join(assetsDir, rel);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (accepts.includes(encoding) && existsSync(file + ext)) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Vary', 'Accept-Encoding');
        res.type(rel.split('.').pop() ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        return res.sendFile(file + ext, { dotfiles: 'deny' });
      }
    }
    next();
  };
  const assets = express.Router();
  assets.use(
    '/assets',
    precompressed,
    express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }),
  );
  return [assets, express.static(clientDir, { maxAge: '1h', index: false })];
}
