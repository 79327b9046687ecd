import type { RequestHandler, Router } from 'express';
import type { CartBlocker, PromoRefusal } from '../../../common/cart/types';
import {
  CheckoutSchema,
  CommentSchema,
  IDEMPOTENCY_KEY,
  OrderUpdateSchema,
} from '../../../common/orders/schemas';
import { sendDomainError, sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { lenientPaging } from '../../http/list-paging';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { customerApi } from '../accounts/api';
import { sendAttachment } from '../attachments/http';
import { receiveUploads, uploadsOf } from '../attachments/multipart';
import { promoRefusalMessage } from '../cart/view';
import { isDomainError } from '../../platform/domain-error';
import { PaymentErrors } from '../payments/errors';
import { CheckoutErrors } from './errors';

/**
 * The checkout and the customer's orders (issue 12, ADR-0303), for the session cookie or a Bearer
 * token. Another customer's order, an unknown id and a malformed one all answer 404.
 */
export function ordersApi(services: Services): Router {
  const { orders, config } = services;
  // A visitor gets the spec's 'Please Log in first !'.
  const { router, requireCustomer, userOf, notFound, getOwn } = customerApi(
    services,
    'orders:api.notFound',
    'cart:loginFirst',
  );

  router.post('/checkout', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const key = req.get('Idempotency-Key') ?? '';
    if (!IDEMPOTENCY_KEY.test(key))
      return res.status(400).json({
        message: t('orders:api.idempotencyKeyRequired'),
        errors: { 'Idempotency-Key': [t('orders:api.idempotencyKeyRequired')] },
      });
    const parsed = CheckoutSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'orders');
    const user = userOf(res);
    try {
      const placed = await orders.placeOrder({
        customerId: user.id,
        locale,
        paymentMode: parsed.data.payment_mode,
        notes: parsed.data.notes ?? null,
        links: parsed.data.links ?? [],
        idempotencyKey: key,
      });
      const message = t(
        parsed.data.payment_mode === 'pay_now' && placed.payment?.redirectUrl
          ? 'orders:api.payNow'
          : 'orders:api.placed',
        {
          number: placed.order.number,
        },
      );
      res.status(201).json({
        message,
        data: {
          order: await orders.placedDetail(user.id, placed, locale),
          redirect_url: placed.payment?.redirectUrl ?? null,
        },
      });
    } catch (error) {
      if (isDomainError<{ reasons: CartBlocker[] }>(error, CheckoutErrors.cartNotPayable))
        return sendDomainError(res, error, locale, { reasons: error.details.reasons });
      if (isDomainError<{ reason: PromoRefusal }>(error, CheckoutErrors.promoRefused))
        return res.status(422).json({
          message: t(error.messageKey),
          errors: { code: [promoRefusalMessage(error.details.reason, {}, locale, config.TIME_ZONE)] },
          reason: error.details.reason,
        });
      if (isDomainError(error, PaymentErrors.idempotencyConflict, PaymentErrors.busy))
        return sendDomainError(res, error, locale);
      throw error;
    }
  });

  router.get('/orders', requireCustomer, async (req, res) => {
    res.json({ data: await orders.list(userOf(res).id, localeOf(req), lenientPaging(req.query)) });
  });

  getOwn('/orders/:id', async (userId, id, locale) => {
    const order = await orders.detail(userId, id, locale);
    return (
      order && { ...order, files: await services.attachments.list({ ownerKind: 'order', ownerId: order.id }) }
    );
  });

  router.patch('/orders/:id', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const user = userOf(res);
    const id = String(req.params.id);
    if (!(await orders.owned(user.id, id))) return notFound(res, locale);
    const parsed = OrderUpdateSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'orders');
    await orders.update(user.id, id, { extraInfo: parsed.data.extra_info, links: parsed.data.links });
    res.json({
      message: translator(locale)('orders:api.updated'),
      data: await orders.detail(user.id, id, locale),
    });
  });

  router.post('/orders/:id/cancel', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const user = userOf(res);
    const id = String(req.params.id);
    await orders.cancel(user.id, id);
    res.json({ message: t('orders:api.canceled'), data: await orders.detail(user.id, id, locale) });
  });

  router.post('/orders/:id/pay', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const key = req.get('Idempotency-Key') ?? '';
    const user = userOf(res);
    const id = String(req.params.id);
    if (!(await orders.owned(user.id, id))) return notFound(res, locale);
    if (!IDEMPOTENCY_KEY.test(key))
      return res.status(400).json({
        message: t('orders:api.idempotencyKeyRequired'),
        errors: { 'Idempotency-Key': [t('orders:api.idempotencyKeyRequired')] },
      });
    const result = await orders.payAgain(user.id, id, key, locale);
    if (!result) return notFound(res, locale);
    if (!result.payment?.redirectUrl)
      return res.status(409).json({ message: t('orders:api.notAwaitingPayment') });
    res.status(201).json({ data: { redirect_url: result.payment.redirectUrl } });
  });

  router.post('/orders/:id/reorder', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const result = await orders.reorder(userOf(res).id, String(req.params.id), locale);
    if (!result) return notFound(res, locale);
    const message = result.added.length
      ? t('orders:api.reordered', { count: result.added.length })
      : t('orders:api.reorderedNothing');
    res.json({ message, data: result });
  });

  /** The owner check comes first: a foreign order's upload is never read (ADR-0302). */
  const ownOrder: RequestHandler = async (req, res, next) => {
    const order = await orders.owned(userOf(res).id, String(req.params.id));
    if (!order) return notFound(res, localeOf(req));
    res.locals.owner = { ownerKind: 'order', ownerId: order.id };
    next();
  };

  router.post(
    '/orders/:id/files',
    requireCustomer,
    ownOrder,
    receiveUploads(services.attachments),
    async (req, res) => {
      const data = await services.attachments.store({
        ...res.locals.owner,
        uploaderId: userOf(res).id,
        files: uploadsOf(res).files,
      });
      res.status(201).json({ data });
    },
  );

  router.get('/orders/:id/files/:fileId', requireCustomer, ownOrder, async (req, res) => {
    await sendAttachment(
      req,
      res,
      await services.attachments.open(String(req.params.fileId), res.locals.owner),
    );
  });

  router.get('/orders/:id/comments', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const order = await orders.owned(userOf(res).id, String(req.params.id));
    if (!order) return notFound(res, locale);
    res.json({ data: await orders.comments.list(order.id, locale) });
  });

  router.post('/orders/:id/comments', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const user = userOf(res);
    const order = await orders.owned(user.id, String(req.params.id));
    if (!order) return notFound(res, locale);
    const parsed = CommentSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'orders');
    res.status(201).json({
      message: translator(locale)('orders:api.commentAdded'),
      data: await orders.comments.add(order.id, user.id, parsed.data.body, locale),
    });
  });

  return router;
}
