import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { EditingContext } from './context';
import type { EntityDefinition, Row } from './definition';
import { recordNotFound } from './errors';
import { keyOf, valueOf } from './registry';
import { editingDrafts } from './schema';
import { localDateTime } from './values';

// The building blocks of every operation: rows by id, translations, public ids, API values.

const DIGITS = /^\d{1,9}$/;
/** A slug's separator from its parent's in a scoped ref: `papier-bulle:pack-pro`. */
const SCOPE_SEPARATOR = ':';

export async function rowById(tx: Db, def: EntityDefinition, recordId: number, lock = false) {
  const query = tx.select().from(def.table).where(eq(def.table.id, recordId));
  const [row] = (lock ? await query.for('update') : await query) as Row[];
  return row ?? null;
}

export async function rowsByIds(tx: Db, def: EntityDefinition, ids: number[]) {
  if (ids.length === 0) return [];
  return (await tx.select().from(def.table).where(inArray(def.table.id, ids))) as Row[];
}

export async function translationRows(tx: Db, def: EntityDefinition, ids: number[]) {
  if (ids.length === 0) return [];
  const { table, owner } = def.translations;
  return (await tx.select().from(table).where(inArray(owner, ids))) as Row[];
}

/** The translation rows of one record among those of many. */
export const rowsOwnedBy = (def: EntityDefinition, rows: Row[], recordId: number) => {
  const owner = keyOf(def.translations.table, def.translations.owner);
  return rows.filter((r) => Number(r[owner]) === recordId);
};

/** The public id: the slug (with its parent's where slugs are unique per parent), else the number. */
export async function refsOf(
  ctx: EditingContext,
  tx: Db,
  def: EntityDefinition,
  rows: Row[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const slug = def.slug;
  if (!slug) {
    for (const r of rows) out.set(Number(r.id), String(r.id));
    return out;
  }
  const scope = slug.scope;
  let parents = new Map<number, string>();
  if (scope) {
    const parentDef = ctx.registry.definition(scope.entity);
    const parentIds = [...new Set(rows.map((r) => Number(valueOf(def, r, scope.column))))];
    parents = await refsOf(ctx, tx, parentDef, await rowsByIds(tx, parentDef, parentIds));
  }
  for (const r of rows) {
    const own = String(valueOf(def, r, slug.column));
    const parent = scope ? parents.get(Number(valueOf(def, r, scope.column))) : undefined;
    out.set(Number(r.id), scope ? `${parent ?? ''}${SCOPE_SEPARATOR}${own}` : own);
  }
  return out;
}

/** The record's id from its ref (a slug, `parent:slug`, or the number); null when none. */
export async function resolve(
  ctx: EditingContext,
  tx: Db,
  def: EntityDefinition,
  ref: string,
): Promise<number | null> {
  if (DIGITS.test(ref)) {
    const row = await rowById(tx, def, Number(ref));
    return row ? Number(row.id) : null;
  }
  const slug = def.slug;
  if (!slug || ref.length > 400) return null;
  let where = eq(slug.column, ref);
  if (slug.scope) {
    const at = ref.lastIndexOf(SCOPE_SEPARATOR);
    if (at < 0) return null;
    const parent = await resolve(ctx, tx, ctx.registry.definition(slug.scope.entity), ref.slice(0, at));
    if (parent === null) return null;
    where = and(eq(slug.scope.column, parent), eq(slug.column, ref.slice(at + 1)))!;
  }
  const [row] = await tx.select({ id: def.table.id }).from(def.table).where(where).limit(1);
  return row ? Number(row.id) : null;
}

export async function mustResolve(ctx: EditingContext, tx: Db, def: EntityDefinition, ref: string) {
  const recordId = await resolve(ctx, tx, def, ref);
  if (recordId === null) throw recordNotFound();
  return recordId;
}

/** Column values → the API's language-neutral fields. */
export async function apiFieldsOf(ctx: EditingContext, tx: Db, def: EntityDefinition, row: Row) {
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(def.fields)) {
    const value = field.column ? valueOf(def, row, field.column) : undefined;
    if (field.kind === 'reference') {
      if (value == null) out[name] = null;
      else {
        const target = ctx.registry.definition(field.reference);
        const targetRow = await rowById(tx, target, Number(value));
        out[name] = targetRow ? (await refsOf(ctx, tx, target, [targetRow])).get(Number(value)) : null;
      }
    } else if (field.kind === 'datetime') out[name] = localDateTime(value, ctx.timeZone);
    else out[name] = value ?? (field.kind === 'select' ? '' : null);
  }
  Object.assign(out, def.fromColumns?.(row));
  return out;
}

/** Whether the record is archived (an entity that cannot be archived never is). */
export const isArchived = (def: EntityDefinition, row: Row) =>
  def.archivedAt ? valueOf(def, row, def.archivedAt) != null : false;

const draftKey = (entity: string, recordId: number) =>
  and(eq(editingDrafts.entity, entity), eq(editingDrafts.recordId, recordId));

export async function findDraft(tx: Db, entity: string, recordId: number) {
  const [draft] = await tx.select().from(editingDrafts).where(draftKey(entity, recordId));
  return draft ?? null;
}

export async function dropDraft(tx: Db, entity: string, recordId: number) {
  await tx.delete(editingDrafts).where(draftKey(entity, recordId));
}
