import type { Request, RequestHandler, Response } from 'express';
import { formatFileSize } from '../../common/format/file-size';
import { MEDIA_MAX_BYTES } from '../../common/media/types';
import type { Config } from '../config';
import { refusalLocale, sendRefusal } from './refusals';
import { hasSessionCookie } from './xsrf';

/** Room for a multipart body's text fields and part headers beside its files. */
const MULTIPART_OVERHEAD = 1024 * 1024;

/** The most a request body may weigh, by kind (ADR-0016). */
export interface BodyLimits {
  /** A page's form (urlencoded, or multipart on a page that takes no files). */
  pageForm: number;
  /** A JSON body for the API. */
  api: number;
  /** A JSON body for the admin API (content editing: long texts in three languages). */
  adminApi: number;
  /** A multipart upload, to the API or an upload page: every file at its largest. */
  upload: number;
  /** A payment provider's webhook. */
  webhook: number;
}

export function bodyLimitsOf(
  config: Pick<Config, 'ATTACHMENTS_MAX_BYTES' | 'ATTACHMENTS_MAX_FILES'>,
): BodyLimits {
  const attachments = config.ATTACHMENTS_MAX_FILES * config.ATTACHMENTS_MAX_BYTES;
  return {
    pageForm: 128 * 1024,
    api: 100 * 1024,
    adminApi: 1024 * 1024,
    upload: Math.max(attachments, MEDIA_MAX_BYTES) + MULTIPART_OVERHEAD,
    webhook: 256 * 1024,
  };
}

/**
 * The pages whose forms carry files (orders, checkout details, requests), with or without a
 * language prefix; `.data` when React Router posts in the background.
 */
const UPLOAD_PAGE =
  /^\/(?:(?:fr|en|ar)\/)?(?:order\/[^/]+|account\/my-order\/[^/]+(?:\/package\/[^/]+)?|checkout|contactus|contact_requests\/[^/]+|account\/requests\/new)(?:\.data)?\/?$/;

export function bodyLimitOf(req: Request, limits: BodyLimits): number {
  const path = req.path;
  const multipart = !!req.is('multipart/form-data');
  if (path.startsWith('/api/payments/webhooks/')) return limits.webhook;
  if (path.startsWith('/api/')) {
    if (multipart) return limits.upload;
    return path.startsWith('/api/admin/') ? limits.adminApi : limits.api;
  }
  // Files only for a signed-in customer: a visitor's multipart post is read no further than a form.
  if (multipart && hasSessionCookie(req.headers.cookie) && UPLOAD_PAGE.test(path)) return limits.upload;
  return limits.pageForm;
}

/** What a body past its limit fails with, for whichever parser was reading it. */
class BodyTooLargeError extends Error {
  readonly status = 413;
  readonly expose = true;
  readonly type = 'entity.too.large';
  constructor() {
    super('request body too large');
  }
}

/**
 * Caps every request body before anything parses it (ADR-0016): a declared Content-Length past
 * the limit is refused at once, and a body without one (chunked) is counted as its bytes arrive
 * from the socket — whichever reader takes it (the JSON parser, the webhook's raw reader, busboy,
 * React Router's `formData`) — and cut at the first byte past the limit. The answer is a 413 in
 * the request's language (JSON for the API, a small page otherwise) with `Connection: close`; the
 * reader then fails, so nothing acts on a truncated body, and the connection ends with the answer.
 */
export function limitRequestBodies(limits: BodyLimits): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitOf(req, limits);
    const declared = req.headers['content-length'];
    if (declared !== undefined && !(Number(declared) <= limit)) return refuseTooLarge(req, res, limit);
    if (declared === undefined && req.headers['transfer-encoding'] === undefined) return next();

    // Bytes the socket delivered before this ran are counted too.
    let received = req.readableLength;
    let cut = false;
    const push = req.push;
    // The HTTP parser hands each piece of the body to push(): counted there, before any reader.
    req.push = function countedPush(chunk: unknown, encoding?: BufferEncoding) {
      if (cut) return false;
      if (chunk !== null && chunk !== undefined) {
        received += Buffer.isBuffer(chunk) ? chunk.length : Buffer.byteLength(String(chunk));
        if (received > limit) {
          cut = true;
          overflow();
          return false;
        }
      }
      return push.call(this, chunk, encoding);
    };

    function overflow() {
      const fail = () => req.destroy(new BodyTooLargeError());
      if (res.headersSent) return fail();
      refuseTooLarge(req, res, limit);
      // Once the answer is on its way, the reader fails and the connection closes.
      res.once('finish', fail);
      res.once('close', fail);
    }
    next();
  };
}

function refuseTooLarge(req: Request, res: Response, limit: number) {
  res.setHeader('Connection', 'close');
  sendRefusal(
    req,
    res,
    413,
    { title: 'common:errors.tooLargeTitle', message: 'common:errors.tooLarge', field: 'body' },
    { max: formatFileSize(limit, refusalLocale(req)) },
  );
}
