import { Router, type Request, type Response } from 'express';
import { SubscribersBulkSchema } from '../../../common/admin/bulk';
import { SubscriberQuerySchema } from '../../../common/admin/customers-schemas';
import { isoLocalDay } from '../../../common/format/dates';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { bulkGuards, parseBulk, runBulk, sendBulkReport, type BulkStep } from '../../http/admin/bulk';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { isDomainError } from '../../platform/domain-error';
import { parseSubscriberId } from './admin-subscribers';
import { SubscriberErrors } from './errors';

const NS = 'admin-customers';

/**
 * Newsletter subscribers (ADR-0610), under /api/admin behind requireAdmin. Unsubscribing one and
 * the CSV export need the password typed again within 5 minutes; the export is in the audit log.
 */
export function subscribersAdminApi(services: Services): Router {
  const router = Router();
  const { subscriberAdmin } = services;
  const actor = (req: Request, res: Response) => actorOf(adminSessionOf(res), originOf(req));
  const reauth = requireRecentReauth(services);

  listRoute(router, '/subscribers', SubscriberQuerySchema, NS, (q, locale) =>
    subscriberAdmin.list({ q: q.q, status: q.status, page: q.page, perPage: q.per_page }, locale),
  );

  /** Streamed: a header row, then the records in batches; the filters are the list's. */
  router.get('/subscribers/export', reauth, async (req, res) => {
    const locale = localeOf(req);
    const parsed = SubscriberQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    const filters = { q: parsed.data.q, status: parsed.data.status };
    await subscriberAdmin.recordExport(filters, actor(req, res));
    const day = isoLocalDay(services.clock.now(), services.config.TIME_ZONE);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    for await (const chunk of subscriberAdmin.csv(filters)) {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });

  /** Unsubscribes the selected addresses (ADR-0611), each with its audit row; each result reported. */
  router.post('/subscribers/bulk', ...bulkGuards(services), async (req, res) => {
    const body = parseBulk(req, res, SubscribersBulkSchema);
    if (!body) return;
    const t = translator(localeOf(req));
    const report = await runBulk(req, res, body.ids, async (raw): Promise<BulkStep> => {
      const id = parseSubscriberId(raw);
      const notFound: BulkStep = { outcome: 'not_found', message: t(`${NS}:errors.subscriberNotFound`) };
      if (id === null) return notFound;
      try {
        await subscriberAdmin.unsubscribe(id, actor(req, res));
        return { outcome: 'done', message: t(`${NS}:subscribers.bulk.unsubscribed`) };
      } catch (error) {
        if (isDomainError(error, SubscriberErrors.notFound)) return notFound;
        if (isDomainError(error, SubscriberErrors.alreadyUnsubscribed))
          return { outcome: 'unchanged', message: t(`${NS}:errors.alreadyUnsubscribed`) };
        throw error;
      }
    });
    sendBulkReport(req, res, report);
  });

  router.post('/subscribers/:id/unsubscribe', reauth, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const id = parseSubscriberId(String(req.params.id));
    if (id === null) return res.status(404).json({ message: t(`${NS}:errors.subscriberNotFound`) });
    await subscriberAdmin.unsubscribe(id, actor(req, res));
    res.json({ data: { id, status: 'unsubscribed' } });
  });

  return router;
}
