import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import type { TFunction } from 'i18next';
import { formatFileSize } from '../../../common/format/file-size';
import type { Locale } from '../../../common/i18n/languages';
import { apiLocale } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import type { Logger } from '../../platform/logger';
import type { AttachmentError, AttachmentProblem } from './errors';
import { contentDisposition } from './file-names';
import type { OpenedAttachment } from './service';

function problemMessage(t: TFunction, locale: Locale, problem: AttachmentProblem): string {
  const key = `attachments:errors.${problem.code}`;
  switch (problem.code) {
    case 'too_large':
      return t(key, { name: problem.name, max: formatFileSize(problem.maxBytes, locale) });
    case 'request_too_large':
      return t(key, { max: formatFileSize(problem.maxBytes, locale) });
    case 'too_many':
      return t(key, { count: problem.maxFiles });
    case 'owner_full':
      return t(key, { count: problem.maxFiles, existing: problem.existing });
    case 'name_mismatch':
      return t(key, { name: problem.name, found: t(`attachments:types.${problem.found.split('/')[1]}`) });
    case 'too_many_pixels':
      return t(key, { name: problem.name, count: Math.floor(problem.maxPixels / 1_000_000) });
    case 'empty':
    case 'not_accepted':
    case 'unreadable':
      return t(key, { name: problem.name });
    default:
      return t(key);
  }
}

/**
 * A refused upload as the API answers it, in the request's language: 413 for a size, 422 (or 400
 * for a body that is not a form) with every problem in `errors.files`.
 */
export function sendAttachmentError(req: Request, res: Response, error: AttachmentError): void {
  const { message, messages } = attachmentErrorMessages(error, apiLocale(req, req.query.lang));
  res.status(error.status).json({ message, errors: { files: messages } });
}

/** A refused upload in words: one message per problem, and one to sum them up. */
export function attachmentErrorMessages(error: AttachmentError, locale: Locale) {
  const t = translator(locale);
  const messages = error.problems.map((p) => problemMessage(t, locale, p));
  const message =
    messages.length === 1 ? messages[0]! : t('attachments:errors.several', { count: messages.length });
  return { message, messages };
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
