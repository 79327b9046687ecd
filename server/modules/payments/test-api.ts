import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { LOCALES } from '../../../common/i18n/languages';
import { sendValidationError } from '../../http/api-errors';
import type { Services } from '../../services';

/** The purpose of the journeys' test payments; their results go nowhere but the payment itself. */
export const JOURNEY_PURPOSE = 'journey';

const StartBody = z.object({
  locale: z.enum(LOCALES as [string, ...string[]]),
  saveMethod: z.boolean().optional(),
});

/**
 * Mounted only under TEST_CLOCK=on (browser journeys; refused on a public https site), until the
 * checkout reaches the hosted page through real orders: POST /api/test/payments/checkout opens a
 * sandbox checkout through the payments service, and GET /api/test/payments/return plays the
 * shop's success and cancel URLs (it confirms with the provider, as the checkout's redirect will).
 */
export function testPaymentsApi(services: Services): Router {
  const { payments, config } = services;
  if (!payments.handles(JOURNEY_PURPOSE)) payments.onResult(JOURNEY_PURPOSE, async () => {});
  const router = Router();

  router.post('/test/payments/checkout', async (req, res) => {
    const parsed = StartBody.safeParse(req.body ?? {});
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const id = randomUUID();
    const back = `${config.PUBLIC_URL}/api/test/payments/return?attempt=${id}`;
    const payment = await payments.startCheckout({
      idempotencyKey: `journey-${id}`,
      purpose: JOURNEY_PURPOSE,
      purposeId: id,
      customerId: null,
      amount: { minor: 124905, currency: 'MAD' },
      description: 'Emballo — 2026-000123',
      customerEmail: 'client@emballo.example',
      locale: parsed.data.locale as (typeof LOCALES)[number],
      successUrl: `${back}&session={CHECKOUT_ID}`,
      cancelUrl: back,
      saveMethod: parsed.data.saveMethod ?? false,
    });
    res.status(201).json({ data: { payment_id: payment.id, redirect_url: payment.redirectUrl } });
  });

  router.get('/test/payments/return', async (req, res) => {
    const attempt = typeof req.query.attempt === 'string' ? req.query.attempt : '';
    const [payment] = await payments.listFor(JOURNEY_PURPOSE, attempt);
    if (!payment) return res.status(404).json({ message: 'Not found' });
    const confirmed = await payments.confirm(payment.id, 'redirect');
    res.json({
      data: {
        payment_id: confirmed.id,
        status: confirmed.status,
        reason: typeof req.query.reason === 'string' ? req.query.reason : null,
      },
    });
  });
  return router;
}
