import { z } from '../zod';

/** The kinds a customer files as a request (demos have their own section). */
export const FILED_REQUEST_KINDS = ['sales', 'support', 'custom_plan'] as const;
export const REQUEST_STATUS_VALUES = [
  'pending',
  'approved',
  'done',
  'canceled',
  'closed',
  'rejected',
] as const;

/** Messages are keys of the requests namespace's `errors`. */
const link = z
  .string()
  .trim()
  .max(500, 'linkInvalid')
  .url('linkInvalid')
  .refine((value) => /^https?:\/\//i.test(value), 'linkInvalid');

/** `POST /api/requests` and the filing form. */
export const NewRequestSchema = z.strictObject({
  type: z.enum(FILED_REQUEST_KINDS, { message: 'typeInvalid' }),
  subject: z
    .string({ message: 'subjectRequired' })
    .trim()
    .min(1, 'subjectRequired')
    .max(200, 'subjectTooLong'),
  comments: z
    .string({ message: 'commentsRequired' })
    .trim()
    .min(1, 'commentsRequired')
    .max(5000, 'commentsTooLong'),
  links: z.array(link, { message: 'linkInvalid' }).max(10, 'tooManyLinks').optional(),
  notes: z.string({ message: 'invalid' }).trim().max(2000, 'notesTooLong').nullable().optional(),
});

/** `POST /api/requests/{id}/comments` and the reply form. */
export const RequestCommentSchema = z.strictObject({
  body: z.string({ message: 'bodyRequired' }).trim().min(1, 'bodyRequired').max(5000, 'bodyTooLong'),
});

/** The list's filters, from the query string: anything unknown is ignored, not an error. */
export function parseListFilters(params: URLSearchParams | Record<string, unknown>) {
  const get = (key: string) =>
    params instanceof URLSearchParams
      ? params.get(key)
      : typeof params[key] === 'string'
        ? params[key]
        : null;
  const status = get('status');
  const type = get('type');
  const page = Number(get('page'));
  return {
    status: (REQUEST_STATUS_VALUES as readonly string[]).includes(status ?? '')
      ? (status as (typeof REQUEST_STATUS_VALUES)[number])
      : undefined,
    type: (FILED_REQUEST_KINDS as readonly string[]).includes(type ?? '')
      ? (type as (typeof FILED_REQUEST_KINDS)[number])
      : undefined,
    q: (get('q') ?? '').trim().slice(0, 200) || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}
