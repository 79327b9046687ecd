import { z } from '../zod';

// The customers, subscribers and notifications screens' inputs (ADR-0610), shared by the admin
// screens and the server. Messages are keys of the `admin-customers` namespace's `errors`.

const page = z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1);
const perPage = z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(25);
const search = z
  .string()
  .trim()
  .max(200, 'tooLong')
  .optional()
  .transform((v) => v || undefined);

/** An optional choice in a query: an empty value (a filter form's "any") counts as none. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, message).optional());

export const CustomerQuerySchema = z.object({
  q: search,
  status: choice(['active', 'disabled'], 'status'),
  role: choice(['customer', 'admin'], 'role'),
  page,
  per_page: perPage,
});
export type CustomerQuery = z.infer<typeof CustomerQuerySchema>;

export const RoleChangeSchema = z.object({ role: z.enum(['customer', 'admin'], 'role') }).strict();

export const SubscriberQuerySchema = z.object({
  q: search,
  status: choice(['pending', 'confirmed', 'unsubscribed'], 'status'),
  page,
  per_page: perPage,
});
export type SubscriberQuery = z.infer<typeof SubscriberQuerySchema>;

const title = z.string().trim().max(120, 'tooLong');
const body = z.string().trim().max(2000, 'tooLong');

/** The three languages' texts: a title and a body each, all required (the admin writes all three). */
export const BroadcastSchema = z
  .object({
    audience: z.enum(['all', 'one'], 'audience'),
    user_id: z.string().trim().max(100, 'tooLong').optional(),
    title_fr: title.min(1, 'required'),
    body_fr: body.min(1, 'required'),
    title_en: title.min(1, 'required'),
    body_en: body.min(1, 'required'),
    title_ar: title.min(1, 'required'),
    body_ar: body.min(1, 'required'),
    url: z
      .string()
      .trim()
      .max(300, 'tooLong')
      .regex(/^(\/[\w\-./?=&%]*)?$/, 'url')
      .optional()
      .transform((v) => v || ''),
  })
  .strict()
  .refine((v) => v.audience === 'all' || !!v.user_id, { message: 'recipient', path: ['user_id'] });
export type BroadcastInput = z.infer<typeof BroadcastSchema>;

export const BroadcastQuerySchema = z.object({ page, per_page: perPage });
