import { Router } from 'express';
import { dashboardPeriodSchema } from '../../../common/dashboard/period';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import type { Services } from '../../services';

const NS = 'admin-dashboard';

/**
 * `GET /api/admin/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD` (ADR-0704), mounted under /api/admin
 * behind requireAdmin. A malformed day, `from` after `to` or a period longer than the limit is the
 * URL's fault: 400 `{message, errors}` in the request's language.
 */
export function dashboardAdminApi(services: Services): Router {
  const router = Router();
  const { dashboard } = services;

  router.get('/dashboard', async (req, res) => {
    const locale = localeOf(req);
    const parsed = dashboardPeriodSchema(dashboard.today(), dashboard.weekStart).safeParse(req.query);
    if (!parsed.success)
      return sendInvalidInput(res, parsed.error, locale, NS, `${NS}:errors.invalidPeriod`, 400);
    res.json({ data: await dashboard.read(parsed.data, locale) });
  });

  return router;
}
