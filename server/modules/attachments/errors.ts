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

export class AttachmentError extends Error {
  constructor(readonly problems: AttachmentProblem[]) {
    super(
      `attachments refused: ${problems.map((p) => ('name' in p ? `${p.code} (${p.name})` : p.code)).join(', ')}`,
    );
    this.name = 'AttachmentError';
  }

  /** 413 when a size is the reason, 400 for a body that is not multipart, 422 otherwise. */
  get status(): number {
    if (this.problems.some((p) => p.code === 'too_large' || p.code === 'request_too_large')) return 413;
    if (this.problems.some((p) => p.code === 'malformed')) return 400;
    return 422;
  }
}
