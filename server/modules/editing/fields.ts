import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from '../../../common/zod';
import type { NeutralField, TranslatedField } from './definition';

// The fields every editable entity spells the same way; their messages are keys of the `editing`
// namespace's errors.

export const slugSchema = z
  .string({ message: 'required' })
  .trim()
  .min(1, 'required')
  .max(120, 'tooLong')
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'slug')
  .refine((s) => !/^\d+$/.test(s), 'slugDigits');
/** One line of text. */
export const line = z.string({ message: 'invalid' }).max(200, 'tooLong');
const ref = z.string({ message: 'invalid' }).trim().max(400, 'invalid');
const optionalRef = z.union([ref, z.null()]);

/** A one-line text per language. */
export const text = (column: AnyPgColumn, required = false): TranslatedField => ({
  kind: 'text',
  column,
  schema: line,
  required,
});

/** A long text per language, checked by the entity's `schema` (its own length limit). */
export const textareaOf = (column: AnyPgColumn, schema: z.ZodType): TranslatedField => ({
  kind: 'textarea',
  column,
  schema,
});

export const slugField = (column: AnyPgColumn): NeutralField => ({
  kind: 'slug',
  column,
  schema: slugSchema,
  required: true,
});

export const published = (column: AnyPgColumn): NeutralField => ({
  kind: 'boolean',
  column,
  schema: z.boolean({ message: 'invalid' }),
});

/** Another entity's record, by its id; `required` false: it may be left empty (null). */
export const reference = (entity: string, column: AnyPgColumn, required = true): NeutralField => ({
  kind: 'reference',
  column,
  reference: entity,
  schema: required ? ref : optionalRef,
  required,
});
