import type { Response, Router } from 'express';
import type { z } from 'zod';
import type { Locale } from '../../common/i18n/languages';
import { translator } from '../platform/i18n';
import { sendInvalidInput } from './api-errors';
import { localeOf } from './api-locale';

/**
 * GET `path` on `router`: the URL query read by `schema` (a 422 worded in `ns` when it does not
 * fit), answered `{ data }` with what `read` gives for it in the reader's language.
 */
export function listRoute<Q>(
  router: Router,
  path: string,
  schema: z.ZodType<Q>,
  ns: string,
  read: (query: Q, locale: Locale) => Promise<unknown>,
) {
  router.get(path, async (req, res) => {
    const locale = localeOf(req);
    const parsed = schema.safeParse(req.query);
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, ns);
    res.json({ data: await read(parsed.data, locale) });
  });
}

/** 404 `{message}` in the reader's language, worded by `messageKey`: what an unknown record answers. */
export const sendNotFound = (res: Response, locale: Locale, messageKey: string) =>
  res.status(404).json({ message: translator(locale)(messageKey) });
