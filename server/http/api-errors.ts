import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { Locale } from '../../common/i18n/languages';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { describeDomainError, isDomainError, type DomainError } from '../platform/domain-error';
import { translator } from '../platform/i18n';
import type { RateBucket, RateLimitResult } from '../modules/limits/buckets';
import { apiLocale } from './api-locale';

/**
 * The `errors` of an answer: a field named `__proto__` or `constructor` (a hostile body's unknown
 * key) is a field like any other, not the object's prototype.
 */
const noPrototype = () => Object.create(null) as Record<string, string[]>;

/** `{ message, errors: { field: [..] } }` with 422, the API's validation answer. */
export function sendValidationError(
  res: Response,
  error: z.ZodError,
  message = 'The given data was invalid.',
) {
  const errors = noPrototype();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  res.status(422).json({ message, errors });
}

/**
 * 422 `{message, errors: {field: [..]}}` in the reader's language, for an area whose schemas give
 * keys of `<ns>:errors` as messages: one message per field (its first problem), and a field the
 * server does not take (a price, a quantity…) named as not accepted. `status` 400: a malformed URL
 * query rather than a body to process.
 */
export function sendInvalidInput(
  res: Response,
  error: z.ZodError,
  locale: Locale,
  ns: string,
  messageKey = `${ns}:errors.invalidData`,
  status: 400 | 422 = 422,
) {
  const t = translator(locale);
  const errors = noPrototype();
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) (errors[key] ??= []).push(t(`${ns}:errors.notAccepted`));
      continue;
    }
    const field = issue.path.join('.') || '_';
    if (errors[field]) continue;
    errors[field] = [t(`${ns}:errors.${issue.message}`, { defaultValue: t(`${ns}:errors.invalid`) })];
  }
  res.status(status).json({ message: t(messageKey), errors });
}

/** 429 `{message}` in the reader's language, with Retry-After: what every rate bucket answers. */
export function sendTooManyRequests(
  res: Response,
  result: Pick<RateLimitResult, 'retryAfterSeconds'>,
  locale: Locale,
  messageKey = 'common:errors.tooManyRequests',
) {
  res.setHeader('Retry-After', String(result.retryAfterSeconds));
  res.status(429).json({ message: translator(locale)(messageKey) });
}

/** Counts the request in the client IP's bucket; past its limit, 429 instead of the route. */
export function rateLimit(
  bucket: RateBucket,
  opts: { messageKey?: string; localeOf?: (req: Request) => Locale } = {},
): RequestHandler {
  const localeOf = opts.localeOf ?? ((req: Request) => apiLocale(req, req.query.lang));
  return async (req, res, next) => {
    const result = await bucket.hit(req.ip ?? 'unknown');
    if (result.allowed) return next();
    sendTooManyRequests(res, result, localeOf(req), opts.messageKey);
  };
}

/**
 * A service's refusal (ADR-0023) as the API answers it: its status, `{message, errors}` in the
 * reader's language (and Retry-After when it says so), with what the error adds to its answer
 * (`body`). `extra` adds what one route's clients read besides (the checkout's `reasons`).
 */
export function sendDomainError(res: Response, error: DomainError, locale: Locale, extra: object = {}) {
  const { status, message, errors } = describeDomainError(error, locale);
  if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  const more = { ...error.body, ...extra };
  res.status(status).json(Object.keys(errors).length ? { message, errors, ...more } : { message, ...more });
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};

/**
 * A refusal a route let through is answered as its DomainError says. Malformed or oversized bodies
 * are the client's fault: 4xx with a message, never a stack. A lost
 * database connection (a restart, a failover) is nobody's: 503 with Retry-After, and the client
 * retries (a checkout with the same Idempotency-Key, which gives one order).
 */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (isDomainError(err)) {
    if (!res.headersSent) sendDomainError(res, err, apiLocale(req, req.query.lang));
    return;
  }
  if (isDatabaseUnavailable(err)) {
    (res.locals.log ?? console).warn('api unavailable: database connection lost', { error: String(err) });
    if (res.headersSent) return;
    res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    res.status(503).json({ message: translator(apiLocale(req))('common:errors.unavailable') });
    return;
  }
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) (res.locals.log ?? console).error('api error', { error: String(err?.stack ?? err) });
  const message =
    err?.type === 'entity.parse.failed'
      ? 'The request body is not valid JSON.'
      : err?.type === 'entity.too.large'
        ? 'The request body is too large.'
        : status === 500
          ? 'Something went wrong !'
          : String(err?.expose ? err.message : 'Bad request');
  if (!res.headersSent) res.status(status).json({ message });
};
