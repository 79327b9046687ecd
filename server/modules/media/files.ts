import { pipeline } from 'node:stream/promises';
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
 * The public variants (ADR-0702), streamed from the file store (ADR-0019): GET/HEAD `/media/<uuid>/<width>.<avif|webp|jpg|png>`, cached for
 * a year as immutable (an image's variants never change: a new upload is a new id). Anything else
 * under /media — a malformed or unknown id, a width or format not written, the kept original —
 * is a plain 404. Mounted before the pages, so the page store never sees these paths, and before
 * the XSRF cookie, so cacheable answers set no cookie.
 */
export function mediaFiles(storage: Pick<MediaStorage, 'readVariant'>): RequestHandler {
  return async (req, res) => {
    const notFound = () => {
      res.status(404).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send('Not found');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound();
    const match = /^\/([^/]+)\/([^/]+)$/.exec(req.path);
    const extension = match ? VARIANT_FILE.exec(match[2]!)?.[2] : undefined;
    const file = match && extension ? await storage.readVariant(match[1]!, match[2]!) : null;
    if (!file) return notFound();
    try {
      // The key names the bytes for good (a new upload is a new id): it is the validator.
      const etag = `"${match![1]}-${match![2]}"`;
      res.setHeader('Cache-Control', `public, max-age=${YEAR_S}, immutable`);
      res.setHeader('ETag', etag);
      if (req.headers['if-none-match'] === etag) return void res.status(304).end();
      res.setHeader('Content-Type', MEDIA_CONTENT_TYPES[FORMAT_OF_EXTENSION[extension!]!]);
      res.setHeader('Content-Length', String(file.size));
      if (req.method === 'HEAD') return void res.end();
      await pipeline(file.stream, res).catch((error: unknown) => {
        // The reader went away mid-download: nothing to answer.
        if (!res.destroyed) throw error;
      });
    } finally {
      file.stream.destroy();
    }
  };
}
