import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import {
  BULK_MAX_IDS,
  BULK_OUTCOMES,
  type BulkOutcome,
  type BulkReport,
  type BulkResult,
} from '../../../common/admin/bulk';
import { sendInvalidInput } from '../api-errors';
import { localeOf } from '../api-locale';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { requireRecentReauth } from './guard';

/** What one row's action gave; `message` is for the admin, in the request's language. */
export type BulkStep = { outcome: Exclude<BulkOutcome, 'failed'>; message: string };

/**
 * A bulk route's guards (ADR-0611): the password typed within 5 minutes, then the body: more ids
 * than a bulk action takes is 400 (a list size the screen never sends), any other problem 422.
 * Gives the parsed body, or null once it has answered.
 */
export function bulkGuards(services: Services): RequestHandler[] {
  const tooMany: RequestHandler = (req, res, next) => {
    const ids = (req.body as { ids?: unknown } | undefined)?.ids;
    if (!Array.isArray(ids) || ids.length <= BULK_MAX_IDS) return next();
    const t = translator(localeOf(req));
    res.status(400).json({
      message: t('admin:errors.invalidData'),
      errors: { ids: [t('admin:errors.tooMany', { count: BULK_MAX_IDS })] },
    });
  };
  return [requireRecentReauth(services), tooMany];
}

export function parseBulk<S extends z.ZodType>(req: Request, res: Response, schema: S): z.infer<S> | null {
  const parsed = schema.safeParse(req.body ?? {});
  if (parsed.success) return parsed.data;
  sendInvalidInput(res, parsed.error, localeOf(req), 'admin');
  return null;
}

/**
 * Runs `step` for each id, one after the other, each in its own transaction (the step's service
 * call) with its own audit row: a refused or failing row never undoes nor stops the others, and
 * each row's result is reported. Rows are taken in order, so two runs at once lock them in the
 * same order and cannot deadlock.
 */
export async function runBulk(
  req: Request,
  res: Response,
  ids: readonly string[],
  step: (id: string) => Promise<BulkStep>,
): Promise<BulkReport> {
  const t = translator(localeOf(req));
  const results: BulkResult[] = [];
  for (const id of ids) {
    try {
      results.push({ id, ...(await step(id)) });
    } catch (error) {
      (res.locals.log ?? console).error('bulk step failed', {
        id,
        error: String((error as Error)?.stack ?? error),
      });
      results.push({ id, outcome: 'failed', message: t('admin:bulk.failed') });
    }
  }
  const counts = Object.fromEntries(BULK_OUTCOMES.map((o) => [o, 0])) as Record<BulkOutcome, number>;
  for (const r of results) counts[r.outcome] += 1;
  return { results, counts };
}

/** 200 with every row's result and a summary sentence ("3 done, 1 refused"). */
export function sendBulkReport(req: Request, res: Response, report: BulkReport) {
  const t = translator(localeOf(req));
  const parts = BULK_OUTCOMES.filter((o) => report.counts[o] > 0).map((o) =>
    t(`admin:bulk.counts.${o}`, { count: report.counts[o] }),
  );
  res.json({ message: parts.join(t('admin:bulk.separator')), data: report });
}
