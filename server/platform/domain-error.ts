import type { TFunction } from 'i18next';
import { formatFileSize } from '../../common/format/file-size';
import type { Locale } from '../../common/i18n/languages';
import { translator } from './i18n';

/**
 * A parameter of a message: a value as it is, a key translated first (a status's name in "cannot
 * move from …"), or a size in bytes written in the reader's language ("5 MB", "5 Mo").
 */
export type DomainParam = string | number | { key: string } | { bytes: number };

/** A message as a key of the dictionaries with its parameters, translated where it is answered. */
export interface DomainMessage {
  key: string;
  params?: Record<string, DomainParam>;
}

function paramText(t: TFunction, locale: Locale, value: DomainParam) {
  if (typeof value !== 'object') return value;
  return 'key' in value ? t(value.key) : formatFileSize(value.bytes, locale);
}

export interface DomainErrorInit<Details> {
  /** The HTTP status the API answers (and a page action returns): 404, 409, 422… */
  status: number;
  /** What the reader is told, a key of the dictionaries ("orders:api.notFound"), and its parameters. */
  messageKey: string;
  params?: DomainMessage['params'];
  /** Problems of named fields (`errors` of the API's answer). */
  fields?: Record<string, DomainMessage[]>;
  /** The API answers with Retry-After: the refusal is a moment's (another call still under way). */
  retryAfterSeconds?: number;
  /** What the API's answer adds to `{message, errors}` for its clients (the stored version, the reason). */
  body?: Record<string, unknown>;
  /** What a caller needs besides words (the cart's blockers, the payment in the way…). */
  details?: Details;
}

/**
 * The one error a service throws for a refusal (ADR-0023): a stable `code` ("orders.not_found"),
 * the HTTP status, a message key with parameters and field errors. The API maps it once
 * (`server/http/api-errors.ts`), page actions once (`refusalOf`); callers tell refusals apart by
 * code with `isDomainError`, never by class.
 */
export class DomainError<Details = unknown> extends Error {
  override readonly name = 'DomainError';
  readonly status: number;
  readonly messageKey: string;
  readonly params: NonNullable<DomainMessage['params']>;
  readonly fields: Record<string, DomainMessage[]>;
  readonly retryAfterSeconds: number | undefined;
  readonly body: Record<string, unknown>;
  readonly details: Details;

  constructor(
    readonly code: string,
    init: DomainErrorInit<Details>,
  ) {
    super(`${code}: ${init.messageKey}`);
    this.status = init.status;
    this.messageKey = init.messageKey;
    this.params = init.params ?? {};
    this.fields = init.fields ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body ?? {};
    this.details = init.details as Details;
  }
}

/** The 404 of a record that is not there (or not the reader's), worded by `messageKey`. */
export const notFoundError = (code: string, messageKey: string) =>
  new DomainError(code, { status: 404, messageKey });

/**
 * A move a state machine refuses (409): a customer is told in `customerKey`'s words, the company's
 * desk in `deskKey`'s, which names both statuses (`<statuses>:statuses.<status>`).
 */
export function moveRefused<Details extends { from: string; to: string; actor: string }>(
  code: string,
  details: Details,
  words: { customerKey: string; deskKey: string; statuses: string },
) {
  if (details.actor === 'customer')
    return new DomainError(code, { status: 409, messageKey: words.customerKey, details });
  const { from, to } = details;
  return new DomainError(code, {
    status: 409,
    messageKey: words.deskKey,
    params: {
      from: { key: `${words.statuses}:statuses.${from}` },
      to: { key: `${words.statuses}:statuses.${to}` },
    },
    details,
  });
}

/**
 * Whether `error` is a DomainError (with one of `codes`, when given). By name and code rather than
 * `instanceof`: the page tier's services (sources) and pages (the build) hold two copies of the class.
 */
export function isDomainError<Details = unknown>(
  error: unknown,
  ...codes: string[]
): error is DomainError<Details> {
  if (!(error instanceof Error) || error.name !== 'DomainError') return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (codes.length === 0 || codes.includes(code));
}

/** A refusal as it is answered: the status, the message and each field's messages, in `locale`. */
export function describeDomainError(error: DomainError, locale: Locale) {
  const t = translator(locale);
  const say = (m: DomainMessage): string =>
    t(
      m.key,
      Object.fromEntries(
        Object.entries(m.params ?? {}).map(([name, value]) => [name, paramText(t, locale, value)]),
      ),
    );
  const errors = Object.create(null) as Record<string, string[]>;
  for (const [field, messages] of Object.entries(error.fields)) errors[field] = messages.map(say);
  return { status: error.status, message: say({ key: error.messageKey, params: error.params }), errors };
}
