import { and, eq, ne } from 'drizzle-orm';
import { Router, type Request, type Response } from 'express';
import { RequestsBulkSchema } from '../../../common/admin/bulk';
import {
  DecideSchema,
  NoteSchema,
  ReplySchema,
  RequestQueueQuerySchema,
  StatusSchema,
} from '../../../common/admin-requests/schemas';
import { sendInvalidInput } from '../../http/api-errors';
import { describeDomainError, isDomainError } from '../../platform/domain-error';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { bulkGuards, parseBulk, runBulk, sendBulkReport } from '../../http/admin/bulk';
import { adminSessionOf, originOf } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { sendAttachment } from '../attachments/http';
import { contactRequests } from './schema';
import type { DeskHook } from './desk';
import { RequestErrors, requestTransitionRefused } from './errors';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import type { RequestRow } from './transitions';

const NS = 'admin-requests';

/** What the audit log keeps of a request: the fields an admin action changes. */
const audited = (row: RequestRow) => ({
  status: row.status,
  waiting_on_customer: row.waitingOnCustomer,
  first_responded_at: row.firstRespondedAt?.toISOString() ?? null,
});

/**
 * The admin's Requests queue (issue 15), under /api/admin behind requireAdmin: every action goes
 * through the desk (ADR-0500), whose transaction also carries the audit row (ADR-0601).
 */
export function adminRequestsApi(services: Services): Router {
  const router = Router();
  const { requests, config } = services;
  const t = (req: Request) => translator(localeOf(req));
  const notFound = (req: Request, res: Response) =>
    res.status(404).json({ message: t(req)(`${NS}:errors.requestNotFound`) });

  /** The audit row of an action, written in the desk's transaction. */
  const audit =
    (req: Request, res: Response, action: string, extra: Record<string, unknown> = {}): DeskHook =>
    async (tx, change) => {
      await services.admin.audit.record(tx, {
        actor: actorOf(adminSessionOf(res), originOf(req)),
        action,
        entity: { type: 'request', id: change.after.id },
        before: audited(change.before),
        after: {
          ...audited(change.after),
          ...(change.messageId ? { message_id: change.messageId } : {}),
          ...extra,
        },
      });
    };

  /** Runs a desk action; its refusals (unknown → 404, a move the machine refuses → 409) answer themselves. */
  const run = async (req: Request, res: Response, action: () => Promise<unknown>, status = 200) => {
    await action();
    const data = await requests.queue.detail(String(req.params.id), localeOf(req), config.TIME_ZONE);
    res.status(status).json({ message: t(req)(`${NS}:api.saved`), data });
  };

  /** Unknown and malformed ids (and demos, which have their own queue) are 404 before anything is read. */
  const exists = async (req: Request) =>
    (await requests.queue.detail(String(req.params.id), localeOf(req), config.TIME_ZONE)) !== null;

  listRoute(router, '/requests', RequestQueueQuerySchema, NS, (query, locale) =>
    requests.queue.list(query, locale, config.TIME_ZONE),
  );

  router.get('/requests/:id', async (req, res) => {
    const data = await requests.queue.detail(String(req.params.id), localeOf(req), config.TIME_ZONE);
    if (!data) return notFound(req, res);
    res.json({ data });
  });

  router.post('/requests/:id/decision', async (req, res) => {
    if (!(await exists(req))) return notFound(req, res);
    const parsed = DecideSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), NS);
    const { decision, response } = parsed.data;
    await run(req, res, () =>
      requests.desk.decide(
        { id: String(req.params.id), adminId: adminSessionOf(res).userId, to: decision, response },
        audit(req, res, decision === 'approved' ? 'request.approved' : 'request.rejected'),
      ),
    );
  });

  router.post('/requests/:id/replies', async (req, res) => {
    if (!(await exists(req))) return notFound(req, res);
    const parsed = ReplySchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), NS);
    const asks = parsed.data.waiting_on_customer ?? false;
    await run(
      req,
      res,
      () =>
        requests.desk.reply(
          {
            id: String(req.params.id),
            adminId: adminSessionOf(res).userId,
            body: parsed.data.body,
            asksCustomer: asks,
          },
          audit(req, res, asks ? 'request.asked_customer' : 'request.replied'),
        ),
      201,
    );
  });

  router.post('/requests/:id/notes', async (req, res) => {
    if (!(await exists(req))) return notFound(req, res);
    const parsed = NoteSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), NS);
    await run(
      req,
      res,
      () =>
        requests.desk.addInternalNote(
          { id: String(req.params.id), adminId: adminSessionOf(res).userId, body: parsed.data.body },
          audit(req, res, 'request.note_added'),
        ),
      201,
    );
  });

  router.post('/requests/:id/status', async (req, res) => {
    const current = await requests.queue.detail(String(req.params.id), localeOf(req), config.TIME_ZONE);
    if (!current) return notFound(req, res);
    const parsed = StatusSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, localeOf(req), NS);
    const to = parsed.data.status;
    await run(req, res, async () => {
      // Already there is not a move: refused like any other the machine does not allow.
      if (current.status === to) throw requestTransitionRefused(to, to, 'admin');
      await requests.desk.changeStatus(
        { id: String(req.params.id), to, actor: 'admin', actorId: adminSessionOf(res).userId },
        audit(req, res, 'request.status_changed'),
      );
    });
  });

  /** A filed request (demos have their own queue), by its id; malformed or unknown → false. */
  const isFiledRequest = async (id: string) => {
    if (!UUID.test(id)) return false;
    const [row] = await services.db
      .select({ id: contactRequests.id })
      .from(contactRequests)
      .where(and(eq(contactRequests.id, id.toLowerCase()), ne(contactRequests.kind, 'demo')));
    return !!row;
  };

  /**
   * Moves the selected requests (ADR-0611), each through the desk's machine in its own transaction
   * with its audit row and the customer's notice; each request's result is reported.
   */
  router.post('/requests/bulk', ...bulkGuards(services), async (req, res) => {
    const body = parseBulk(req, res, RequestsBulkSchema);
    if (!body) return;
    const tr = t(req);
    const report = await runBulk(req, res, body.ids, async (id) => {
      if (!(await isFiledRequest(id)))
        return { outcome: 'not_found', message: tr(`${NS}:errors.requestNotFound`) };
      let moved = false;
      const hook = audit(req, res, 'request.status_changed');
      try {
        await requests.desk.changeStatus(
          { id, to: body.status, actor: 'admin', actorId: adminSessionOf(res).userId },
          async (tx, change) => {
            moved = true;
            await hook(tx, change);
          },
        );
      } catch (error) {
        if (isDomainError(error, RequestErrors.notFound))
          return { outcome: 'not_found', message: tr(`${NS}:errors.requestNotFound`) };
        if (isDomainError(error, RequestErrors.transitionRefused))
          return { outcome: 'refused', message: describeDomainError(error, localeOf(req)).message };
        throw error;
      }
      const status = tr(`requests:statuses.${body.status}`);
      return moved
        ? { outcome: 'done', message: tr(`${NS}:api.bulkMoved`, { status }) }
        : { outcome: 'unchanged', message: tr(`${NS}:api.bulkUnchanged`, { status }) };
    });
    sendBulkReport(req, res, report);
  });

  router.get('/requests/:id/files/:fileId', async (req, res) => {
    if (!(await exists(req))) return notFound(req, res);
    await sendAttachment(
      req,
      res,
      await services.attachments.open(String(req.params.fileId), {
        ownerKind: 'request',
        ownerId: String(req.params.id).toLowerCase(),
      }),
    );
  });

  return router;
}
