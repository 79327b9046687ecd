import { and, eq, max } from 'drizzle-orm';
import type { Impact, EditableRecord } from '../../../common/editing/types';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { AuditActor } from '../audit/service';
import type { EditingContext } from './context';
import type { EntityDefinition, Row } from './definition';
import { invalidEdit, recordNotFound, staleVersion, stillReferred } from './errors';
import { columnsFor, parse, versionOf } from './input';
import { dropDraft, isArchived, mustResolve, rowById } from './records';
import { keyOf } from './registry';
import { auditView, keepSlugHistory, saveIn, withUniqueSlug, writeTranslations } from './save';
import { slugHistory } from './schema';
import { isEmpty } from './values';

type Get = (name: string, ref: string, locale: Locale) => Promise<EditableRecord>;

/**
 * Creating, saving, publishing, archiving and deleting records. Each write is one transaction with
 * its audit row; the area's cache is dropped after it commits (ADR-0100), and the answer is the
 * record as `get` reads it.
 */
export function writeOperations(ctx: EditingContext, get: Get) {
  const { db, registry } = ctx;

  /** The next position at the end of the record's scope. */
  async function nextPosition(tx: Db, def: EntityDefinition, columns: Row) {
    const { column, scope } = def.position!;
    const [{ last } = { last: null }] = await tx
      .select({ last: max(column) })
      .from(def.table)
      .where(scope ? eq(scope, columns[keyOf(def.table, scope)]) : undefined);
    return Number(last ?? 0) + 1;
  }

  async function create(name: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = registry.definition(name);
    const body = parse(def, input, false);
    const changed = Object.keys(body).filter((k) => k !== 'translations');
    const merged: Record<string, unknown> = { ...body };
    delete merged.translations;
    const recordId = await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const columns: Row = {
          ...def.defaults?.(),
          ...(await columnsFor(ctx, tx, def, merged, null, changed)),
        };
        const titleGiven = LOCALES.some((l) => !isEmpty(body.translations?.[l]?.[def.titleField]));
        if (!titleGiven) throw invalidEdit({ [`translations.${locale}.${def.titleField}`]: 'required' });
        if (def.position)
          columns[keyOf(def.table, def.position.column)] = await nextPosition(tx, def, columns);
        const [row] = (await tx.insert(def.table).values(columns).returning()) as Row[];
        const created = Number(row!.id);
        await writeTranslations(tx, def, created, body.translations, true);
        await keepSlugHistory(ctx, tx, def, null, row!);
        await ctx.audit.record(tx, {
          actor,
          action: `${def.auditType}.created`,
          entity: { type: def.auditType, id: String(created) },
          before: null,
          after: await auditView(ctx, tx, def, row!),
        });
        return created;
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  async function update(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = registry.definition(name);
    const body = parse(def, input, true);
    const recordId = await mustResolve(ctx, db, def, ref);
    const changed = await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const saved = await saveIn(ctx, tx, def, recordId, body, actor, 'updated');
        // A save publishes what was typed: a draft made before it would only undo it.
        await dropDraft(tx, def.name, recordId);
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
    const def = registry.definition(name);
    const publish = def.publish;
    if (!publish) throw recordNotFound();
    const version = versionOf(input);
    const recordId = await mustResolve(ctx, db, def, ref);
    await db.transaction(async (tx) => {
      const row = await rowById(tx, def, recordId);
      if (published && row && isArchived(def, row)) throw stillReferred();
      await saveIn(ctx, tx, def, recordId, { version }, actor, published ? 'published' : 'unpublished', {
        [keyOf(def.table, publish.column)]: published,
      });
    });
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  async function impactOf(tx: Db, def: EntityDefinition, recordId: number): Promise<Impact> {
    const items = (await registry.references(tx, def, recordId)).filter((r) => r.count > 0);
    const blocked = items.some((r) => r.blocks);
    return { items, can_delete: !blocked, can_archive: Boolean(def.archivedAt) };
  }

  async function impact(name: string, ref: string) {
    const def = registry.definition(name);
    return impactOf(db, def, await mustResolve(ctx, db, def, ref));
  }

  /** Deletes, unless something that must keep it refers to it (an order): then 409, archive instead. */
  async function remove(name: string, ref: string, input: unknown, actor: AuditActor) {
    const def = registry.definition(name);
    const version = versionOf(input);
    const recordId = await mustResolve(ctx, db, def, ref);
    await db.transaction(async (tx) => {
      const row = await rowById(tx, def, recordId, true);
      if (!row) throw recordNotFound();
      if (Number(row.version) !== version) throw staleVersion(Number(row.version));
      if (!(await impactOf(tx, def, recordId)).can_delete) throw stillReferred();
      const before = await auditView(ctx, tx, def, row);
      await tx.delete(def.table).where(eq(def.table.id, recordId));
      await tx
        .delete(slugHistory)
        .where(and(eq(slugHistory.entity, def.name), eq(slugHistory.recordId, recordId)));
      await dropDraft(tx, def.name, recordId);
      await ctx.audit.record(tx, {
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
    const def = registry.definition(name);
    const archivedAt = def.archivedAt;
    if (!archivedAt) throw recordNotFound();
    const version = versionOf(input);
    const recordId = await mustResolve(ctx, db, def, ref);
    await db.transaction((tx) =>
      saveIn(ctx, tx, def, recordId, { version }, actor, archived ? 'archived' : 'restored', {
        [keyOf(def.table, archivedAt)]: archived ? ctx.clock.now() : null,
        ...(archived && def.publish ? { [keyOf(def.table, def.publish.column)]: false } : {}),
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  return { create, update, setPublished, impact, remove, setArchived };
}
