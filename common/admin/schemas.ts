import { z } from '../zod';

// The admin API's inputs, shared by the admin screens (hints) and the server (the truth).
// Messages are keys of the `admin` namespace's `errors`.

export const ADMIN_TOKEN_STORAGE_KEY = 'adminToken';

export const AdminLoginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'emailRequired').max(254, 'tooLong'),
  // No length rule here: a short wrong password gets the same answer as any wrong password.
  password: z.string().min(1, 'passwordRequired').max(128, 'tooLong'),
  altcha: z.string().max(4096).optional(),
});
export type AdminLoginInput = z.infer<typeof AdminLoginSchema>;

export const ReauthenticateSchema = z.object({
  password: z.string().min(1, 'passwordRequired').max(128, 'tooLong'),
});

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'day')
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'day',
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .optional()
    .transform((v) => v || undefined);

/** The audit log screen's filters, as query parameters. */
export const AuditQuerySchema = z
  .object({
    actor: optionalText(254),
    action: z
      .string()
      .regex(/^[a-z][a-z_.]{0,79}$/, 'action')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    entity_type: optionalText(60),
    entity_id: optionalText(100),
    from: isoDay.optional().or(z.literal('').transform(() => undefined)),
    to: isoDay.optional().or(z.literal('').transform(() => undefined)),
    page: z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1),
    per_page: z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'range', path: ['to'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
