import { z } from '../zod';

// The media library's inputs (ADR-0702), shared by the admin screen and the server. Messages are
// keys of the `media` namespace's `errors`.

const alt = z.string('altRequired').trim().min(1, 'altRequired').max(250, 'altTooLong');

/** Alt text in the three languages, all required: an image is described to everyone who cannot see it. */
export const MediaAltSchema = z.object({ alt_fr: alt, alt_en: alt, alt_ar: alt }).strict();
export type MediaAlt = z.infer<typeof MediaAltSchema>;

/** An image reference an editor may store: a library image (`media:<uuid>`) or a static path of the site. */
export const ImageRefSchema = z
  .string('invalid')
  .trim()
  .max(300, 'tooLong')
  .regex(/^(?:media:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\/[\w./-]+)$/, 'invalid');

/** An ordered list of images (a service's), each at most once. */
export const ImageRefsSchema = z
  .array(ImageRefSchema, 'invalid')
  .max(12, 'tooMany')
  .refine((refs) => new Set(refs).size === refs.length, 'invalid');

export const MediaQuerySchema = z.object({
  page: z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1),
  per_page: z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(24),
  q: z
    .string()
    .trim()
    .max(200, 'tooLong')
    .optional()
    .transform((v) => v || undefined),
});
export type MediaQuery = z.infer<typeof MediaQuerySchema>;
