import { and, eq, sql, type SQL } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type {
  EditableRecord,
  EditableRow,
  EntityDescription,
  Impact,
  MissingTranslation,
} from '../../../common/editing/types';
import { z } from '../../../common/zod';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { auditDelta, type AuditActor, type AuditLog } from '../audit/service';
import { columnOf, type EntityDefinition, type Row } from './definition';
import { EditingError } from './errors';
import { previewTokens } from './preview';
import { editingDrafts, slugHistory } from './schema';
import {
  completenessOf,
  emptyValue,
  flatten,
  instantOf,
  isEmpty,
  localDateTime,
  titleOf,
  translationsOf,
} from './values';

const rowsOf = <T = Row>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** The entity a column's reference field points to (a position scope's parent). */
const referenceOfColumn = (def: EntityDefinition, column: string) =>
  Object.entries(def.fields).find(([name, f]) => columnOf(name, f) === column)?.[1].reference;
const id = (name: string) => sql.identifier(name);
const DIGITS = /^\d{1,9}$/;
/** A slug's separator from its parent's in a scoped ref: `papier-bulle:pack-pro`. */
const SCOPE_SEPARATOR = ':';
/** Thrown inside a save's savepoint to undo a write that changed nothing. */
class NothingChanged extends Error {}

export interface ListFilters {
  q?: string;
  /** `published`, `unpublished`, `archived`; none: every record not archived. */
  status?: string;
  /** A parent's ref (the packages of one service). */
  parent?: string;
  page: number;
  perPage: number;
}

/**
 * The generic editing kit (ADR-0700): every translatable entity registered here gets the same
 * operations. Each write is one transaction with its audit row; the area's cache is dropped after
 * it commits (ADR-0100), and search documents follow by the database's triggers (ADR-0101).
 */
