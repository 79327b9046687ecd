import type { RequestHandler, Response, Router } from 'express';
import type { Locale } from '../../../common/i18n/languages';
import { NewRequestSchema, parseListFilters, RequestCommentSchema } from '../../../common/requests/schemas';
import { sendInvalidInput, sendTooManyRequests } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { listPage } from '../../http/list-page';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { customerApi } from '../accounts/api';
import { sendAttachment } from '../attachments/http';
import { receiveUploads, uploadsOf } from '../attachments/multipart';
import { isDomainError } from '../../platform/domain-error';
import { RequestErrors } from './errors';
import { requestDetail, requestListItem } from './view';

/**
 * The customer's requests (issue 14, ADR-0500), for the session cookie or a Bearer token. Another
 * customer's request, an unknown id and a malformed one all answer 404, files and comments too.
 */
export function requestsApi(services: Services): Router {
  const { requests, config } = services;
  const { router, requireCustomer, userOf, notFound, getOwn } = customerApi(
    services,
    'requests:errors.notFound',
    'requests:errors.unauthenticated',
  );
  const refusedAsFinal = (res: Response, locale: Locale) =>
    res.status(409).json({ message: translator(locale)('requests:errors.final') });

  router.get('/requests', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const filters = parseListFilters(req.query as Record<string, unknown>);
    const page = await requests.list(userOf(res).id, {
      ...filters,
      perPage: Number(req.query.per_page) || 10,
    });
    const items = page.rows.map((row) => requestListItem(row, locale, config.TIME_ZONE));
    res.json({ data: listPage(items, page.total, page) });
  });

  router.post('/requests', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const user = userOf(res);
    const parsed = NewRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'requests');
    const limit = await services.limits.requests.hit(user.id);
    if (!limit.allowed) return sendTooManyRequests(res, limit, locale, 'requests:errors.tooMany');
    const { id } = await requests.file(user.id, parsed.data, locale);
    const found = await requests.get(user.id, id);
    res
      .status(201)
      .json({ message: t('requests:api.created'), data: requestDetail(found!, locale, config.TIME_ZONE) });
  });

  getOwn('/requests/:id', async (userId, id, locale) => {
    const found = await requests.get(userId, id);
    return found && requestDetail(found, locale, config.TIME_ZONE);
  });

  router.post('/requests/:id/comments', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const user = userOf(res);
    const id = String(req.params.id);
    if (!(await requests.get(user.id, id))) return notFound(res, locale);
    const parsed = RequestCommentSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'requests');
    try {
      const comment = await requests.comment(user.id, id, parsed.data.body);
      if (!comment) return notFound(res, locale);
      res.status(201).json({ message: translator(locale)('requests:api.commented'), data: comment });
    } catch (error) {
      if (isDomainError(error, RequestErrors.transitionRefused)) return refusedAsFinal(res, locale);
      throw error;
    }
  });

  // The owner check comes before the upload is read: a stranger's upload is never written to disk.
  const ownRequest: RequestHandler = async (req, res, next) => {
    const found = await requests.get(userOf(res).id, String(req.params.id));
    if (!found) return notFound(res, localeOf(req));
    res.locals.requestId = found.request.id;
    next();
  };

  router.post(
    '/requests/:id/files',
    requireCustomer,
    ownRequest,
    receiveUploads(services.attachments),
    async (req, res) => {
      const locale = localeOf(req);
      try {
        const data = await requests.addFiles(
          userOf(res).id,
          res.locals.requestId as string,
          uploadsOf(res).files,
        );
        if (!data) return notFound(res, locale);
        res.status(201).json({ message: translator(locale)('requests:api.filesAdded'), data });
      } catch (error) {
        if (isDomainError(error, RequestErrors.transitionRefused)) return refusedAsFinal(res, locale);
        throw error;
      }
    },
  );

  router.get('/requests/:id/files/:fileId', requireCustomer, async (req, res) => {
    await sendAttachment(
      req,
      res,
      await requests.openFile(userOf(res).id, String(req.params.id), String(req.params.fileId)),
    );
  });

  return router;
}
