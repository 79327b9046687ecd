import { Router, type Request } from 'express';
import { formatDate } from '../../../common/format/dates';
import { AdminLoginSchema, AuditQuerySchema, ReauthenticateSchema } from '../../../common/admin/schemas';
import { rateLimit, sendInvalidInput, sendTooManyRequests } from '../../http/api-errors';
import { apiLocale } from '../../http/api-locale';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import {
  adminSessionOf,
  adminT,
  bindingCookie,
  bindingFor,
  clearedBindingCookie,
  originOf,
  requireAdmin,
} from '../../http/admin/guard';

const localeOf = (req: Request) => apiLocale(req, req.query.lang);

/**
 * The admin API (ADR-0600). `POST /admin/login` is the only open door; everything else under
 * /admin — these routes and each area's admin router in `areas` — sits behind `requireAdmin`.
 */
export function adminApi(services: Services, areas: Router[] = []): Router {
  const router = Router();
  const secure = services.config.secureCookies;

  const loginRequests = rateLimit(services.limits.adminLogin, {
    messageKey: 'admin:login.tooManyAttempts',
    localeOf,
  });
  router.post('/admin/login', loginRequests, async (req, res) => {
    const t = adminT(req);
    const parsed = AdminLoginSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), 'admin');
    const { email, password, altcha } = parsed.data;
    const binding = bindingFor(req, secure);
    const result = await services.admin.login({
      email,
      password,
      binding: binding.value,
      humanVerified: altcha ? await services.captcha.verify(altcha) : false,
      origin: originOf(req),
    });
    if (result.ok) {
      if (binding.isNew) res.setHeader('Set-Cookie', bindingCookie(binding.value, secure));
      const { session } = result;
      return res.json({
        token: result.token,
        user: {
          id: session.userId,
          email: session.email,
          first_name: session.firstName,
          last_name: session.lastName,
        },
        expires_at: session.idleExpiresAt.toISOString(),
        absolute_expires_at: session.absoluteExpiresAt.toISOString(),
      });
    }
    switch (result.reason) {
      case 'ipBlocked':
        return sendTooManyRequests(res, result, localeOf(req), 'admin:login.tooManyAttempts');
      case 'captchaRequired':
        return res.status(422).json({
          message: t('common:humanCheck.required'),
          errors: { altcha: [t('common:humanCheck.required')] },
          captcha: true,
        });
      default:
        return res.status(401).json({
          message: t('admin:login.invalid'),
          captcha: await services.accounts.throttle.captchaRequired(email),
        });
    }
  });

  const session = Router();

  // Spec §7: only the status is read. The same token stays valid; its idle expiry slides.
  session.post('/refresh_token', async (_req, res) => {
    const refreshed = await services.admin.sessions.refresh(adminSessionOf(res).id);
    if (!refreshed) return res.status(401).json({ message: adminT(_req)('admin:api.sessionEnded') });
    res.json({
      expires_at: refreshed.idleExpiresAt.toISOString(),
      absolute_expires_at: refreshed.absoluteExpiresAt.toISOString(),
    });
  });

  session.post('/logout', async (req, res) => {
    await services.admin.logout(adminSessionOf(res), originOf(req));
    res.status(204).end();
  });

  session.post('/sign_out_everywhere', async (req, res) => {
    const ended = await services.admin.signOutEverywhere(adminSessionOf(res), originOf(req));
    res.setHeader('Set-Cookie', clearedBindingCookie(secure));
    res.json({ ended });
  });

  session.post('/reauthenticate', async (req, res) => {
    const t = adminT(req);
    const parsed = ReauthenticateSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), 'admin');
    const result = await services.admin.reauthenticate(
      adminSessionOf(res),
      parsed.data.password,
      originOf(req),
    );
    if (result.ok) return res.json({ reauthenticated: true });
    if (result.reason === 'ipBlocked')
      return sendTooManyRequests(res, result, localeOf(req), 'admin:login.tooManyAttempts');
    const message = t('admin:reauth.wrongPassword');
    res.status(422).json({ message, errors: { password: [message] } });
  });

  session.get('/me', (req, res) => {
    const me = adminSessionOf(res);
    const locale = localeOf(req);
    const zone = services.config.TIME_ZONE;
    res.json({
      data: {
        id: me.userId,
        email: me.email,
        first_name: me.firstName,
        last_name: me.lastName,
        session: {
          id: me.id,
          created_at: me.createdAt.toISOString(),
          created_at_label: formatDate(me.createdAt, locale, zone, 'dateTime'),
          idle_expires_at: me.idleExpiresAt.toISOString(),
          absolute_expires_at: me.absoluteExpiresAt.toISOString(),
          absolute_expires_at_label: formatDate(me.absoluteExpiresAt, locale, zone, 'dateTime'),
        },
      },
    });
  });

  const audit = Router();

  listRoute(audit, '/audit', AuditQuerySchema, 'admin', (q, locale) =>
    services.admin.audit.list(
      {
        actor: q.actor,
        action: q.action,
        entityType: q.entity_type,
        entityId: q.entity_id,
        from: q.from,
        to: q.to,
        page: q.page,
        perPage: q.per_page,
      },
      locale,
    ),
  );

  audit.get('/audit/actions', async (req, res) => {
    const t = adminT(req);
    const actions = await services.admin.audit.actions();
    res.json({
      data: actions.map((action) => ({
        action,
        label: t(`admin:audit.actions.${action}`, { defaultValue: action }),
      })),
    });
  });

  router.use('/admin', requireAdmin(services), session, audit, ...areas);
  return router;
}
