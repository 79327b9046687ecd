import { Router, type Request, type Response } from 'express';
import { CustomersBulkSchema } from '../../../common/admin/bulk';
import { CustomerQuerySchema, RoleChangeSchema } from '../../../common/admin/customers-schemas';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import { describeDomainError, isDomainError } from '../../platform/domain-error';
import { sendInvalidInput } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { listPage } from '../../http/list-page';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { bulkGuards, parseBulk, runBulk, sendBulkReport, type BulkStep } from '../../http/admin/bulk';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { isUserId } from './admin-customers';
import { CustomerAdminErrors } from './errors';

const NS = 'admin-customers';
const RELATED = { page: 1, perPage: 10 };

/**
 * The customers queue (ADR-0610), under /api/admin behind requireAdmin. Disabling, enabling and
 * role changes need the password typed again within 5 minutes (requireRecentReauth).
 */
export function customersAdminApi(services: Services): Router {
  const router = Router();
  const { customerAdmin } = services;
  const timeZone = services.config.TIME_ZONE;
  const actor = (req: Request, res: Response) => actorOf(adminSessionOf(res), originOf(req));
  const notFound = (res: Response, locale: Locale) =>
    res.status(404).json({ message: translator(locale)(`${NS}:errors.notFound`) });

  listRoute(router, '/customers', CustomerQuerySchema, NS, (q, locale) =>
    customerAdmin.list({ q: q.q, status: q.status, role: q.role, page: q.page, perPage: q.per_page }, locale),
  );

  /** The account and what it has with the shop, read through each module's own reads. */
  router.get('/customers/:id', async (req, res) => {
    const locale = localeOf(req);
    const customer = await customerAdmin.get(String(req.params.id), locale);
    if (!customer) return notFound(res, locale);
    const id = customer.id;
    const [orders, requests, subscriptions, invoices] = await Promise.all([
      services.orders.list(id, locale, RELATED),
      services.requests.listItems(id, RELATED, locale, timeZone),
      services.subscriptions.list(id, locale, RELATED),
      services.invoices.list(id, RELATED, locale),
    ]);
    res.json({
      data: {
        ...customer,
        orders,
        requests: listPage(requests.rows, requests.total, requests),
        subscriptions,
        invoices: {
          ...invoices,
          data: invoices.data.map((i) => ({
            ...i,
            amount_label: formatMoney(i.amount.minor, i.amount.currency, locale),
          })),
        },
      },
    });
  });

  const reauth = requireRecentReauth(services);

  /**
   * Disables or enables the selected accounts (ADR-0611), each in its own transaction with its
   * audit row (disabling ends that account's sessions with it); each account's result is reported.
   */
  router.post('/customers/bulk', ...bulkGuards(services), async (req, res) => {
    const body = parseBulk(req, res, CustomersBulkSchema);
    if (!body) return;
    const locale = localeOf(req);
    const t = translator(locale);
    const report = await runBulk(req, res, body.ids, async (id): Promise<BulkStep> => {
      try {
        if (body.action === 'disable') await customerAdmin.disable(id, actor(req, res));
        else await customerAdmin.enable(id, actor(req, res));
        return {
          outcome: 'done',
          message: t(`${NS}:customers.bulk.${body.action === 'disable' ? 'disabled' : 'enabled'}`),
        };
      } catch (error) {
        if (!isDomainError(error, ...Object.values(CustomerAdminErrors))) throw error;
        const { message } = describeDomainError(error, locale);
        if (error.code === CustomerAdminErrors.notFound) return { outcome: 'not_found', message };
        if (isDomainError(error, CustomerAdminErrors.alreadyDisabled, CustomerAdminErrors.notDisabled))
          return { outcome: 'unchanged', message };
        return { outcome: 'refused', message };
      }
    });
    sendBulkReport(req, res, report);
  });

  router.post('/customers/:id/disable', reauth, async (req, res) => {
    const locale = localeOf(req);
    if (!isUserId(String(req.params.id))) return notFound(res, locale);
    await customerAdmin.disable(String(req.params.id), actor(req, res));
    res.json({ data: await customerAdmin.get(String(req.params.id), locale) });
  });

  router.post('/customers/:id/enable', reauth, async (req, res) => {
    const locale = localeOf(req);
    if (!isUserId(String(req.params.id))) return notFound(res, locale);
    await customerAdmin.enable(String(req.params.id), actor(req, res));
    res.json({ data: await customerAdmin.get(String(req.params.id), locale) });
  });

  router.post('/customers/:id/role', reauth, async (req, res) => {
    const locale = localeOf(req);
    if (!isUserId(String(req.params.id))) return notFound(res, locale);
    const parsed = RoleChangeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    await customerAdmin.setRole(String(req.params.id), parsed.data.role, actor(req, res));
    res.json({ data: await customerAdmin.get(String(req.params.id), locale) });
  });

  return router;
}
