import { data, type AppLoadContext } from 'react-router';
import type { Locale } from '../../../common/i18n/languages';
import { localizePath } from '../../../common/i18n/request-locale';
import { fieldErrors } from '../../../common/contact/schemas';
import { NewRequestSchema, RequestCommentSchema } from '../../../common/requests/schemas';
import {
  attachmentsRefused,
  isAttachmentError,
  type AttachmentError,
} from '../../../server/modules/attachments/errors';
import { RequestErrors } from '../../../server/modules/requests/errors';
import { isDomainError } from '../../../server/platform/domain-error';
import { attachmentErrorMessages } from '../../../server/modules/attachments/http';
import type { IncomingFile } from '../../../server/modules/attachments/service';
import { translator } from '../../../server/platform/i18n';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';

export interface RequestFormResult {
  intent: string;
  /** Keys of the requests namespace, per field. */
  errors: Record<string, string[]>;
  /** Upload problems, already in the reader's language. */
  fileErrors?: string[];
  values: Record<string, string>;
}

/**
 * Reads a request page's form, text and files. Pages buffer the form (React Router's
 * `formData`), so a body larger than the attachments' limits allow is refused before it is read;
 * the API streams instead (ADR-0500).
 */
export async function readRequestForm(request: Request, context: AppLoadContext, locale: Locale) {
  const { ATTACHMENTS_MAX_BYTES: maxBytes, ATTACHMENTS_MAX_FILES: maxFiles } = context.services.config;
  const declared = Number(request.headers.get('Content-Length') ?? 'NaN');
  const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
  if (multipart && !(declared <= maxFiles * maxBytes + 256 * 1024)) {
    const error = attachmentsRefused([{ code: 'request_too_large', maxBytes }]);
    return { tooLarge: attachmentErrorMessages(error, locale).messages } as const;
  }
  const form = await readFormData(request);
  const files: IncomingFile[] = [];
  for (const entry of form.getAll('files'))
    if (typeof entry !== 'string' && entry.size > 0 && entry.name)
      files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  const values = Object.fromEntries(
    [...form.entries()]
      .filter(([k, v]) => typeof v === 'string' && k !== '_xsrf' && k !== 'altcha')
      .map(([k, v]) => [k, String(v).slice(0, 6000)]),
  );
  return { form, files, values } as const;
}

const fail = (result: RequestFormResult, status = 422, headers?: HeadersInit) =>
  data<RequestFormResult>(result, { status, headers });

type TypedValues = RequestFormResult['values'];

/** Files refused (too large, too many, of a kind not taken): their messages, what was typed kept. */
function filesRefused(intent: string, fileErrors?: string[], values: TypedValues = {}, status = 422) {
  return fail({ intent, errors: {}, fileErrors, values }, status);
}

/** The upload's refusal in the reader's language. */
function attachmentRefusal(intent: string, error: AttachmentError, locale: Locale, values?: TypedValues) {
  return filesRefused(intent, attachmentErrorMessages(error, locale).messages, values);
}

const prefixed = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((key) => `requests:errors.${key}`)]));

/**
 * Files a request for the logged-in customer from a page form (account or contact page): no human
 * check (the session is the proof), a per-account rate limit instead. On success, to the list
 * with the spec's message.
 */
export async function fileRequestFromPage(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  prefix: Locale | undefined,
  userId: string,
) {
  const { services } = context;
  const intent = 'file-request';
  const read = await readRequestForm(request, context, locale);
  if ('tooLarge' in read) return filesRefused(intent, read.tooLarge, {}, 413);
  const { files, values } = read;
  const links = (values.links ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const parsed = NewRequestSchema.safeParse({
    type: values.type,
    subject: values.subject ?? '',
    comments: values.comments ?? '',
    links,
    notes: values.notes || null,
  });
  if (!parsed.success) return fail({ intent, errors: prefixed(fieldErrors(parsed.error)), values });
  const limit = await services.limits.requests.hit(userId);
  if (!limit.allowed)
    return fail({ intent, errors: { _: ['requests:errors.tooMany'] }, values }, 429, retryAfter(limit));
  try {
    await services.requests.file(userId, parsed.data, locale, files);
  } catch (error) {
    if (isAttachmentError(error)) return attachmentRefusal(intent, error, locale, values);
    throw error;
  }
  return redirectWithToast(
    localizePath('/account/requests/all', prefix),
    { type: 'success', message: translator(locale)('requests:sentForApproval') },
    services.config.sessionSecret,
  );
}

/** The owner's actions on a request page: reply, add files, cancel. */
export async function requestPageAction(
  request: Request,
  context: AppLoadContext,
  locale: Locale,
  path: string,
  userId: string,
  requestId: string,
) {
  const { services } = context;
  const t = translator(locale);
  const read = await readRequestForm(request, context, locale);
  if ('tooLarge' in read) return filesRefused('files', read.tooLarge, {}, 413);
  const intent = String(read.form.get('intent') ?? '');
  const done = (key: string) =>
    redirectWithToast(path, { type: 'success', message: t(key) }, services.config.sessionSecret);
  try {
    if (intent === 'reply') {
      const parsed = RequestCommentSchema.safeParse({ body: read.values.body ?? '' });
      if (!parsed.success)
        return fail({ intent, errors: prefixed(fieldErrors(parsed.error)), values: read.values });
      if (!(await services.requests.comment(userId, requestId, parsed.data.body)))
        throw data(null, { status: 404 });
      return done('requests:page.replySent');
    }
    if (intent === 'files') {
      if (read.files.length === 0) return filesRefused(intent, []);
      if (!(await services.requests.addFiles(userId, requestId, read.files)))
        throw data(null, { status: 404 });
      return done('requests:page.filesAdded');
    }
    if (intent === 'cancel') {
      if (!(await services.requests.cancel(userId, requestId))) throw data(null, { status: 404 });
      return done('requests:page.canceled');
    }
    return fail({ intent, errors: { _: ['requests:errors.invalid'] }, values: {} }, 400);
  } catch (error) {
    if (isAttachmentError(error)) return attachmentRefusal(intent, error, locale);
    if (isDomainError(error, RequestErrors.transitionRefused))
      return fail({ intent, errors: { _: ['requests:errors.final'] }, values: {} }, 409);
    throw error;
  }
}