export function createEditing(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  audit: Pick<AuditLog, 'record'>;
  secret: string;
  /**
   * For `images` fields (ADR-0702): locks the referenced library images for the saving
   * transaction (so none is deleted before it commits) and returns the references naming none.
   */
  images?: (tx: Db, refs: readonly string[]) => Promise<string[]>;
}) {
  const { db, clock, timeZone, audit } = deps;
  const registry = new Map<string, EntityDefinition>();
  const preview = previewTokens(deps.secret, () => clock.now());

  function definition(name: string): EntityDefinition {
    const def = registry.get(name);
    if (!def) throw new EditingError('notFound');
    return def;
  }

  // ——— reading ———

  async function readRow(tx: Db, def: EntityDefinition, recordId: number, lock = false) {
    const [row] = rowsOf(
      await tx.execute(
        sql`select * from ${id(def.table)} where id = ${recordId}${lock ? sql` for update` : sql``}`,
      ),
    );
    return row ?? null;
  }

  async function readTranslations(tx: Db, def: EntityDefinition, ids: number[]) {
    if (ids.length === 0) return [];
    return rowsOf(
      await tx.execute(
        sql`select * from ${id(def.translations.table)} where ${id(def.translations.ownerColumn)} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
  }

  /** The public id: the slug (with its parent's where slugs are unique per parent), else the number. */
  async function refsOf(tx: Db, def: EntityDefinition, rows: Row[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    const slug = def.slug;
    if (!slug) {
      for (const r of rows) out.set(Number(r.id), String(r.id));
      return out;
    }
    let parents = new Map<number, string>();
    if (slug.scopeColumn && slug.scopeEntity) {
      const parentIds = [...new Set(rows.map((r) => Number(r[slug.scopeColumn!])))];
      parents = await refsOf(
        tx,
        definition(slug.scopeEntity),
        await rowsByIds(tx, slug.scopeEntity, parentIds),
      );
    }
    for (const r of rows) {
      const own = String(r[slug.column]);
      out.set(
        Number(r.id),
        slug.scopeColumn ? `${parents.get(Number(r[slug.scopeColumn])) ?? ''}${SCOPE_SEPARATOR}${own}` : own,
      );
    }
    return out;
  }

  async function rowsByIds(tx: Db, name: string, ids: number[]) {
    if (ids.length === 0) return [];
    const def = definition(name);
    return rowsOf(
      await tx.execute(
        sql`select * from ${id(def.table)} where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      ),
    );
  }

  /** The record's id from its ref (a slug, `parent:slug`, or the number); null when none. */
  async function resolve(tx: Db, def: EntityDefinition, ref: string): Promise<number | null> {
    if (DIGITS.test(ref)) {
      const row = await readRow(tx, def, Number(ref));
      return row ? Number(row.id) : null;
    }
    const slug = def.slug;
    if (!slug || ref.length > 400) return null;
    let where: SQL = sql`${id(slug.column)} = ${ref}`;
    if (slug.scopeColumn && slug.scopeEntity) {
      const at = ref.lastIndexOf(SCOPE_SEPARATOR);
      if (at < 0) return null;
      const parent = await resolve(tx, definition(slug.scopeEntity), ref.slice(0, at));
      if (parent === null) return null;
      where = sql`${id(slug.scopeColumn)} = ${parent} and ${id(slug.column)} = ${ref.slice(at + 1)}`;
    }
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from ${id(def.table)} where ${where} limit 1`),
    );
    return row ? Number(row.id) : null;
  }

  async function mustResolve(tx: Db, def: EntityDefinition, ref: string) {
    const recordId = await resolve(tx, def, ref);
    if (recordId === null) throw new EditingError('notFound');
    return recordId;
  }

  /** Column values → the API's language-neutral fields. */
  async function apiFieldsOf(tx: Db, def: EntityDefinition, row: Row) {
    const out: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(def.fields)) {
      const value = row[columnOf(name, field)];
      if (field.kind === 'reference' && field.reference) {
        if (value == null) out[name] = null;
        else {
          const refDef = definition(field.reference);
          const target = await readRow(tx, refDef, Number(value));
          out[name] = target ? (await refsOf(tx, refDef, [target])).get(Number(value)) : null;
        }
      } else if (field.kind === 'datetime') out[name] = localDateTime(value, timeZone);
      else out[name] = value ?? (field.kind === 'select' ? '' : null);
    }
    Object.assign(out, def.fromColumns?.(row));
    return out;
  }

  async function recordOf(tx: Db, def: EntityDefinition, row: Row, locale: Locale): Promise<EditableRecord> {
    const recordId = Number(row.id);
    const translations = translationsOf(def, await readTranslations(tx, def, [recordId]));
    const [draft] = await tx
      .select()
      .from(editingDrafts)
      .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
    const refs = await refsOf(tx, def, [row]);
    return {
      id: recordId,
      ref: refs.get(recordId)!,
      version: Number(row.version),
      ...(await apiFieldsOf(tx, def, row)),
      archived: row.archived_at != null,
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
    const def = definition(name);
    const recordId = await mustResolve(db, def, ref);
    const row = await readRow(db, def, recordId);
    if (!row) throw new EditingError('notFound');
    return recordOf(db, def, row, locale);
  }

  async function list(name: string, f: ListFilters, locale: Locale) {
    const def = definition(name);
    const where: SQL[] = [];
    if (def.archivable)
      where.push(f.status === 'archived' ? sql`t.archived_at is not null` : sql`t.archived_at is null`);
    if (def.publish && (f.status === 'published' || f.status === 'unpublished'))
      where.push(sql`t.${id(def.publish.column)} = ${f.status === 'published'}`);
    const scopeColumn = def.position?.scopeColumn ?? def.slug?.scopeColumn;
    if (f.parent && scopeColumn) {
      const parentName = def.slug?.scopeEntity ?? referenceOfColumn(def, scopeColumn);
      const parent = parentName ? await resolve(db, definition(parentName), f.parent) : null;
      where.push(sql`t.${id(scopeColumn)} = ${parent ?? -1}`);
    }
    if (f.q) {
      const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const titleColumn = columnOf(def.titleField, def.translations.fields[def.titleField]!);
      const slugMatch = def.slug ? sql`t.${id(def.slug.column)} ilike ${like} or ` : sql``;
      where.push(
        sql`(${slugMatch}exists (select 1 from ${id(def.translations.table)} tr where tr.${id(
          def.translations.ownerColumn,
        )} = t.id and tr.${id(titleColumn)} ilike ${like}))`,
      );
    }
    const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
    const order = def.position
      ? sql`order by ${scopeColumn ? sql`t.${id(scopeColumn)}, ` : sql``}t.position, t.id`
      : sql`order by t.id`;
    const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
      await db.execute(sql`select count(*)::int as total from ${id(def.table)} t ${condition}`),
    );
    const rows = rowsOf(
      await db.execute(
        sql`select t.* from ${id(def.table)} t ${condition} ${order} limit ${f.perPage} offset ${(f.page - 1) * f.perPage}`,
      ),
    );
    const allTranslations = await readTranslations(
      db,
      def,
      rows.map((r) => Number(r.id)),
    );
    const refs = await refsOf(db, def, rows);
    const scopeRefs = new Map<number, string>();
    const scopeEntity =
      def.slug?.scopeEntity ?? (scopeColumn ? def.fields[scopeColumn]?.reference : undefined);
    if (scopeColumn && scopeEntity) {
      const parentRows = await rowsByIds(db, scopeEntity, [
        ...new Set(rows.map((r) => Number(r[scopeColumn]))),
      ]);
      for (const [k, v] of await refsOf(db, definition(scopeEntity), parentRows)) scopeRefs.set(k, v);
    }
    const data: EditableRow[] = rows.map((row) => {
      const recordId = Number(row.id);
      const translations = translationsOf(
        def,
        allTranslations.filter((t) => Number(t[def.translations.ownerColumn]) === recordId),
      );
      const { title, lang } = titleOf(def, translations, locale);
      return {
        id: recordId,
        ref: refs.get(recordId)!,
        version: Number(row.version),
        title: title || refs.get(recordId)!,
        title_lang: lang,
        published: def.publish ? Boolean(row[def.publish.column]) : null,
        archived: row.archived_at != null,
        position: def.position ? Number(row.position) : null,
        scope: scopeColumn ? (scopeRefs.get(Number(row[scopeColumn])) ?? null) : null,
        completeness: completenessOf(def, translations),
        summary: def.summary?.(row, locale) ?? '',
      };
    });
    return {
      data,
      current_page: f.page,
      per_page: f.perPage,
      total,
      last_page: Math.max(1, Math.ceil(total / f.perPage)),
    };
  }

  // ——— validating and writing ———

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

  function parse(def: EntityDefinition, input: unknown, partial: boolean) {
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
      throw new EditingError('invalid', fields);
    }
    return parsed.data as Record<string, unknown> & {
      version?: number;
      translations?: Partial<Record<Locale, Record<string, unknown>>>;
    };
  }

  /** Checks and turns the merged API values into columns; every problem found at once. */
  async function columnsFor(
    tx: Db,
    def: EntityDefinition,
    merged: Record<string, unknown>,
    current: Row | null,
    changed: string[],
  ) {
    const errors: Record<string, string> = { ...def.validate?.(merged, current) };
    const columns: Row = {};
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.readOnly || field.kind === 'money' || field.kind === 'discount') continue;
      const value = merged[name];
      if (field.required && isEmpty(value)) {
        errors[name] ??= 'required';
        continue;
      }
      if (!changed.includes(name) && current) continue;
      const column = columnOf(name, field);
      if (field.kind === 'reference' && field.reference) {
        if (isEmpty(value)) columns[column] = null;
        else {
          const target = await resolve(tx, definition(field.reference), String(value));
          if (target === null) errors[name] ??= 'unknownReference';
          else columns[column] = target;
        }
      } else if (field.kind === 'images' || field.kind === 'image') {
        const refs = Array.isArray(value) ? (value as string[]) : isEmpty(value) ? [] : [String(value)];
        if ((await deps.images?.(tx, refs))?.length) errors[name] ??= 'unknownImage';
        else columns[column] = field.kind === 'image' ? value : refs;
      } else if (field.kind === 'datetime')
        columns[column] = isEmpty(value) ? null : instantOf(String(value), timeZone);
      else if (field.kind === 'select') columns[column] = value === '' ? null : value;
      else columns[column] = value;
    }
    if (def.slug && (!current || changed.includes(slugFieldName(def)))) {
      const slugValue = merged[slugFieldName(def)];
      if (typeof slugValue === 'string' && slugValue && !errors[slugFieldName(def)]) {
        const scope = def.slug.scopeColumn
          ? (columns[def.slug.scopeColumn] ?? current?.[def.slug.scopeColumn])
          : null;
        const [taken] = rowsOf(
          await tx.execute(
            sql`select id from ${id(def.table)} where ${id(def.slug.column)} = ${slugValue}
              ${scope != null && def.slug.scopeColumn ? sql`and ${id(def.slug.scopeColumn)} = ${scope}` : sql``}
              and id <> ${current ? Number(current.id) : -1} limit 1`,
          ),
        );
        if (taken) errors[slugFieldName(def)] = 'slugTaken';
      }
    }
    if (Object.keys(errors).length) throw new EditingError('invalid', errors);
    Object.assign(columns, def.toColumns?.(merged, current));
    return columns;
  }

  const slugFieldName = (def: EntityDefinition) =>
    Object.entries(def.fields).find(([name, f]) => columnOf(name, f) === def.slug?.column)?.[0] ?? 'slug';

  /** Columns as SQL values: lists and objects as jsonb, dates as instants. */
  const sqlValue = (value: unknown) =>
    value instanceof Date
      ? sql`${value.toISOString()}::timestamptz`
      : value !== null && typeof value === 'object'
        ? sql`${JSON.stringify(value)}::jsonb`
        : sql`${value}`;

  async function writeTranslations(
    tx: Db,
    def: EntityDefinition,
    recordId: number,
    patch: Partial<Record<Locale, Record<string, unknown>>> | undefined,
    creating: boolean,
  ) {
    const existing = await readTranslations(tx, def, [recordId]);
    const { table, ownerColumn, fields } = def.translations;
    for (const locale of LOCALES) {
      const given = patch?.[locale];
      const row = existing.find((r) => r.locale === locale);
      if (!given && (row || !creating)) continue;
      const values = Object.entries(fields).map(([name, field]) => {
        const typed = given?.[name];
        const value = typed === undefined ? (row?.[columnOf(name, field)] ?? emptyValue(field)) : typed;
        return [columnOf(name, field), typeof value === 'string' ? value.trim() : value] as const;
      });
      if (row) {
        const sets = values
          .filter(([column]) => given && Object.keys(given).some((n) => columnOf(n, fields[n]!) === column))
          .map(([column, value]) => sql`${id(column)} = ${sqlValue(value)}`);
        if (sets.length)
          await tx.execute(
            sql`update ${id(table)} set ${sql.join(sets, sql`, `)} where id = ${Number(row.id)}`,
          );
      } else {
        await tx.execute(
          sql`insert into ${id(table)} (${id(ownerColumn)}, locale, ${sql.join(
            values.map(([column]) => id(column)),
            sql`, `,
          )}) values (${recordId}, ${locale}, ${sql.join(
            values.map(([, value]) => sqlValue(value)),
            sql`, `,
          )})`,
        );
      }
    }
  }

  /** Old slug → this record, so the old public URL answers 301; the new slug is nobody's old one. */
  async function keepSlugHistory(tx: Db, def: EntityDefinition, before: Row | null, after: Row) {
    if (!def.slug) return;
    const scope = def.slug.scopeColumn ? Number(after[def.slug.scopeColumn]) : 0;
    const newSlug = String(after[def.slug.column]);
    await tx
      .delete(slugHistory)
      .where(
        and(eq(slugHistory.entity, def.name), eq(slugHistory.scope, scope), eq(slugHistory.oldSlug, newSlug)),
      );
    if (!before || before[def.slug.column] === newSlug) return;
    await tx
      .insert(slugHistory)
      .values({
        entity: def.name,
        scope: def.slug.scopeColumn ? Number(before[def.slug.scopeColumn]) : 0,
        oldSlug: String(before[def.slug.column]),
        recordId: Number(after.id),
        changedAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [slugHistory.entity, slugHistory.scope, slugHistory.oldSlug],
        set: { recordId: Number(after.id), changedAt: clock.now() },
      });
  }

  /** What the audit row compares: neutral fields and every translation, flattened. */
  async function auditView(tx: Db, def: EntityDefinition, row: Row) {
    const translations = translationsOf(def, await readTranslations(tx, def, [Number(row.id)]));
    return flatten({ ...(await apiFieldsOf(tx, def, row)), archived: row.archived_at != null, translations });
  }

  async function withUniqueSlug<T>(def: EntityDefinition, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // Two creates racing for one slug: the unique index refuses the second.
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code === '23505' && def.slug)
        throw new EditingError('invalid', { [slugFieldName(def)]: 'slugTaken' });
      throw error;
    }
  }

  async function create(name: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = definition(name);
    const body = parse(def, input, false);
    const changed = Object.keys(body).filter((k) => k !== 'translations');
    const merged: Record<string, unknown> = { ...body };
    delete merged.translations;
    const recordId = await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const columns = { ...def.defaults?.(), ...(await columnsFor(tx, def, merged, null, changed)) };
        const titleGiven = LOCALES.some((l) => !isEmpty(body.translations?.[l]?.[def.titleField]));
        if (!titleGiven)
          throw new EditingError('invalid', { [`translations.${locale}.${def.titleField}`]: 'required' });
        if (def.position) {
          const scope = def.position.scopeColumn;
          const [{ next } = { next: 1 }] = rowsOf<{ next: number }>(
            await tx.execute(
              sql`select coalesce(max(position), 0) + 1 as next from ${id(def.table)}
                ${scope ? sql`where ${id(scope)} = ${columns[scope] as number}` : sql``}`,
            ),
          );
          columns.position = Number(next);
        }
        const entries = Object.entries(columns);
        const [row] = rowsOf(
          await tx.execute(
            sql`insert into ${id(def.table)} (${sql.join(
              entries.map(([c]) => id(c)),
              sql`, `,
            )}) values (${sql.join(
              entries.map(([, v]) => sqlValue(v)),
              sql`, `,
            )}) returning *`,
          ),
        );
        const created = Number(row!.id);
        await writeTranslations(tx, def, created, body.translations, true);
        await keepSlugHistory(tx, def, null, row!);
        await audit.record(tx, {
          actor,
          action: `${def.auditType}.created`,
          entity: { type: def.auditType, id: String(created) },
          before: null,
          after: await auditView(tx, def, row!),
        });
        return created;
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  /**
   * The compare-and-set save: the version read must still be the record's, else nothing is written
   * (409). `action` names the audit row (`updated`, `published`…). A save that changes nothing (the
   * same values, texts that differ only by spaces) writes no version and no audit row: it is undone
   * to its savepoint, and answers false.
   */
  async function saveIn(
    tx: Db,
    def: EntityDefinition,
    recordId: number,
    body: ReturnType<typeof parse>,
    actor: AuditActor,
    action: string,
    extraColumns: Row = {},
  ): Promise<boolean> {
    const current = await readRow(tx, def, recordId);
    if (!current) throw new EditingError('notFound');
    if (Number(current.version) !== body.version)
      throw new EditingError('conflict', {}, Number(current.version));
    const before = await auditView(tx, def, current);
    const changed = Object.keys(body).filter((k) => k !== 'translations' && k !== 'version');
    const merged = { ...(await apiFieldsOf(tx, def, current)), ...body };
    const columns = { ...(await columnsFor(tx, def, merged, current, changed)), ...extraColumns };
    const sets = Object.entries(columns).map(([c, v]) => sql`${id(c)} = ${sqlValue(v)}`);
    try {
      await tx.transaction(async (sp) => {
        const [row] = rowsOf(
          await sp.execute(
            sql`update ${id(def.table)} set ${sql.join([...sets, sql`version = version + 1`], sql`, `)}
              where id = ${recordId} and version = ${body.version} returning *`,
          ),
        );
        // Another save committed between the read and this update (it waited on the row's lock).
        if (!row) throw new EditingError('conflict', {}, Number((await readRow(sp, def, recordId))?.version));
        await writeTranslations(sp, def, recordId, body.translations, false);
        const after = await auditView(sp, def, row);
        if (Object.keys(auditDelta(before, after).after ?? {}).length === 0) throw new NothingChanged();
        await keepSlugHistory(sp, def, current, row);
        await audit.record(sp, {
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

  async function update(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = definition(name);
    const body = parse(def, input, true);
    const recordId = await mustResolve(db, def, ref);
    const changed = await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const saved = await saveIn(tx, def, recordId, body, actor, 'updated');
        // A save publishes what was typed: a draft made before it would only undo it.
        await tx
          .delete(editingDrafts)
          .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
        return saved;
      }),
    );
    if (changed) def.invalidate();
    return get(name, String(recordId), locale);
  }

  async function setPublished(
    name: string,
    ref: string,
    input: unknown,
    published: boolean,
    actor: AuditActor,
    locale: Locale,
  ) {
    const def = definition(name);
    if (!def.publish) throw new EditingError('notFound');
    const version = versionOf(input);
    const recordId = await mustResolve(db, def, ref);
    await db.transaction(async (tx) => {
      const row = await readRow(tx, def, recordId);
      if (published && row?.archived_at != null) throw new EditingError('blocked');
      await saveIn(tx, def, recordId, { version }, actor, published ? 'published' : 'unpublished', {
        [def.publish!.column]: published,
      });
    });
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  function versionOf(input: unknown): number {
    const parsed = z.object({ version: z.number().int().positive() }).safeParse(input);
    if (!parsed.success) throw new EditingError('invalid', { version: 'version' });
    return parsed.data.version;
  }

  async function impactOf(tx: Db, def: EntityDefinition, recordId: number): Promise<Impact> {
    const items = (await def.references(tx, recordId)).filter((r) => r.count > 0);
    const blocked = items.some((r) => r.blocks);
    return { items, can_delete: !blocked, can_archive: Boolean(def.archivable) };
  }

  async function impact(name: string, ref: string) {
    const def = definition(name);
    return impactOf(db, def, await mustResolve(db, def, ref));
  }

  /** Deletes, unless something that must keep it refers to it (an order): then 409, archive instead. */
  async function remove(name: string, ref: string, input: unknown, actor: AuditActor) {
    const def = definition(name);
    const version = versionOf(input);
    const recordId = await mustResolve(db, def, ref);
    await db.transaction(async (tx) => {
      const row = await readRow(tx, def, recordId, true);
      if (!row) throw new EditingError('notFound');
      if (Number(row.version) !== version) throw new EditingError('conflict', {}, Number(row.version));
      if (!(await impactOf(tx, def, recordId)).can_delete) throw new EditingError('blocked');
      const before = await auditView(tx, def, row);
      await tx.execute(sql`delete from ${id(def.table)} where id = ${recordId}`);
      await tx
        .delete(slugHistory)
        .where(and(eq(slugHistory.entity, def.name), eq(slugHistory.recordId, recordId)));
      await tx
        .delete(editingDrafts)
        .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
      await audit.record(tx, {
        actor,
        action: `${def.auditType}.deleted`,
        entity: { type: def.auditType, id: String(recordId) },
        before,
        after: null,
      });
    });
    def.invalidate();
  }

  /** Archived: out of the public listings and off sale, kept for the orders that name it. */
  async function setArchived(
    name: string,
    ref: string,
    input: unknown,
    archived: boolean,
    actor: AuditActor,
    locale: Locale,
  ) {
    const def = definition(name);
    if (!def.archivable) throw new EditingError('notFound');
    const version = versionOf(input);
    const recordId = await mustResolve(db, def, ref);
    await db.transaction((tx) =>
      saveIn(tx, def, recordId, { version }, actor, archived ? 'archived' : 'restored', {
        archived_at: archived ? clock.now() : null,
        ...(archived && def.publish ? { [def.publish.column]: false } : {}),
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  /** Swaps the record with its neighbour (same scope), renumbering the scope 1…n first. */
  async function move(name: string, ref: string, direction: 'up' | 'down', actor: AuditActor) {
    const def = definition(name);
    if (!def.position) throw new EditingError('notFound');
    const recordId = await mustResolve(db, def, ref);
    const moved = await db.transaction(async (tx) => {
      const row = await readRow(tx, def, recordId, true);
      if (!row) throw new EditingError('notFound');
      const scope = def.position!.scopeColumn;
      const siblings = rowsOf<{ id: number; position: number }>(
        await tx.execute(
          sql`select id, position from ${id(def.table)}
            ${scope ? sql`where ${id(scope)} = ${row[scope] as number}` : sql``}
            ${def.archivable ? sql`${scope ? sql`and` : sql`where`} archived_at is null` : sql``}
            order by position, id for update`,
        ),
      ).map((r) => ({ id: Number(r.id), position: Number(r.position) }));
      const at = siblings.findIndex((s) => s.id === recordId);
      const to = direction === 'up' ? at - 1 : at + 1;
      if (at < 0 || to < 0 || to >= siblings.length) throw new EditingError('edge');
      [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
      for (const [index, sibling] of siblings.entries())
        if (sibling.position !== index + 1)
          await tx.execute(sql`update ${id(def.table)} set position = ${index + 1} where id = ${sibling.id}`);
      await audit.record(tx, {
        actor,
        action: `${def.auditType}.reordered`,
        entity: { type: def.auditType, id: String(recordId) },
        before: { position: at + 1 },
        after: { position: to + 1 },
      });
      return to + 1;
    });
    def.invalidate();
    return { position: moved };
  }

  // ——— translations ———

  /** Per entity and language: records, complete records, filled and total fields ("12 of 14"). */
  async function completeness() {
    const out: {
      entity: string;
      locale: Locale;
      records: number;
      complete: number;
      filled: number;
      total: number;
    }[] = [];
    for (const def of registry.values()) {
      const rows = rowsOf(await db.execute(sql`select id from ${id(def.table)}`));
      const all = await readTranslations(
        db,
        def,
        rows.map((r) => Number(r.id)),
      );
      const per = rows.map((r) =>
        completenessOf(
          def,
          translationsOf(
            def,
            all.filter((t) => Number(t[def.translations.ownerColumn]) === Number(r.id)),
          ),
        ),
      );
      for (const locale of LOCALES) {
        out.push({
          entity: def.name,
          locale,
          records: rows.length,
          complete: per.filter((c) => c[locale].missing.length === 0).length,
          filled: per.reduce((sum, c) => sum + c[locale].filled, 0),
          total: per.reduce((sum, c) => sum + c[locale].total, 0),
        });
      }
    }
    return out;
  }

  /** Every record of every registered entity missing something in a language (or in `only`). */
  async function missing(readerLocale: Locale, only?: Locale): Promise<MissingTranslation[]> {
    const out: MissingTranslation[] = [];
    for (const def of registry.values()) {
      const rows = rowsOf(await db.execute(sql`select * from ${id(def.table)} order by id`));
      const all = await readTranslations(
        db,
        def,
        rows.map((r) => Number(r.id)),
      );
      const refs = await refsOf(db, def, rows);
      for (const row of rows) {
        const translations = translationsOf(
          def,
          all.filter((t) => Number(t[def.translations.ownerColumn]) === Number(row.id)),
        );
        const per = completenessOf(def, translations);
        const { title, lang } = titleOf(def, translations, readerLocale);
        for (const locale of only ? [only] : LOCALES) {
          if (per[locale].missing.length === 0) continue;
          out.push({
            entity: def.name,
            ref: refs.get(Number(row.id))!,
            title: title || refs.get(Number(row.id))!,
            title_lang: lang,
            locale,
            ...per[locale],
          });
        }
      }
    }
    return out;
  }

  // ——— drafts and preview ———

  /** Keeps a checked patch as the record's draft; the record itself is not touched. */
  async function saveDraft(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = definition(name);
    const body = parse(def, input, true);
    const recordId = await mustResolve(db, def, ref);
    await db.transaction(async (tx) => {
      const current = await readRow(tx, def, recordId);
      if (!current) throw new EditingError('notFound');
      if (Number(current.version) !== body.version)
        throw new EditingError('conflict', {}, Number(current.version));
      const changed = Object.keys(body).filter((k) => k !== 'translations' && k !== 'version');
      await columnsFor(tx, def, { ...(await apiFieldsOf(tx, def, current)), ...body }, current, changed);
      const { version, ...patch } = body;
      await tx
        .insert(editingDrafts)
        .values({
          entity: def.name,
          recordId,
          patch,
          baseVersion: version!,
          updatedBy: actor.id,
          updatedAt: clock.now(),
        })
        .onConflictDoUpdate({
          target: [editingDrafts.entity, editingDrafts.recordId],
          set: { patch, baseVersion: version!, updatedBy: actor.id, updatedAt: clock.now() },
        });
      await audit.record(tx, {
        actor,
        action: `${def.auditType}.draft_saved`,
        entity: { type: def.auditType, id: String(recordId) },
        before: null,
        after: flatten(patch),
      });
    });
    return get(name, String(recordId), locale);
  }

  async function discardDraft(name: string, ref: string) {
    const def = definition(name);
    const recordId = await mustResolve(db, def, ref);
    await db
      .delete(editingDrafts)
      .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
  }

  /** Applies the draft as a save with the version given (the one the editor read), then drops it. */
  async function publishDraft(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = definition(name);
    const version = versionOf(input);
    const recordId = await mustResolve(db, def, ref);
    await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const [draft] = await tx
          .select()
          .from(editingDrafts)
          .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
        if (!draft) throw new EditingError('noDraft');
        const body = parse(def, { ...draft.patch, version }, true);
        await saveIn(tx, def, recordId, body, actor, 'draft_published');
        await tx
          .delete(editingDrafts)
          .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  /** A short-lived signed link to the public page with the draft applied. */
  async function previewLink(name: string, ref: string) {
    const def = definition(name);
    const recordId = await mustResolve(db, def, ref);
    const row = await readRow(db, def, recordId);
    const path = row ? await def.publicPath?.(db, row) : null;
    if (!path) throw new EditingError('notFound');
    const [draft] = await db
      .select()
      .from(editingDrafts)
      .where(and(eq(editingDrafts.entity, def.name), eq(editingDrafts.recordId, recordId)));
    if (!draft) throw new EditingError('noDraft');
    return { url: `${path}?preview=${encodeURIComponent(preview.issue(def.name, recordId))}` };
  }

  /** The draft a preview link opens, if the link is genuine, unexpired, and the draft still there. */
  async function readPreview(token: string | null | undefined) {
    const target = preview.read(token);
    if (!target) return null;
    const [draft] = await db
      .select()
      .from(editingDrafts)
      .where(and(eq(editingDrafts.entity, target.entity), eq(editingDrafts.recordId, target.id)));
    return draft ? { entity: target.entity, id: target.id, patch: draft.patch } : null;
  }

  /** The current slug of the record that had `oldSlug`, for the public routes' 301. */
  async function currentSlug(name: string, oldSlug: string, scope = 0): Promise<string | null> {
    const def = registry.get(name);
    if (!def?.slug) return null;
    const [hit] = await db
      .select({ recordId: slugHistory.recordId })
      .from(slugHistory)
      .where(
        and(eq(slugHistory.entity, name), eq(slugHistory.scope, scope), eq(slugHistory.oldSlug, oldSlug)),
      );
    if (!hit) return null;
    const row = await readRow(db, def, hit.recordId);
    return row ? String(row[def.slug.column]) : null;
  }

  function describe(name: string): EntityDescription {
    const def = definition(name);
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
      publishField: def.publish
        ? (Object.entries(def.fields).find(([n, f]) => columnOf(n, f) === def.publish!.column)?.[0] ?? null)
        : null,
      positioned: Boolean(def.position),
      positionScope: def.position?.scopeColumn
        ? (Object.entries(def.fields).find(([n, f]) => columnOf(n, f) === def.position!.scopeColumn)?.[0] ??
          null)
        : null,
      archivable: Boolean(def.archivable),
      previewable: Boolean(def.publicPath),
    };
  }

  /**
   * The titles of records of the entity whose audit type is `auditType`, in `locale` (falling back
   * as the lists do), for the audit screen; ids that are not records are left out.
   */
  async function titlesOf(auditType: string, ids: string[], locale: Locale): Promise<Map<string, string>> {
    const def = [...registry.values()].find((d) => d.auditType === auditType);
    const numbers = [...new Set(ids.filter((i) => /^\d{1,9}$/.test(i)).map(Number))];
    const out = new Map<string, string>();
    if (!def || numbers.length === 0) return out;
    const all = await readTranslations(db, def, numbers);
    for (const recordId of numbers) {
      const rows = all.filter((t) => Number(t[def.translations.ownerColumn]) === recordId);
      const { title } = titleOf(def, translationsOf(def, rows), locale);
      if (title) out.set(String(recordId), title);
    }
    return out;
  }

  return {
    titlesOf,
    auditTypes: () => [...registry.values()].map((d) => d.auditType),
    register(def: EntityDefinition) {
      registry.set(def.name, def);
    },
    entities: () => [...registry.keys()],
    has: (name: string) => registry.has(name),
    describe,
    list,
    get,
    create,
    update,
    setPublished,
    impact,
    remove,
    setArchived,
    move,
    completeness,
    missing,
    saveDraft,
    discardDraft,
    publishDraft,
    previewLink,
    readPreview,
    currentSlug,
  };
}

export type EditingService = ReturnType<typeof createEditing>;
