import { and, eq, sql } from 'drizzle-orm';
import { LOCALES } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { auditDelta, type AuditActor } from '../audit/service';
import type { EditingContext } from './context';
import type { EntityDefinition, Row } from './definition';
import { invalidEdit, recordNotFound, staleVersion } from './errors';
import { columnsFor, slugFieldName, type EditInput } from './input';
import { apiFieldsOf, isArchived, rowById, translationRows } from './records';
import { keyOf, valueOf } from './registry';
import { slugHistory } from './schema';
import { emptyValue, flatten, translationsOf } from './values';

/** Thrown inside a save's savepoint to undo a write that changed nothing. */
class NothingChanged extends Error {}

/** Writes the typed languages: an existing row gets the fields typed, a missing one every field. */
export async function writeTranslations(
  tx: Db,
  def: EntityDefinition,
  recordId: number,
  patch: EditInput['translations'],
  creating: boolean,
) {
  const existing = await translationRows(tx, def, [recordId]);
  const { table, owner, fields } = def.translations;
  for (const locale of LOCALES) {
    const given = patch?.[locale];
    const row = existing.find((r) => r.locale === locale);
    if (!given && (row || !creating)) continue;
    const values: Row = {};
    for (const [name, field] of Object.entries(fields)) {
      const typed = given?.[name];
      const value = typed === undefined ? (row?.[keyOf(table, field.column)] ?? emptyValue(field)) : typed;
      if (!row || typed !== undefined)
        values[keyOf(table, field.column)] = typeof value === 'string' ? value.trim() : value;
    }
    if (!row) await tx.insert(table).values({ ...values, [keyOf(table, owner)]: recordId, locale });
    else if (Object.keys(values).length)
      await tx
        .update(table)
        .set(values)
        .where(eq(table.id, Number(row.id)));
  }
}

/** Old slug → this record, so the old public URL answers 301; the new slug is nobody's old one. */
export async function keepSlugHistory(
  ctx: EditingContext,
  tx: Db,
  def: EntityDefinition,
  before: Row | null,
  after: Row,
) {
  const slug = def.slug;
  if (!slug) return;
  const scopeOf = (row: Row) => (slug.scope ? Number(valueOf(def, row, slug.scope.column)) : 0);
  const newSlug = String(valueOf(def, after, slug.column));
  await tx
    .delete(slugHistory)
    .where(
      and(
        eq(slugHistory.entity, def.name),
        eq(slugHistory.scope, scopeOf(after)),
        eq(slugHistory.oldSlug, newSlug),
      ),
    );
  if (!before || valueOf(def, before, slug.column) === newSlug) return;
  await tx
    .insert(slugHistory)
    .values({
      entity: def.name,
      scope: scopeOf(before),
      oldSlug: String(valueOf(def, before, slug.column)),
      recordId: Number(after.id),
      changedAt: ctx.clock.now(),
    })
    .onConflictDoUpdate({
      target: [slugHistory.entity, slugHistory.scope, slugHistory.oldSlug],
      set: { recordId: Number(after.id), changedAt: ctx.clock.now() },
    });
}

/** What the audit row compares: neutral fields and every translation, flattened. */
export async function auditView(ctx: EditingContext, tx: Db, def: EntityDefinition, row: Row) {
  const translations = translationsOf(def, await translationRows(tx, def, [Number(row.id)]));
  const fields = await apiFieldsOf(ctx, tx, def, row);
  return flatten({ ...fields, archived: isArchived(def, row), translations });
}

/** Two writes racing for one slug: the unique index refuses the second, answered as the slug taken. */
export async function withUniqueSlug<T>(def: EntityDefinition, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505' && def.slug) throw invalidEdit({ [slugFieldName(def)]: 'slugTaken' });
    throw error;
  }
}

/**
 * The compare-and-set save: the version read must still be the record's, else nothing is written
 * (409). `action` names the audit row (`updated`, `published`…). A save that changes nothing (the
 * same values, texts that differ only by spaces) writes no version and no audit row: it is undone
 * to its savepoint, and answers false. `extraColumns` are by the table's property names.
 */
export async function saveIn(
  ctx: EditingContext,
  tx: Db,
  def: EntityDefinition,
  recordId: number,
  body: EditInput,
  actor: AuditActor,
  action: string,
  extraColumns: Row = {},
): Promise<boolean> {
  const current = await rowById(tx, def, recordId);
  if (!current) throw recordNotFound();
  if (Number(current.version) !== body.version) throw staleVersion(Number(current.version));
  const before = await auditView(ctx, tx, def, current);
  const changed = Object.keys(body).filter((k) => k !== 'translations' && k !== 'version');
  const merged = { ...(await apiFieldsOf(ctx, tx, def, current)), ...body };
  const columns = { ...(await columnsFor(ctx, tx, def, merged, current, changed)), ...extraColumns };
  const { table } = def;
  try {
    await tx.transaction(async (sp) => {
      const [row] = (await sp
        .update(table)
        .set({ ...columns, version: sql`${table.version} + 1` })
        .where(and(eq(table.id, recordId), eq(table.version, body.version!)))
        .returning()) as Row[];
      // Another save committed between the read and this update (it waited on the row's lock).
      if (!row) throw staleVersion(Number((await rowById(sp, def, recordId))?.version));
      await writeTranslations(sp, def, recordId, body.translations, false);
      const after = await auditView(ctx, sp, def, row);
      if (Object.keys(auditDelta(before, after).after ?? {}).length === 0) throw new NothingChanged();
      await keepSlugHistory(ctx, sp, def, current, row);
      await ctx.audit.record(sp, {
        actor,
        action: `${def.auditType}.${action}`,
        entity: { type: def.auditType, id: String(recordId) },
        before,
        after,
      });
    });
    return true;
  } catch (error) {
    if (error instanceof NothingChanged) return false;
    throw error;
  }
}
