import express, { Router, type ErrorRequestHandler } from 'express';
import { bodyLimitsOf } from '../../http/body-limits';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { localeOfRequest } from './http-locale';
import { isDomainError } from '../../platform/domain-error';
import { PaymentInternalErrors } from './errors';

/**
 * POST /api/payments/webhooks/{provider} (ADR-0301). Mounted before the API's per-IP rate limit, its
 * XSRF check and its JSON parser: a provider's deliveries come in bursts from a few addresses, and
 * the signature is checked over the exact bytes received. 200 once stored (or already stored), 400
 * for a bad or stale signature (nothing written), 404 for a provider that is not configured, 503
 * when applying the event failed (nothing kept: the provider delivers it again).
 */
export function paymentWebhooksApi(services: Services): Router {
  const router = Router();
  router.post(
    '/payments/webhooks/:provider',
    // The body was already capped while it arrived (ADR-0016); the reader keeps the same limit.
    express.raw({ type: () => true, limit: bodyLimitsOf(services.config).webhook }),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const t = translator(localeOfRequest(req));
      const name = req.params.provider;
      if (!services.payments.hasProvider(name))
        return res.status(404).json({ message: t('payments:webhook.unknownProvider') });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      try {
        const outcome = await services.payments.handleWebhook(name, raw, req.headers);
        res.json({ received: true, duplicate: outcome.duplicate });
      } catch (error) {
        if (isDomainError<{ problem: string }>(error, PaymentInternalErrors.badSignature)) {
          const message = t('payments:webhook.badSignature');
          return res.status(400).json({ message, errors: { signature: [error.details.problem] } });
        }
        (res.locals.log ?? services.logger).error('payment webhook not applied', {
          provider: name,
          error: String(error),
        });
        res.status(503).json({ message: t('payments:webhook.retry') });
      }
    },
  );
  const tooLarge: ErrorRequestHandler = (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 400;
    res.status(status).json({ message: translator(localeOfRequest(req))('payments:webhook.badRequest') });
  };
  router.use('/payments/webhooks', tooLarge);
  return router;
}
