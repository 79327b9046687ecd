import { and, eq, ne } from 'drizzle-orm';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import { z } from '../../../common/zod';
import type { Db } from '../../db/types';
import type { EditingContext } from './context';
import type { EntityDefinition, Row } from './definition';
import { invalidEdit } from './errors';
import { resolve } from './records';
import { fieldNamed, keyOf, valueOf } from './registry';
import { instantOf, isEmpty } from './values';

// Checking what an editor sent and turning it into column values.

export type EditInput = Record<string, unknown> & {
  version?: number;
  translations?: Partial<Record<Locale, Record<string, unknown>>>;
};

/** The API name of the slug's field. */
export const slugFieldName = (def: EntityDefinition) => fieldNamed(def, def.slug?.column) ?? 'slug';

/** The zod schema of a create (`partial: false`) or a patch (every field optional, `version` required). */
function inputSchema(def: EntityDefinition, partial: boolean) {
  const neutral: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue;
    neutral[name] = field.schema.optional();
  }
  const perLocale = z
    .object(
      Object.fromEntries(
        Object.entries(def.translations.fields).map(([name, field]) => [name, field.schema.optional()]),
      ),
    )
    .strict();
  const translations = z
    .object(Object.fromEntries(LOCALES.map((l) => [l, perLocale.optional()])))
    .strict()
    .optional();
  const base = z.object({ ...neutral, translations }).strict();
  return partial
    ? base.extend({ version: z.number({ message: 'version' }).int().positive('version') })
    : base;
}

export function parse(def: EntityDefinition, input: unknown, partial: boolean): EditInput {
  const parsed = inputSchema(def, partial).safeParse(input);
  if (!parsed.success) {
    // No prototype: an unknown key named __proto__ is reported like any other.
    const fields = Object.create(null) as Record<string, string>;
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= 'notAccepted';
        continue;
      }
      fields[issue.path.join('.') || '_'] ??= issue.message;
    }
    throw invalidEdit(fields);
  }
  return parsed.data as EditInput;
}

export function versionOf(input: unknown): number {
  const parsed = z.object({ version: z.number().int().positive() }).safeParse(input);
  if (!parsed.success) throw invalidEdit({ version: 'version' });
  return parsed.data.version;
}

/**
 * Checks and turns the merged API values into column values (by the table's property names);
 * every problem found at once.
 */
export async function columnsFor(
  ctx: EditingContext,
  tx: Db,
  def: EntityDefinition,
  merged: Record<string, unknown>,
  current: Row | null,
  changed: string[],
) {
  const errors: Record<string, string> = { ...def.validate?.(merged, current) };
  const columns: Row = {};
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly || !field.column) continue;
    const value = merged[name];
    if (field.required && isEmpty(value)) {
      errors[name] ??= 'required';
      continue;
    }
    if (!changed.includes(name) && current) continue;
    const key = keyOf(def.table, field.column);
    if (field.kind === 'reference') {
      if (isEmpty(value)) columns[key] = null;
      else {
        const target = await resolve(ctx, tx, ctx.registry.definition(field.reference), String(value));
        if (target === null) errors[name] ??= 'unknownReference';
        else columns[key] = target;
      }
    } else if (field.kind === 'images' || field.kind === 'image') {
      const refs = Array.isArray(value) ? (value as string[]) : isEmpty(value) ? [] : [String(value)];
      if ((await ctx.images?.(tx, refs))?.length) errors[name] ??= 'unknownImage';
      else columns[key] = field.kind === 'image' ? value : refs;
    } else if (field.kind === 'datetime')
      columns[key] = isEmpty(value) ? null : instantOf(String(value), ctx.timeZone);
    else if (field.kind === 'select') columns[key] = value === '' ? null : value;
    else columns[key] = value;
  }
  const slugField = slugFieldName(def);
  if (def.slug && (!current || changed.includes(slugField))) {
    const slugValue = merged[slugField];
    if (typeof slugValue === 'string' && slugValue && !errors[slugField]) {
      const scope = def.slug.scope?.column;
      const scopeValue = scope
        ? (columns[keyOf(def.table, scope)] ?? (current ? valueOf(def, current, scope) : null))
        : null;
      const [taken] = await tx
        .select({ id: def.table.id })
        .from(def.table)
        .where(
          and(
            eq(def.slug.column, slugValue),
            scope && scopeValue != null ? eq(scope, scopeValue) : undefined,
            ne(def.table.id, current ? Number(current.id) : -1),
          ),
        )
        .limit(1);
      if (taken) errors[slugField] = 'slugTaken';
    }
  }
  if (Object.keys(errors).length) throw invalidEdit(errors);
  Object.assign(columns, def.toColumns?.(merged, current));
  return columns;
}
