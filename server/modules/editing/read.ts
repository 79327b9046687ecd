import { and, asc, count, eq, exists, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { EditableRecord, EditableRow, EntityDescription } from '../../../common/editing/types';
import { formatDate } from '../../../common/format/dates';
import type { Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import { listPage, pageOffset } from '../../http/list-page';
import { uniqueSerialIds } from '../../platform/ids';
import type { EditingContext } from './context';
import type { EntityDefinition, Row } from './definition';
import { recordNotFound } from './errors';
import { slugFieldName } from './input';
import {
  apiFieldsOf,
  findDraft,
  isArchived,
  mustResolve,
  refsOf,
  resolve,
  rowById,
  rowsByIds,
  rowsOwnedBy,
  translationRows,
} from './records';
import { fieldNamed, valueOf } from './registry';
import { slugHistory } from './schema';
import { completenessOf, titleOf, translationsOf } from './values';

export interface ListFilters {
  q?: string;
  /** `published`, `unpublished`, `archived`; none: every record not archived. */
  status?: string;
  /** A parent's ref (the packages of one service). */
  parent?: string;
  page: number;
  perPage: number;
}

/** Reading records one at a time or a page of a list, and what the editor needs to draw them. */
export function readOperations(ctx: EditingContext) {
  const { db, registry, timeZone } = ctx;

  async function recordOf(tx: Db, def: EntityDefinition, row: Row, locale: Locale): Promise<EditableRecord> {
    const recordId = Number(row.id);
    const translations = translationsOf(def, await translationRows(tx, def, [recordId]));
    const draft = await findDraft(tx, def.name, recordId);
    const refs = await refsOf(ctx, tx, def, [row]);
    return {
      id: recordId,
      ref: refs.get(recordId)!,
      version: Number(row.version),
      ...(await apiFieldsOf(ctx, tx, def, row)),
      archived: isArchived(def, row),
      translations,
      completeness: completenessOf(def, translations),
      public_url: (await def.publicPath?.(tx, row)) ?? null,
      draft: draft
        ? {
            patch: draft.patch,
            base_version: draft.baseVersion,
            updated_at_label: formatDate(draft.updatedAt, locale, timeZone, 'dateTime'),
          }
        : null,
    };
  }

  async function get(name: string, ref: string, locale: Locale) {
    const def = registry.definition(name);
    const recordId = await mustResolve(ctx, db, def, ref);
    const row = await rowById(db, def, recordId);
    if (!row) throw recordNotFound();
    return recordOf(db, def, row, locale);
  }

  async function list(name: string, f: ListFilters, locale: Locale) {
    const def = registry.definition(name);
    const { table } = def;
    const where: (SQL | undefined)[] = [];
    if (def.archivedAt)
      where.push(f.status === 'archived' ? isNotNull(def.archivedAt) : isNull(def.archivedAt));
    if (def.publish && (f.status === 'published' || f.status === 'unpublished'))
      where.push(eq(def.publish.column, f.status === 'published'));
    const scopeColumn = def.position?.scope ?? def.slug?.scope?.column;
    if (f.parent && scopeColumn) {
      const parentName =
        def.slug?.scope?.entity ?? Object.values(def.fields).find((x) => x.column === scopeColumn)?.reference;
      const parent = parentName ? await resolve(ctx, db, registry.definition(parentName), f.parent) : null;
      where.push(eq(scopeColumn, parent ?? -1));
    }
    if (f.q) {
      const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const tr = def.translations;
      const titleMatch = exists(
        db
          .select({ owner: tr.owner })
          .from(tr.table)
          .where(and(eq(tr.owner, table.id), ilike(tr.fields[def.titleField]!.column, like))),
      );
      where.push(def.slug ? or(ilike(def.slug.column, like), titleMatch) : titleMatch);
    }
    const condition = and(...where);
    const order = def.position
      ? [...(scopeColumn ? [asc(scopeColumn)] : []), asc(def.position.column), asc(table.id)]
      : [asc(table.id)];
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(condition);
    const rows = (await db
      .select()
      .from(table)
      .where(condition)
      .orderBy(...order)
      .limit(f.perPage)
      .offset(pageOffset(f))) as Row[];
    const allTranslations = await translationRows(
      db,
      def,
      rows.map((r) => Number(r.id)),
    );
    const refs = await refsOf(ctx, db, def, rows);
    // The parent shown beside each row: that of the slug's scope (a package's service).
    const scopeRefs = new Map<number, string>();
    const scopeEntity = def.slug?.scope?.entity;
    if (scopeColumn && scopeEntity) {
      const parentDef = registry.definition(scopeEntity);
      const parentIds = [...new Set(rows.map((r) => Number(valueOf(def, r, scopeColumn))))];
      for (const [k, v] of await refsOf(ctx, db, parentDef, await rowsByIds(db, parentDef, parentIds)))
        scopeRefs.set(k, v);
    }
    const data: EditableRow[] = rows.map((row) => {
      const recordId = Number(row.id);
      const translations = translationsOf(def, rowsOwnedBy(def, allTranslations, recordId));
      const { title, lang } = titleOf(def, translations, locale);
      return {
        id: recordId,
        ref: refs.get(recordId)!,
        version: Number(row.version),
        title: title || refs.get(recordId)!,
        title_lang: lang,
        published: def.publish ? Boolean(valueOf(def, row, def.publish.column)) : null,
        archived: isArchived(def, row),
        position: def.position ? Number(valueOf(def, row, def.position.column)) : null,
        scope: scopeColumn ? (scopeRefs.get(Number(valueOf(def, row, scopeColumn))) ?? null) : null,
        completeness: completenessOf(def, translations),
        summary: def.summary?.(row, locale) ?? '',
      };
    });
    return listPage(data, total, f);
  }

  function describe(name: string): EntityDescription {
    const def = registry.definition(name);
    return {
      name: def.name,
      fields: Object.entries(def.fields).map(([field, f]) => ({
        name: field,
        kind: f.kind,
        required: Boolean(f.required),
        ...(f.options ? { options: [...f.options] } : {}),
        ...(f.reference ? { reference: f.reference } : {}),
        ...(f.readOnly ? { readOnly: true } : {}),
      })),
      translated: Object.entries(def.translations.fields).map(([field, f]) => ({
        name: field,
        kind: f.kind,
        required: Boolean(f.required),
      })),
      titleField: def.titleField,
      slugField: def.slug ? slugFieldName(def) : null,
      publishField: def.publish ? (fieldNamed(def, def.publish.column) ?? null) : null,
      positioned: Boolean(def.position),
      positionScope: fieldNamed(def, def.position?.scope) ?? null,
      archivable: Boolean(def.archivedAt),
      previewable: Boolean(def.publicPath),
    };
  }

  /**
   * The titles of records of the entity whose audit type is `auditType`, in `locale` (falling back
   * as the lists do), for the audit screen; ids that are not records are left out.
   */
  async function titlesOf(auditType: string, ids: string[], locale: Locale): Promise<Map<string, string>> {
    const def = registry.all().find((d) => d.auditType === auditType);
    const numbers = uniqueSerialIds(ids);
    const out = new Map<string, string>();
    if (!def || numbers.length === 0) return out;
    const all = await translationRows(db, def, numbers);
    for (const recordId of numbers) {
      const { title } = titleOf(def, translationsOf(def, rowsOwnedBy(def, all, recordId)), locale);
      if (title) out.set(String(recordId), title);
    }
    return out;
  }

  /** The current slug of the record that had `oldSlug`, for the public routes' 301. */
  async function currentSlug(name: string, oldSlug: string, scope = 0): Promise<string | null> {
    const def = registry.find(name);
    if (!def?.slug) return null;
    const [hit] = await db
      .select({ recordId: slugHistory.recordId })
      .from(slugHistory)
      .where(
        and(eq(slugHistory.entity, name), eq(slugHistory.scope, scope), eq(slugHistory.oldSlug, oldSlug)),
      );
    if (!hit) return null;
    const row = await rowById(db, def, hit.recordId);
    return row ? String(valueOf(def, row, def.slug.column)) : null;
  }

  return { get, list, describe, titlesOf, currentSlug };
}
