import { Router, type Request, type Response } from 'express';
import {
  DemoQueueQuerySchema,
  LOCAL_DATE_TIME,
  ProposeSlotsSchema,
} from '../../../common/admin-requests/schemas';
import type { AdminDemo } from '../../../common/admin-requests/types';
import type { DemoView } from '../../../common/demos/types';
import { sendInvalidInput } from '../../http/api-errors';
import { isDomainError } from '../../platform/domain-error';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import { listRoute } from '../../http/list-route';
import type { Services } from '../../services';
import { adminSessionOf, originOf } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { localToInstant } from '../../platform/clock';
import type { DemoHook } from './service';
import { DemoErrors, demoTransitionRefused } from './errors';

const NS = 'admin-requests';

/** A `datetime-local` value read as a wall-clock time in `timeZone`: the instant it names. */
export function localDateTimeToInstant(value: string, timeZone: string): Date {
  const [, y, m, d, h, min] = LOCAL_DATE_TIME.exec(value)!.map(Number);
  return new Date(localToInstant(Date.UTC(y!, m! - 1, d!), h! * 60 + min!, timeZone));
}

/** What the company may still do with a demo, and the zone its times are entered in. */
const forAdmin = (demo: DemoView, timeZone: string): AdminDemo => ({
  ...demo,
  can_propose: ['requested', 'proposed', 'reschedule_requested'].includes(demo.status),
  time_zone: timeZone,
});

/**
 * The admin's Demos queue (issue 15, ADR-0501): propose times (which approves the request), propose
 * new ones when the customer asked for another, cancel. Times come as wall-clock times in the
 * site's zone (TIME_ZONE) and are stored as instants. Each action's audit row is in its transaction.
 */
export function adminDemosApi(services: Services): Router {
  const router = Router();
  const { demos, config } = services;
  const t = (req: Request) => translator(localeOf(req));
  const notFound = (req: Request, res: Response) =>
    res.status(404).json({ message: t(req)(`${NS}:errors.demoNotFound`) });

  const audit =
    (req: Request, res: Response, action: string): DemoHook =>
    async (tx, change) => {
      await services.admin.audit.record(tx, {
        actor: actorOf(adminSessionOf(res), originOf(req)),
        action,
        entity: { type: 'demo', id: change.requestId },
        before: { status: change.before },
        after: {
          status: change.after,
          ...(change.slots.length
            ? {
                slots: change.slots.map((s) => ({
                  id: s.id,
                  start: s.startsAt.toISOString(),
                  end: s.endsAt.toISOString(),
                })),
              }
            : {}),
        },
      });
    };

  const answer = async (req: Request, res: Response, status = 200) => {
    const demo = await demos.forCompany(String(req.params.id), localeOf(req));
    res
      .status(status)
      .json({ message: t(req)(`${NS}:api.saved`), data: demo && forAdmin(demo, config.TIME_ZONE) });
  };

  /** A demo the desk cannot find is its own 404 (not the customer's words); other refusals answer themselves. */
  const refused = (req: Request, res: Response, error: unknown) => {
    if (isDomainError(error, DemoErrors.notFound)) return notFound(req, res);
    throw error;
  };

  listRoute(router, '/demos', DemoQueueQuerySchema, NS, async ({ status, q, page, per_page }, locale) => {
    const result = await demos.queue(locale, { status, q, page, perPage: per_page });
    return { ...result, data: result.data.map((d) => forAdmin(d, config.TIME_ZONE)) };
  });

  router.get('/demos/:id', async (req, res) => {
    const demo = await demos.forCompany(String(req.params.id), localeOf(req));
    if (!demo) return notFound(req, res);
    res.json({ data: forAdmin(demo, config.TIME_ZONE) });
  });

  router.post('/demos/:id/slots', async (req, res) => {
    const locale = localeOf(req);
    if (!(await demos.forCompany(String(req.params.id), locale))) return notFound(req, res);
    const parsed = ProposeSlotsSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, NS);
    const now = services.clock.now();
    const times = parsed.data.slots.map((s) => {
      const start = localDateTimeToInstant(s.start, config.TIME_ZONE);
      return { start, end: new Date(start.getTime() + s.duration * 60_000) };
    });
    const past = times.flatMap((time, i) => (time.start > now ? [] : [`slots.${i}.start`]));
    if (past.length) {
      const message = t(req)(`${NS}:errors.startPast`);
      return res.status(422).json({
        message: t(req)(`${NS}:errors.invalidData`),
        errors: Object.fromEntries(past.map((field) => [field, [message]])),
      });
    }
    try {
      await demos.proposeSlots(String(req.params.id), times, 'admin', {
        adminId: adminSessionOf(res).userId,
        hook: audit(req, res, 'demo.slots_proposed'),
      });
    } catch (error) {
      return refused(req, res, error);
    }
    await answer(req, res, 201);
  });

  router.post('/demos/:id/cancel', async (req, res) => {
    const current = await demos.forCompany(String(req.params.id), localeOf(req));
    if (!current) return notFound(req, res);
    if (current.status === 'canceled') throw demoTransitionRefused('demo', 'canceled', 'canceled', 'admin');
    try {
      await demos.cancelByCompany(String(req.params.id), {
        adminId: adminSessionOf(res).userId,
        hook: audit(req, res, 'demo.canceled'),
      });
    } catch (error) {
      return refused(req, res, error);
    }
    await answer(req, res);
  });

  return router;
}
