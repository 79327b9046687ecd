import { Router, type Request, type Response } from 'express';
import { formatFileSize } from '../../../common/format/file-size';
import { MediaAltSchema, MediaQuerySchema } from '../../../common/media/schemas';
import { MEDIA_MAX_BYTES, type MediaUse } from '../../../common/media/types';
import { sendDomainError, sendInvalidInput } from '../../http/api-errors';
import { isDomainError } from '../../platform/domain-error';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import type { AttachmentError } from '../attachments/errors';
import { receiveUploads, uploadsOf } from '../attachments/multipart';
import { MediaErrors } from './errors';

const NS = 'media';

/** A refused upload, in the request's language: `{message, errors: {file: [message]}}`. */
function refuse(res: Response, status: number, message: string, errors: Record<string, string[]> = {}) {
  res.status(status).json({ message, errors: { file: [message], ...errors } });
}

/** What the multipart reader stopped on, in the media library's words (413 for the size). */
function refuseReading(req: Request, res: Response, error: AttachmentError) {
  const locale = localeOf(req);
  const t = translator(locale);
  const code = error.details.problems[0]?.code;
  if (code === 'too_large' || code === 'request_too_large')
    return refuse(res, 413, t(`${NS}:errors.tooLarge`, { max: formatFileSize(MEDIA_MAX_BYTES, locale) }));
  if (code === 'too_many') return refuse(res, 422, t(`${NS}:errors.oneFile`));
  if (code === 'malformed') return refuse(res, 400, t(`${NS}:errors.malformed`));
  return refuse(res, 422, t(`${NS}:errors.badFields`));
}

/**
 * The media library under /api/admin behind requireAdmin (ADR-0702): list, one image with what
 * shows it, upload (multipart: one `file`, `alt_fr`, `alt_en`, `alt_ar`), delete (password typed
 * again within 5 minutes; refused while something shows the image).
 */
export function mediaAdminApi(services: Services): Router {
  const router = Router();
  const { media } = services;

  listRoute(router, '/media', MediaQuerySchema, NS, ({ page, per_page: perPage, q }, locale) =>
    media.list({ page, perPage, q }, locale),
  );

  router.get('/media/:id', async (req, res) => {
    const locale = localeOf(req);
    const found = await media.get(String(req.params.id), locale);
    if (!found) return res.status(404).json({ message: translator(locale)(`${NS}:errors.notFound`) });
    res.json({ data: found });
  });

  router.post(
    '/media',
    receiveUploads({
      limits: { maxBytes: MEDIA_MAX_BYTES, maxFiles: 1 },
      incomingDir: media.storage.incomingDir,
      fileField: 'file',
      maxFields: 6,
      maxFieldBytes: 4096,
      onRefused: (error, req, res) => refuseReading(req, res, error),
    }),
    async (req, res) => {
      const locale = localeOf(req);
      const t = translator(locale);
      const { files, fields } = uploadsOf(res);
      const alt = MediaAltSchema.safeParse({ ...fields });
      if (!alt.success) return sendInvalidInput(res, alt.error, locale, NS);
      const file = files[0];
      if (!file || file.size === 0) return refuse(res, 422, t(`${NS}:errors.no_file`));
      const item = await media.upload(
        {
          file,
          alt: { fr: alt.data.alt_fr, en: alt.data.alt_en, ar: alt.data.alt_ar },
          actor: actorOf(adminSessionOf(res), originOf(req)),
        },
        locale,
      );
      res.status(201).json({ data: item });
    },
  );

  router.delete('/media/:id', requireRecentReauth(services), async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    try {
      const deleted = await media.remove(String(req.params.id), actorOf(adminSessionOf(res), originOf(req)));
      if (!deleted) return res.status(404).json({ message: t(`${NS}:errors.notFound`) });
      res.json({ data: { id: String(req.params.id), deleted: true } });
    } catch (error) {
      if (!isDomainError<{ uses: MediaUse[] }>(error, MediaErrors.inUse)) throw error;
      const uses = error.details.uses;
      sendDomainError(res, error, locale, {
        uses: uses.map((use) => ({ ...use, label: t(`${NS}:uses.${use.type}`, { slug: use.slug }) })),
      });
    }
  });

  return router;
}
