import { Router, type Request, type Response } from 'express';
import { SettingsPatchSchema } from '../../../common/settings/admin';
import { sendInvalidInput } from '../../http/api-errors';
import { apiLocale } from '../../http/api-locale';
import type { Services } from '../../services';
import { adminSessionOf, originOf } from '../../http/admin/guard';
import { actorOf } from '../audit/service';

const NS = 'admin-content';

/**
 * The site settings editor (ADR-0701), under /api/admin behind requireAdmin:
 * `GET /settings` → `{data}`, `PATCH /settings` with `version` and the fields that change.
 */
export function settingsAdminApi(services: Services): Router {
  const router = Router();
  const { settingsAdmin } = services;

  router.get('/settings', async (req, res) => {
    res.json({ data: await settingsAdmin.get(apiLocale(req, req.query.lang)) });
  });

  router.patch('/settings', async (req: Request, res: Response) => {
    const locale = apiLocale(req, req.query.lang);
    const parsed = SettingsPatchSchema.safeParse(req.body);
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    const data = await settingsAdmin.save(parsed.data, actorOf(adminSessionOf(res), originOf(req)), locale);
    res.json({ data });
  });

  return router;
}
