import { Router, type Request, type Response } from 'express';
import { isLocale, type Locale } from '../../../common/i18n/languages';
import { z } from '../../../common/zod';
import { localeOf } from '../../http/api-locale';
import { isDomainError } from '../../platform/domain-error';
import { sendDomainError } from '../../http/api-errors';
import type { Services } from '../../services';
import { adminSessionOf, originOf, requireRecentReauth } from '../../http/admin/guard';
import { actorOf } from '../audit/service';
import { EDITING_ERROR_CODES, EditingErrors, invalidEdit, recordNotFound } from './errors';

const ListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['', 'published', 'unpublished', 'archived']).optional(),
  parent: z.string().max(400).optional(),
  page: z.coerce.number({ message: 'page' }).int('page').min(1, 'page').default(1),
  per_page: z.coerce
    .number({ message: 'perPage' })
    .int('perPage')
    .min(1, 'perPage')
    .max(100, 'perPage')
    .default(50),
});

/**
 * The kit's refusal as an answer (ADR-0023): 404, 409 (stale version, with the one saved
 * meanwhile; still referred to), 422 with field errors. Anything else goes on to the API's handler.
 */
function sendEditingError(res: Response, error: unknown, locale: Locale) {
  if (!isDomainError(error, ...EDITING_ERROR_CODES)) throw error;
  const extra = isDomainError<{ currentVersion: number | null }>(error, EditingErrors.conflict)
    ? { current_version: error.details.currentVersion }
    : {};
  sendDomainError(res, error, locale, extra);
}

/**
 * Every registered editable entity (ADR-0700), under /api/admin behind requireAdmin, one shape for
 * all: `/<entity>` list and create, `/<entity>/{ref}` read, partial PATCH with the version read,
 * DELETE (after `…/impact`); publish, archive, move, draft, preview. Plus the translations views
 * across entities under `/editing/…`. One set of routes serves every entity registered on
 * `services.editing`; another name passes through to the next router (and its 404).
 */
export function editingAdminApi(services: Services): Router {
  const router = Router();
  const { editing } = services;
  const actor = (req: Request, res: Response) => actorOf(adminSessionOf(res), originOf(req));
  const reauth = requireRecentReauth(services);

  /** Runs a kit call and answers its refusals; `ok` is the success status. */
  const handle =
    (run: (req: Request, res: Response, locale: Locale) => Promise<unknown>, ok = 200) =>
    async (req: Request, res: Response) => {
      const locale = localeOf(req);
      try {
        const data = await run(req, res, locale);
        if (data === undefined) res.status(204).end();
        else res.status(ok).json({ data });
      } catch (error) {
        sendEditingError(res, error, locale);
      }
    };

  router.get(
    '/editing/entities/:entity',
    handle(async (req) => {
      const name = String(req.params.entity);
      if (!editing.has(name)) throw recordNotFound();
      return editing.describe(name);
    }),
  );
  router.get(
    '/editing/completeness',
    handle(async () => editing.completeness()),
  );
  router.get(
    '/editing/missing',
    handle(async (req, _res, locale) => {
      const only = req.query.locale;
      if (only !== undefined && only !== '' && !isLocale(only)) throw invalidEdit({ locale: 'invalid' });
      return { data: await editing.missing(locale, isLocale(only) ? only : undefined) };
    }),
  );

  // One set of routes for every registered entity (a route per entity would multiply the routes
  // every admin test walks); a name that is not registered leaves this router untouched.
  const entities = Router({ mergeParams: true });
  router.use(
    '/:entity',
    (req, _res, next) => (editing.has(String(req.params.entity)) ? next() : next('router')),
    entities,
  );
  const nameOf = (req: Request) => String(req.params.entity);
  const base = '/';
  const one = '/:ref';
  const ref = (req: Request) => String(req.params.ref);

  entities.get(base, async (req, res) => {
    const locale = localeOf(req);
    const parsed = ListQuerySchema.safeParse(req.query);
    if (!parsed.success) return sendEditingError(res, invalidEdit(fieldsOf(parsed.error)), locale);
    const q = parsed.data;
    res.json({
      data: await editing.list(
        nameOf(req),
        { q: q.q, status: q.status || undefined, parent: q.parent, page: q.page, perPage: q.per_page },
        locale,
      ),
    });
  });
  entities.post(
    base,
    handle((req, res, locale) => editing.create(nameOf(req), req.body, actor(req, res), locale), 201),
  );
  entities.get(
    one,
    handle((req, _res, locale) => editing.get(nameOf(req), ref(req), locale)),
  );
  entities.patch(
    one,
    handle((req, res, locale) => editing.update(nameOf(req), ref(req), req.body, actor(req, res), locale)),
  );
  entities.get(
    `${one}/impact`,
    handle((req) => editing.impact(nameOf(req), ref(req))),
  );
  entities.delete(
    one,
    reauth,
    handle(async (req, res) => {
      const body = req.body as { version?: unknown } | undefined;
      const version = body?.version ?? (req.query.version ? Number(req.query.version) : undefined);
      await editing.remove(nameOf(req), ref(req), { version }, actor(req, res));
    }),
  );
  for (const [verb, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    entities.post(
      `${one}/${verb}`,
      handle((req, res, locale) =>
        editing.setPublished(nameOf(req), ref(req), req.body, published, actor(req, res), locale),
      ),
    );
  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const)
    entities.post(
      `${one}/${verb}`,
      handle((req, res, locale) =>
        editing.setArchived(nameOf(req), ref(req), req.body, archived, actor(req, res), locale),
      ),
    );
  entities.post(
    `${one}/move`,
    handle((req, res) => {
      const direction = (req.body as { direction?: unknown } | undefined)?.direction;
      if (direction !== 'up' && direction !== 'down') throw invalidEdit({ direction: 'invalid' });
      return editing.move(nameOf(req), ref(req), direction, actor(req, res));
    }),
  );
  entities.put(
    `${one}/draft`,
    handle((req, res, locale) => editing.saveDraft(nameOf(req), ref(req), req.body, actor(req, res), locale)),
  );
  entities.delete(
    `${one}/draft`,
    handle(async (req) => {
      await editing.discardDraft(nameOf(req), ref(req));
    }),
  );
  entities.post(
    `${one}/draft/publish`,
    handle((req, res, locale) =>
      editing.publishDraft(nameOf(req), ref(req), req.body, actor(req, res), locale),
    ),
  );
  entities.post(
    `${one}/preview`,
    handle((req) => editing.previewLink(nameOf(req), ref(req))),
  );

  return router;
}

function fieldsOf(error: z.ZodError) {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}
