import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { Locale } from '../../../common/i18n/languages';
import { sendDomainError } from '../../http/api-errors';
import { apiLocale } from '../../http/api-locale';
import { describeDomainError } from '../../platform/domain-error';
import { translator } from '../../platform/i18n';
import type { Logger } from '../../platform/logger';
import type { AttachmentError } from './errors';
import { contentDisposition } from './file-names';
import type { OpenedAttachment } from './service';

/**
 * A refused upload as the API answers it, in the request's language: 413 for a size, 422 (or 400
 * for a body that is not a form) with every problem in `errors.files`.
 */
export function sendAttachmentError(req: Request, res: Response, error: AttachmentError): void {
  sendDomainError(res, error, apiLocale(req, req.query.lang));
}

/** A refused upload in words: one message per problem, and one to sum them up. */
export function attachmentErrorMessages(error: AttachmentError, locale: Locale) {
  const { message, errors } = describeDomainError(error, locale);
  return { message, messages: errors.files ?? [] };
}

/**
 * The one 404 of everything attached: a malformed id, an unknown one, another customer's owner
 * or file all get this same answer. Callers use it for their own owner check too.
 */
export function sendNotFound(req: Request, res: Response): void {
  res.status(404).json({ message: translator(apiLocale(req, req.query.lang))('account:api.notFound') });
}

/** The CSP of a served file: nothing may load or run, even if a browser were to render it. */
export const ATTACHMENT_CSP = "default-src 'none'; sandbox";

/**
 * Sends an attachment found by `attachments.open` as a download: the stored type, `nosniff`, a
 * CSP that forbids everything, never cached, under its sanitised name. `null` is the uniform 404.
 */
export async function sendAttachment(
  req: Request,
  res: Response,
  file: OpenedAttachment | null,
): Promise<void> {
  if (!file) return sendNotFound(req, res);
  const bytes = await file.read();
  if (!bytes) {
    // A row whose bytes are gone (a restored database without its data folder): not found.
    (res.locals.log as Logger | undefined)?.warn('attachment bytes missing', { id: file.id });
    return sendNotFound(req, res);
  }
  try {
    const type = file.media_type.startsWith('text/') ? `${file.media_type}; charset=utf-8` : file.media_type;
    res.status(200);
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition(file.name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', ATTACHMENT_CSP);
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    await pipeline(bytes.stream, res).catch((error: unknown) => {
      // The reader went away mid-download: nothing to answer.
      if (!res.destroyed) throw error;
    });
  } finally {
    bytes.stream.destroy();
  }
}
