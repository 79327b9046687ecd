import { Router, type Request, type Response } from 'express';
import {
  NewPromoCodeSchema,
  PromoCodeEditSchema,
  PromoCodeQuerySchema,
  PromoUsesQuerySchema,
} from '../../../common/admin/promo-codes';
import type { Locale } from '../../../common/i18n/languages';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import type { PromoMove } from './state-machine';

const NS = 'admin-promo-codes';
/** A code's id as the URLs give it: digits only; anything else is a 404, never a database error. */
const idOf = (req: Request) => (/^\d{1,9}$/.test(String(req.params.id)) ? Number(req.params.id) : null);

/**
 * The promo codes (ADR-0703), under /api/admin behind requireAdmin: list, read with uses and
 * revenue, create, edit (with the version read), pause, resume, and end (final, so it wants the
 * password typed again, like every destructive action).
 */
export function promoCodesAdminApi(services: Services): Router {
  const router = Router();
  const { promotionsAdmin } = services;
  const actor = (req: Request, res: Response) => actorOf(adminSessionOf(res), originOf(req));
  const notFound = (res: Response, locale: Locale) =>
    res.status(404).json({ message: translator(locale)(`${NS}:errors.notFound`) });

  listRoute(router, '/promo-codes', PromoCodeQuerySchema, NS, (query, locale) =>
    promotionsAdmin.list(query, locale),
  );

  /** What a code can be limited to, and the currency and zone its amounts and times are typed in. */
  router.get('/promo-codes/targets', async (req, res) => {
    res.json({
      data: await promotionsAdmin.targetOptions(localeOf(req)),
      meta: { currency: services.config.SHOP_CURRENCY, time_zone: services.config.TIME_ZONE },
    });
  });

  router.post('/promo-codes', async (req, res) => {
    const locale = localeOf(req);
    const parsed = NewPromoCodeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    const id = await promotionsAdmin.create(parsed.data, actor(req, res));
    res.status(201).json({ data: await promotionsAdmin.get(id, locale) });
  });

  router.get('/promo-codes/:id', async (req, res) => {
    const locale = localeOf(req);
    const id = idOf(req);
    const code = id == null ? null : await promotionsAdmin.get(id, locale);
    if (!code) return notFound(res, locale);
    res.json({ data: code });
  });

  router.patch('/promo-codes/:id', async (req, res) => {
    const locale = localeOf(req);
    const id = idOf(req);
    if (id == null) return notFound(res, locale);
    const parsed = PromoCodeEditSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    await promotionsAdmin.update(id, parsed.data, actor(req, res));
    res.json({ data: await promotionsAdmin.get(id, locale) });
  });

  router.get('/promo-codes/:id/uses', async (req, res) => {
    const locale = localeOf(req);
    const id = idOf(req);
    if (id == null || !(await promotionsAdmin.get(id, locale))) return notFound(res, locale);
    const parsed = PromoUsesQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    res.json({
      data: await promotionsAdmin.uses(id, { page: parsed.data.page, perPage: parsed.data.per_page }, locale),
    });
  });

  const moveRoute = (move: PromoMove) => async (req: Request, res: Response) => {
    const locale = localeOf(req);
    const id = idOf(req);
    if (id == null) return notFound(res, locale);
    await promotionsAdmin.move(id, move, actor(req, res));
    res.json({ data: await promotionsAdmin.get(id, locale) });
  };
  router.post('/promo-codes/:id/pause', moveRoute('pause'));
  router.post('/promo-codes/:id/resume', moveRoute('resume'));
  router.post('/promo-codes/:id/end', requireRecentReauth(services), moveRoute('end'));

  return router;
}
