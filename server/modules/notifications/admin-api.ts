import { Router, type Response } from 'express';
import { BroadcastQuerySchema, BroadcastSchema } from '../../../common/admin/customers-schemas';
import type { Locale } from '../../../common/i18n/languages';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';

const NS = 'admin-customers';

/**
 * Notifications to customers (ADR-0610), under /api/admin behind requireAdmin: sending one to all
 * is a bulk action (password typed again within 5 minutes); the list shows each one's progress.
 */
export function notificationsAdminApi(services: Services): Router {
  const router = Router();
  const { broadcasts } = services;
  const notFound = (res: Response, locale: Locale) =>
    res.status(404).json({ message: translator(locale)(`${NS}:errors.broadcastNotFound`) });

  listRoute(router, '/notifications', BroadcastQuerySchema, NS, ({ page, per_page }, locale) =>
    broadcasts.list({ page, perPage: per_page }, locale),
  );

  router.get('/notifications/:id', async (req, res) => {
    const locale = localeOf(req);
    const id = /^[1-9]\d{0,9}$/.test(String(req.params.id)) ? Number(String(req.params.id)) : null;
    const found = id !== null && id <= 2_147_483_647 ? await broadcasts.get(id, locale) : null;
    if (!found) return notFound(res, locale);
    res.json({ data: found });
  });

  router.post('/notifications', requireRecentReauth(services), async (req, res) => {
    const locale = localeOf(req);
    const parsed = BroadcastSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    const input = parsed.data;
    const session = adminSessionOf(res);
    const sent = await broadcasts.send(
      {
        texts: {
          fr: { title: input.title_fr, body: input.body_fr },
          en: { title: input.title_en, body: input.body_en },
          ar: { title: input.title_ar, body: input.body_ar },
        },
        fallback: 'en',
        url: input.url,
        audience: input.audience,
        userId: input.user_id,
        createdBy: session.userId,
      },
      (tx, broadcast) =>
        services.admin.audit.record(tx, {
          actor: actorOf(session, originOf(req)),
          action: 'notification.sent',
          entity: { type: 'notification_broadcast', id: String(broadcast.id) },
          after: {
            audience: broadcast.audience,
            target_user_id: broadcast.targetUserId,
            total: broadcast.total,
            title_en: input.title_en,
          },
        }),
    );
    res.status(201).json({ data: await broadcasts.get(sent.id, locale) });
  });

  return router;
}
