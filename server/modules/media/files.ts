import type { RequestHandler } from 'express';
import type { MediaFormat } from '../../../common/media/types';
import { MEDIA_CONTENT_TYPES } from '../../../common/media/types';
import type { MediaStorage } from './storage';
import { VARIANT_FILE } from './storage';

const FORMAT_OF_EXTENSION: Record<string, MediaFormat> = {
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
  png: 'png',
};
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * The public variants (ADR-0702): GET/HEAD `/media/<uuid>/<width>.<avif|webp|jpg|png>`, cached for
 * a year as immutable (an image's variants never change: a new upload is a new id). Anything else
 * under /media — a malformed or unknown id, a width or format not written, the kept original —
 * is a plain 404. Mounted before the pages, so the page store never sees these paths, and before
 * the XSRF cookie, so cacheable answers set no cookie.
 */
export function mediaFiles(storage: Pick<MediaStorage, 'variantPath'>): RequestHandler {
  return (req, res) => {
    const notFound = () => {
      res.removeHeader('Content-Type');
      res.removeHeader('Cache-Control');
      res.status(404).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send('Not found');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound();
    const match = /^\/([^/]+)\/([^/]+)$/.exec(req.path);
    const path = match ? storage.variantPath(match[1]!, match[2]!) : null;
    const extension = match ? VARIANT_FILE.exec(match[2]!)?.[2] : undefined;
    if (!path || !extension) return notFound();
    res.setHeader('Content-Type', MEDIA_CONTENT_TYPES[FORMAT_OF_EXTENSION[extension]!]);
    res.sendFile(
      path,
      { maxAge: YEAR_S * 1000, immutable: true, dotfiles: 'deny', acceptRanges: false },
      (error) => {
        if (error && !res.headersSent) notFound();
      },
    );
  };
}
