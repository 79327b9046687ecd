import { Router } from 'express';
import { z } from 'zod';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import { resolveRequestLocale } from '../../../common/i18n/request-locale';
import { rateLimit, sendValidationError } from '../../http/api-errors';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';

const SubscribeSchema = z.object({
  email: z.string({ message: 'required' }).trim().min(1, 'required').max(254, 'invalid').email('invalid'),
  altcha: z.string().max(4096).optional(),
  locale: z.string().optional(),
});

/** Picks the page's language: the body's `locale`, then the i18next cookie or Accept-Language. */
function localeOf(req: { body?: { locale?: unknown }; headers: Record<string, unknown> }): Locale {
  if (isLocale(req.body?.locale)) return req.body.locale;
  const headers = new Headers();
  if (typeof req.headers.cookie === 'string') headers.set('Cookie', req.headers.cookie);
  if (typeof req.headers['accept-language'] === 'string')
    headers.set('Accept-Language', req.headers['accept-language']);
  return resolveRequestLocale(new Request('http://local/', { headers }));
}

/**
 * POST /api/contact_requests/subscribe {email} (spec §7): 200 {success, message}; 422
 * {message, errors: {email: [..]}} for a bad address or a missing human check; 429 when rate-limited.
 */
export function contactApi(services: Services): Router {
  const router = Router();
  const limited = rateLimit(services.limits.newsletter, { messageKey: 'contact:errors.tooMany', localeOf });
  router.post('/contact_requests/subscribe', limited, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const parsed = SubscribeSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((i) => i.path[0] === 'email');
      const key = emailIssue?.message === 'required' ? 'newsletter.emailRequired' : 'newsletter.emailInvalid';
      const error = new z.ZodError([
        { code: 'custom', path: ['email'], message: t(`contact:${key}`), input: '' },
      ]);
      return sendValidationError(res, error, t(`contact:${key}`));
    }
    if (!(await services.captcha.verify(parsed.data.altcha))) {
      const message = t('humanCheck.required');
      return res.status(422).json({ message, errors: { altcha: [message] } });
    }
    const outcome = await services.contact.subscribe(parsed.data.email, locale);
    if (outcome === 'unsubscribed') {
      return res.json({ success: false, message: t('contact:newsletter.wasUnsubscribed') });
    }
    res.json({ success: true, message: t('contact:newsletter.success') });
  });
  return router;
}
