import { existsSync, readdirSync } from 'node:fs';
import { join, normalize } from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Hashed build assets: served pre-compressed (brotli, then gzip) when the browser accepts it,
 * cached for a year as immutable. Other public files get a short cache; they are looked for only
 * under the client build's own top-level names, read once (the build does not change while it is
 * served), so a page's address costs no file-system lookup.
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
  const topLevel = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false });
  const knownPublicFiles: RequestHandler = (req, res, next) =>
    topLevel.has(req.path.split('/')[1] ?? '') ? publicFiles(req, res, next) : next();
  return [assets, knownPublicFiles];
}
