import type { RequestHandler } from 'express';
import { translator } from '../platform/i18n';
import { refusalLocale, sendRefusal } from './refusals';

/**
 * A NUL character has no place in any text the shop takes, and PostgreSQL refuses it in `text`
 * (an error past validation, hence a 500). These refuse it where input comes in: the address,
 * a JSON body, a form (`readFormData`) and a multipart upload's fields.
 */
export const NUL = '\u0000';

/**
 * Half of a UTF-16 surrogate pair without its other half: not text. Only a JSON `\ud800` escape
 * makes one (a form or an address is UTF-8, decoded with U+FFFD for what is not); PostgreSQL
 * refuses it in JSON, where node-postgres would silently turn it into U+FFFD in a text column.
 */
const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const forbidden = (text: string) => text.includes(NUL) || text.search(LONE_SURROGATES) !== -1;

/**
 * Where the first NUL or lone surrogate is in a parsed JSON body (a string value or a key), as a
 * field path (`items.2.name`), or null. Walked without recursion: a deeply nested body cannot
 * overflow the stack.
 */
export function findForbiddenCharacter(value: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (forbidden(current)) return path || '_';
    } else if (current && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (forbidden(key)) return at.replaceAll(NUL, '').replace(LONE_SURROGATES, '');
        stack.push({ value: inner, path: at });
      }
    }
  }
  return null;
}

/** A `%00` in the path: no such page (404); in the query: a malformed request (400). */
export const refuseNulInAddress: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.includes('%00'))
    return sendRefusal(req, res, 404, {
      title: 'common:errors.notFoundTitle',
      message: 'common:errors.notFoundBody',
      field: 'path',
    });
  if (queryAt !== -1 && url.includes('%00', queryAt))
    return sendRefusal(req, res, 400, {
      title: 'common:errors.badRequestTitle',
      message: 'common:errors.badRequest',
      field: 'query',
    });
  next();
};

/**
 * After the API's JSON parser: 422 `{message, errors: {field: [..]}}` naming the field with a NUL
 * or a lone surrogate.
 */
export const refuseForbiddenCharactersInJson: RequestHandler = (req, res, next) => {
  const field = findForbiddenCharacter(req.body);
  if (field === null) return next();
  const t = translator(refusalLocale(req));
  res.status(422).json({
    message: t('common:errors.invalidData'),
    errors: { [field]: [t('common:errors.nulByte')] },
  });
};
