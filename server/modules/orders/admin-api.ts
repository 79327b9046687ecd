import { Router, type Request, type Response } from 'express';
import { dateLabel } from '../../../common/format/dates';
import { formatFileSize } from '../../../common/format/file-size';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import {
  AdminOrderQuerySchema,
  AdminOrderReplySchema,
  AdminOrderStatusSchema,
  type AdminOrderDetail,
} from '../../../common/orders/admin';
import { OrdersBulkSchema } from '../../../common/admin/bulk';
import { IDEMPOTENCY_KEY } from '../../../common/orders/schemas';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { bulkGuards, parseBulk, runBulk, sendBulkReport } from '../../http/admin/bulk';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { sendAttachment } from '../attachments/http';
import { describeDomainError, isDomainError } from '../../platform/domain-error';
import { PaymentErrors } from '../payments/errors';
import { PaymentProviderError } from '../payments/provider';
import type { AdminRecord } from './admin';
import { OrderErrors } from './errors';

const NS = 'admin-orders';

/**
 * The admin's orders queue (issue 15), mounted under /api/admin behind requireAdmin (ADR-0600).
 * Unknown and malformed ids answer 404; refused moves 409, in the request's language.
 */
export function adminOrdersApi(services: Services): Router {
  const router = Router();
  const { orders, config } = services;
  const admin = orders.admin;
  const zone = config.TIME_ZONE;

  const notFound = (res: Response, locale: Locale) =>
    res.status(404).json({ message: translator(locale)(`${NS}:api.notFound`) });

  /** The audit row of this request's action on order `id`, written in the action's transaction. */
  const recorder =
    (req: Request, res: Response, id: string): AdminRecord =>
    (tx, change) =>
      services.admin.audit.record(tx, {
        actor: actorOf(adminSessionOf(res), originOf(req)),
        action: change.action,
        entity: { type: 'order', id },
        before: change.before,
        after: change.after,
      });

  async function fullDetail(id: string, locale: Locale): Promise<AdminOrderDetail | null> {
    const base = await admin.detail(id, locale);
    if (!base) return null;
    const summaries = await services.invoices.listForOrder(id, locale);
    const files = await services.attachments.list({ ownerKind: 'order', ownerId: id });
    return {
      ...base,
      invoices: summaries.map((s) => ({
        id: s.id,
        kind: s.kind,
        kind_label: s.kind_label,
        number: s.number,
        status: s.status,
        status_label: s.status_label,
        date: s.date,
        amount: { ...s.amount, label: formatMoney(s.amount.minor, s.amount.currency, locale) },
      })),
      files: files.map((file) => ({
        id: file.id,
        name: file.name,
        size_label: formatFileSize(file.size, locale),
        created_at: dateLabel(file.created_at, locale, zone, 'dateTime'),
        url: `/api/admin/orders/${id}/files/${file.id}`,
      })),
    };
  }

  /**
   * The desk's words for what a refusal says otherwise (the desk's 404, the refund's payment
   * refusals); the other refusals (a move the machine refuses, nothing to refund) answer themselves.
   */
  function sendActionError(res: Response, locale: Locale, error: unknown) {
    const t = translator(locale);
    if (isDomainError(error, OrderErrors.notFound)) return notFound(res, locale);
    if (isDomainError(error, PaymentErrors.refundRefused))
      return res.status(409).json({ message: t(`${NS}:api.refundRefused`) });
    if (isDomainError(error, PaymentErrors.idempotencyConflict))
      return res.status(422).json({ message: t(`${NS}:api.keyReused`) });
    if (isDomainError(error, PaymentErrors.busy)) {
      res.setHeader('Retry-After', '1');
      return res.status(409).json({ message: t(`${NS}:api.busy`) });
    }
    if (error instanceof PaymentProviderError)
      return res.status(502).json({ message: t(`${NS}:api.providerFailed`) });
    throw error;
  }

  /** A desk action whose refusals are answered by `sendActionError`. */
  const action =
    (handler: (req: Request, res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
      try {
        await handler(req, res);
      } catch (error) {
        sendActionError(res, localeOf(req), error);
      }
    };

  listRoute(router, '/orders', AdminOrderQuerySchema, NS, (query, locale) => admin.list(query, locale));

  router.get('/orders/:id', async (req, res) => {
    const locale = localeOf(req);
    const order = await fullDetail(String(req.params.id), locale);
    if (!order) return notFound(res, locale);
    res.json({ data: order });
  });

  router.get('/orders/:id/files/:fileId', async (req, res) => {
    const order = await admin.find(String(req.params.id));
    if (!order) return notFound(res, localeOf(req));
    await sendAttachment(
      req,
      res,
      await services.attachments.open(String(req.params.fileId), { ownerKind: 'order', ownerId: order.id }),
    );
  });

  router.post(
    '/orders/:id/status',
    action(async (req, res) => {
      const locale = localeOf(req);
      const id = String(req.params.id);
      if (!(await admin.find(id))) return notFound(res, locale);
      const parsed = AdminOrderStatusSchema.safeParse(req.body ?? {});
      if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
      const moved = await admin.setStatus(
        id,
        parsed.data.status,
        recorder(req, res, id),
        adminSessionOf(res).userId,
      );
      const t = translator(locale);
      res.json({
        message: moved.moved
          ? t(`${NS}:api.statusChanged`, { status: t(`orders:statuses.${parsed.data.status}`) })
          : t(`${NS}:api.unchanged`),
        data: await fullDetail(id, locale),
      });
    }),
  );

  /**
   * Moves the selected orders' status (ADR-0611), each through the order machine in its own
   * transaction with its audit row; each order's result is reported.
   */
  router.post('/orders/bulk', ...bulkGuards(services), async (req, res) => {
    const body = parseBulk(req, res, OrdersBulkSchema);
    if (!body) return;
    const locale = localeOf(req);
    const t = translator(locale);
    const report = await runBulk(req, res, body.ids, async (id) => {
      try {
        const moved = await admin.setStatus(
          id,
          body.status,
          recorder(req, res, id),
          adminSessionOf(res).userId,
        );
        return moved.moved
          ? {
              outcome: 'done',
              message: t(`${NS}:api.bulkMoved`, { status: t(`orders:statuses.${body.status}`) }),
            }
          : { outcome: 'unchanged', message: t(`${NS}:api.unchanged`) };
      } catch (error) {
        if (isDomainError(error, OrderErrors.notFound))
          return { outcome: 'not_found', message: t(`${NS}:api.notFound`) };
        if (
          isDomainError<{ transition: { field: string } }>(error, OrderErrors.transitionRefused) &&
          error.details.transition.field === 'status'
        )
          return { outcome: 'refused', message: describeDomainError(error, locale).message };
        throw error;
      }
    });
    sendBulkReport(req, res, report);
  });

  router.post(
    '/orders/:id/payment',
    action(async (req, res) => {
      const locale = localeOf(req);
      const id = String(req.params.id);
      const moved = await admin.recordPayment(id, recorder(req, res, id), adminSessionOf(res).userId);
      const t = translator(locale);
      res.json({
        message: moved.moved ? t(`${NS}:api.paymentRecorded`) : t(`${NS}:api.unchanged`),
        data: await fullDetail(id, locale),
      });
    }),
  );

  // Money leaves the company: the password typed again within the last minutes (ADR-0600).
  router.post(
    '/orders/:id/refund',
    requireRecentReauth(services),
    action(async (req, res) => {
      const locale = localeOf(req);
      const t = translator(locale);
      const id = String(req.params.id);
      if (!(await admin.find(id))) return notFound(res, locale);
      const key = req.get('Idempotency-Key') ?? '';
      if (!IDEMPOTENCY_KEY.test(key))
        return res.status(400).json({
          message: t(`${NS}:api.keyRequired`),
          errors: { 'Idempotency-Key': [t(`${NS}:api.keyRequired`)] },
        });
      const done = await admin.refund(id, key, recorder(req, res, id), adminSessionOf(res).userId);
      if (done.refund.status === 'failed')
        return res.status(409).json({ message: t(`${NS}:api.refundRefused`) });
      res.json({
        message: t(done.refund.status === 'succeeded' ? `${NS}:api.refunded` : `${NS}:api.refundPending`),
        data: await fullDetail(id, locale),
      });
    }),
  );

  router.post(
    '/orders/:id/comments',
    action(async (req, res) => {
      const locale = localeOf(req);
      const id = String(req.params.id);
      if (!(await admin.find(id))) return notFound(res, locale);
      const parsed = AdminOrderReplySchema.safeParse(req.body ?? {});
      if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
      const comment = await admin.reply(
        id,
        adminSessionOf(res).userId,
        parsed.data.body,
        locale,
        recorder(req, res, id),
      );
      res.status(201).json({ message: translator(locale)(`${NS}:api.replied`), data: comment });
    }),
  );

  return router;
}
