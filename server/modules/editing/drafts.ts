import type { EditableRecord } from '../../../common/editing/types';
import type { Locale } from '../../../common/i18n/languages';
import type { AuditActor } from '../audit/service';
import type { EditingContext } from './context';
import { noDraft, recordNotFound, staleVersion } from './errors';
import { columnsFor, parse, versionOf } from './input';
import { apiFieldsOf, dropDraft, findDraft, mustResolve, rowById } from './records';
import { saveIn, withUniqueSlug } from './save';
import { editingDrafts } from './schema';
import { previewTokens } from './preview';
import { flatten } from './values';

type Get = (name: string, ref: string, locale: Locale) => Promise<EditableRecord>;

/**
 * One saved, unpublished draft per record (ADR-0700): checked like a save, kept apart from the
 * record, previewed through a signed short-lived link, published with the version the editor read.
 */
export function draftOperations(ctx: EditingContext, secret: string, get: Get) {
  const { db, registry, clock } = ctx;
  const preview = previewTokens(secret, () => clock.now());

  /** Keeps a checked patch as the record's draft; the record itself is not touched. */
  async function saveDraft(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = registry.definition(name);
    const body = parse(def, input, true);
    const recordId = await mustResolve(ctx, db, def, ref);
    await db.transaction(async (tx) => {
      const current = await rowById(tx, def, recordId);
      if (!current) throw recordNotFound();
      if (Number(current.version) !== body.version) throw staleVersion(Number(current.version));
      const changed = Object.keys(body).filter((k) => k !== 'translations' && k !== 'version');
      const merged = { ...(await apiFieldsOf(ctx, tx, def, current)), ...body };
      await columnsFor(ctx, tx, def, merged, current, changed);
      const { version, ...patch } = body;
      const saved = { patch, baseVersion: version!, updatedBy: actor.id, updatedAt: clock.now() };
      await tx
        .insert(editingDrafts)
        .values({ entity: def.name, recordId, ...saved })
        .onConflictDoUpdate({ target: [editingDrafts.entity, editingDrafts.recordId], set: saved });
      await ctx.audit.record(tx, {
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
    const def = registry.definition(name);
    await dropDraft(db, def.name, await mustResolve(ctx, db, def, ref));
  }

  /** Applies the draft as a save with the version given (the one the editor read), then drops it. */
  async function publishDraft(name: string, ref: string, input: unknown, actor: AuditActor, locale: Locale) {
    const def = registry.definition(name);
    const version = versionOf(input);
    const recordId = await mustResolve(ctx, db, def, ref);
    await withUniqueSlug(def, () =>
      db.transaction(async (tx) => {
        const draft = await findDraft(tx, def.name, recordId);
        if (!draft) throw noDraft();
        const body = parse(def, { ...draft.patch, version }, true);
        await saveIn(ctx, tx, def, recordId, body, actor, 'draft_published');
        await dropDraft(tx, def.name, recordId);
      }),
    );
    def.invalidate();
    return get(name, String(recordId), locale);
  }

  /** A short-lived signed link to the public page with the draft applied. */
  async function previewLink(name: string, ref: string) {
    const def = registry.definition(name);
    const recordId = await mustResolve(ctx, db, def, ref);
    const row = await rowById(db, def, recordId);
    const path = row ? await def.publicPath?.(db, row) : null;
    if (!path) throw recordNotFound();
    if (!(await findDraft(db, def.name, recordId))) throw noDraft();
    return { url: `${path}?preview=${encodeURIComponent(preview.issue(def.name, recordId))}` };
  }

  /** The draft a preview link opens, if the link is genuine, unexpired, and the draft still there. */
  async function readPreview(token: string | null | undefined) {
    const target = preview.read(token);
    if (!target) return null;
    const draft = await findDraft(db, target.entity, target.id);
    return draft ? { entity: target.entity, id: target.id, patch: draft.patch } : null;
  }

  return { saveDraft, discardDraft, publishDraft, previewLink, readPreview };
}
