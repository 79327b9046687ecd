import { Router, type Request, type Response } from 'express';
import type { Locale } from '../../../common/i18n/languages';
import { dateLabel } from '../../../common/format/dates';
import { apiLocale } from '../../http/api-locale';
import { listPaging } from '../../http/list-paging';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { requireApiUser } from '../accounts/api';
import type { SessionUser } from '../accounts/sessions';

const localeOf = (req: Request): Locale => apiLocale(req, req.query.lang);

/**
 * The customer's subscriptions (issue 13, ADR-0401), for the session cookie or a Bearer token.
 * Another customer's subscription, an unknown id and a malformed one all answer 404; a move the
 * state machine refuses (a second cancel, a resume after the end) answers 409 and changes nothing.
 */
export function subscriptionsApi(services: Services): Router {
  const router = Router();
  const { subscriptions, config } = services;
  const userOf = (res: Response) => res.locals.user as SessionUser;
  const notFound = (res: Response, locale: Locale) =>
    res.status(404).json({ message: translator(locale)('subscriptions:api.notFound') });
  const requireCustomer = requireApiUser(services, 'cart:loginFirst');

  router.get('/subscriptions', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const paging = listPaging(req.query, translator(locale), 'subscriptions:api');
    if ('errors' in paging) return res.status(422).json(paging);
    res.json({ data: await subscriptions.list(userOf(res).id, locale, paging) });
  });

  router.get('/subscriptions/:id', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const view = await subscriptions.detail(userOf(res).id, String(req.params.id), locale);
    if (!view) return notFound(res, locale);
    res.json({ data: view });
  });

  const move = (kind: 'cancel' | 'resume') =>
    router.post(`/subscriptions/:id/${kind}`, requireCustomer, async (req, res) => {
      const locale = localeOf(req);
      const t = translator(locale);
      const user = userOf(res);
      const id = String(req.params.id);
      const row = await subscriptions[kind](user.id, id);
      const date = dateLabel(row.currentPeriodEnd, locale, config.TIME_ZONE).label;
      res.json({
        message: t(kind === 'cancel' ? 'subscriptions:api.canceled' : 'subscriptions:api.resumed', { date }),
        data: await subscriptions.detail(user.id, id, locale),
      });
    });
  move('cancel');
  move('resume');

  return router;
}
