import { DomainError, isDomainError, type DomainMessage } from '../../platform/domain-error';

/**
 * Why an upload is refused. Each problem names its file where it has one; the HTTP layer turns
 * them into `{message, errors: {files: [...]}}` in the request's language (413 for sizes, 422 else).
 */
export type AttachmentProblem =
  | { code: 'no_files' }
  | { code: 'empty'; name: string }
  | { code: 'too_large'; name: string; maxBytes: number }
  | { code: 'request_too_large'; maxBytes: number }
  | { code: 'too_many'; maxFiles: number }
  | { code: 'owner_full'; maxFiles: number; existing: number }
  | { code: 'not_accepted'; name: string }
  | { code: 'name_mismatch'; name: string; found: string }
  | { code: 'unreadable'; name: string }
  | { code: 'too_many_pixels'; name: string; maxPixels: number }
  | { code: 'bad_fields' }
  | { code: 'malformed' };

export type AttachmentProblemCode = AttachmentProblem['code'];

/** The code of a refused upload (ADR-0023); its problems are in `details.problems`. */
export const AttachmentErrors = { refused: 'attachments.refused' } as const;

export interface AttachmentRefusal {
  problems: AttachmentProblem[];
}

/** One problem in words: the key of the attachments dictionary with its values. */
function problemMessage(problem: AttachmentProblem): DomainMessage {
  const key = `attachments:errors.${problem.code}`;
  switch (problem.code) {
    case 'too_large':
      return { key, params: { name: problem.name, max: { bytes: problem.maxBytes } } };
    case 'request_too_large':
      return { key, params: { max: { bytes: problem.maxBytes } } };
    case 'too_many':
      return { key, params: { count: problem.maxFiles } };
    case 'owner_full':
      return { key, params: { count: problem.maxFiles, existing: problem.existing } };
    case 'name_mismatch':
      return {
        key,
        params: { name: problem.name, found: { key: `attachments:types.${problem.found.split('/')[1]}` } },
      };
    case 'too_many_pixels':
      return { key, params: { name: problem.name, count: Math.floor(problem.maxPixels / 1_000_000) } };
    case 'empty':
    case 'not_accepted':
    case 'unreadable':
      return { key, params: { name: problem.name } };
    default:
      return { key };
  }
}

/**
 * An upload refused: 413 when a size is the reason, 400 for a body that is not a form, 422
 * otherwise; every problem in `errors.files`, and the message is the one problem or a count.
 */
export function attachmentsRefused(problems: AttachmentProblem[]) {
  const messages = problems.map(problemMessage);
  const status = problems.some((p) => p.code === 'too_large' || p.code === 'request_too_large')
    ? 413
    : problems.some((p) => p.code === 'malformed')
      ? 400
      : 422;
  const summary: DomainMessage =
    messages.length === 1
      ? messages[0]!
      : { key: 'attachments:errors.several', params: { count: messages.length } };
  return new DomainError<AttachmentRefusal>(AttachmentErrors.refused, {
    status,
    messageKey: summary.key,
    params: summary.params,
    fields: { files: messages },
    details: { problems },
  });
}

export type AttachmentError = DomainError<AttachmentRefusal>;

/** Whether `error` is a refused upload. */
export const isAttachmentError = (error: unknown): error is AttachmentError =>
  isDomainError<AttachmentRefusal>(error, AttachmentErrors.refused);
