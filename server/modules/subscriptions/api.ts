import type { Router } from 'express';
import { dateLabel } from '../../../common/format/dates';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { customerApi } from '../accounts/api';

/**
 * The customer's subscriptions (issue 13, ADR-0401), for the session cookie or a Bearer token.
 * Another customer's subscription, an unknown id and a malformed one all answer 404; a move the
 * state machine refuses (a second cancel, a resume after the end) answers 409 and changes nothing.
 */
export function subscriptionsApi(services: Services): Router {
  const { subscriptions, config } = services;
  const { router, requireCustomer, userOf, getOwn, getOwnPage } = customerApi(
    services,
    'subscriptions:api.notFound',
    'cart:loginFirst',
  );

  getOwnPage('/subscriptions', 'subscriptions:api', (userId, paging, locale) =>
    subscriptions.list(userId, locale, paging),
  );

  getOwn('/subscriptions/:id', (userId, id, locale) => subscriptions.detail(userId, id, locale));

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
