import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { formatDate } from '../../../common/format/dates';
import { LOCALES, type Locale } from '../../../common/i18n/languages';
import {
  mediaIdOf,
  mediaRef,
  mediaUrl,
  type MediaItem,
  type MediaPictures,
  type MediaUse,
} from '../../../common/media/types';
import type { Page } from '../../../common/admin/types';
import type { Db } from '../../db/types';
import { lastPageOf, listPage, pageOffset } from '../../http/list-page';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { AuditActor, AuditLog } from '../audit/service';
import type { FileStore } from '../files';
import type { JobsService } from '../jobs/service';
import { uniqueUuids } from '../../platform/ids';
import { mediaInUse, uploadRefused } from './errors';
import { media, mediaTranslations } from './schema';
import { createMediaStorage, originalFile, variantFile } from './storage';
import { processImage } from './variants';

/** Finds what shows an image reference, in the given transaction (the catalogue's, the blog's…). */
export type MediaUsesFinder = (executor: Db, ref: string) => Promise<MediaUse[]>;

export interface MediaUpload {
  /** The upload as streamed to disk by the multipart reader. */
  file: { path: string };
  alt: Record<Locale, string>;
  actor: AuditActor;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SWEEP_JOB = 'media.sweep';
type MediaRow = typeof media.$inferSelect;

/**
 * The media library (ADR-0702): images decoded, re-encoded without metadata and written in every
 * variant once, at upload; rows with their alt texts in three languages; deletes refused while a
 * catalogue or content record shows the image. Every upload and delete has its audit row in the
 * same transaction.
 */
export function createMediaService(deps: {
  db: Db;
  clock: Clock;
  timeZone: string;
  dataDir: string;
  files: FileStore;
  audit: Pick<AuditLog, 'record'>;
  jobs: Pick<JobsService, 'define'>;
  /** Who may be showing an image (read at delete time). */
  uses: MediaUsesFinder[];
  maxPixels: number;
  logger?: Logger;
}) {
  const { db, clock, timeZone, audit, maxPixels, logger } = deps;
  const storage = createMediaStorage(deps.dataDir, deps.files);

  // Encoding twelve variants keeps both cores busy for a second or more: one upload at a time,
  // so a burst of uploads queues instead of starving the pages.
  let encoding: Promise<unknown> = Promise.resolve();
  function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const run = encoding.then(task, task);
    encoding = run.catch(() => undefined);
    return run;
  }

  async function altTextsOf(ids: string[], executor: Db = db) {
    const rows = ids.length
      ? await executor.select().from(mediaTranslations).where(inArray(mediaTranslations.mediaId, ids))
      : [];
    const byId = new Map<string, Partial<Record<Locale, string>>>();
    for (const row of rows) {
      const texts = byId.get(row.mediaId) ?? {};
      texts[row.locale as Locale] = row.alt;
      byId.set(row.mediaId, texts);
    }
    return byId;
  }

  function itemOf(row: MediaRow, alt: Partial<Record<Locale, string>>, locale: Locale): MediaItem {
    const widths = [...new Set(row.variants.map((v) => v.width))].sort((a, b) => a - b);
    return {
      id: row.id,
      ref: mediaRef(row.id),
      width: row.width,
      height: row.height,
      fallback: row.fallback,
      widths,
      variants: row.variants,
      alt: { fr: alt.fr ?? '', en: alt.en ?? '', ar: alt.ar ?? '' },
      created_by: row.createdBy,
      created_at: row.createdAt.toISOString(),
      created_at_label: formatDate(row.createdAt, locale, timeZone, 'dateTime'),
      url: mediaUrl(row.id, widths.at(-1)!, row.fallback),
      thumbnail_url: mediaUrl(row.id, widths[0]!, row.fallback),
    };
  }

  /**
   * Decodes the upload, writes its variants to the file store, then stores the row, its alt texts
   * and the audit row in one transaction; the files are removed if it fails.
   */
  async function upload(input: MediaUpload, locale: Locale): Promise<MediaItem> {
    const bytes = await readFile(input.file.path);
    if (bytes.length === 0) throw uploadRefused('no_file');
    const outcome = await oneAtATime(() => processImage(bytes, maxPixels));
    if (!outcome.ok) throw uploadRefused(outcome.reason);
    const { image } = outcome;
    const id = randomUUID();
    await storage.stage(id, [
      ...image.variants.map((v) => ({ name: variantFile(v.width, v.format), data: v.data })),
      { name: originalFile(image.original.format), data: image.original.data },
    ]);
    const variants = image.variants.map(({ width, height, format, bytes }) => ({
      width,
      height,
      format,
      bytes,
    }));
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(media)
          .values({
            id,
            width: image.width,
            height: image.height,
            originalWidth: image.originalWidth,
            originalHeight: image.originalHeight,
            sourceFormat: image.sourceFormat,
            fallback: image.fallback,
            variants,
            createdBy: input.actor.id,
            createdAt: clock.now(),
          })
          .returning();
        await tx
          .insert(mediaTranslations)
          .values(LOCALES.map((l) => ({ mediaId: id, locale: l, alt: input.alt[l] })));
        await audit.record(tx, {
          actor: input.actor,
          action: 'media.uploaded',
          entity: { type: 'media', id },
          after: {
            width: image.width,
            height: image.height,
            source_format: image.sourceFormat,
            variants: variants.length,
            alt_fr: input.alt.fr,
            alt_en: input.alt.en,
            alt_ar: input.alt.ar,
          },
        });
        return inserted!;
      });
      return itemOf(row, input.alt, locale);
    } catch (error) {
      await storage.remove(id);
      throw error;
    }
  }

  async function list(
    query: { page: number; perPage: number; q?: string },
    locale: Locale,
  ): Promise<Page<MediaItem>> {
    const where = query.q
      ? inArray(
          media.id,
          db
            .select({ id: mediaTranslations.mediaId })
            .from(mediaTranslations)
            .where(ilike(mediaTranslations.alt, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`)),
        )
      : undefined;
    const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(media).where(where);
    const paging = { page: Math.min(query.page, lastPageOf(total, query.perPage)), perPage: query.perPage };
    const rows = await db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(paging.perPage)
      .offset(pageOffset(paging));
    const texts = await altTextsOf(rows.map((r) => r.id));
    return listPage(
      rows.map((r) => itemOf(r, texts.get(r.id) ?? {}, locale)),
      total,
      paging,
    );
  }

  async function usesOf(id: string, executor: Db = db): Promise<MediaUse[]> {
    const found = await Promise.all(deps.uses.map((find) => find(executor, mediaRef(id))));
    return found.flat();
  }

  /** One image with what shows it now; null for a malformed or unknown id. */
  async function get(id: string, locale: Locale): Promise<(MediaItem & { uses: MediaUse[] }) | null> {
    if (!mediaIdOf(mediaRef(id))) return null;
    const [row] = await db.select().from(media).where(eq(media.id, id));
    if (!row) return null;
    const texts = await altTextsOf([id]);
    return { ...itemOf(row, texts.get(id) ?? {}, locale), uses: await usesOf(id) };
  }

  /**
   * Deletes an image nothing shows: the row (its alt texts go with it) and the audit row in one
   * transaction, then its files. The row is locked first, and a save that attaches the image locks
   * it too (`lockExisting`), so a delete and such a save cannot both succeed. False: no such image.
   */
  async function remove(id: string, actor: AuditActor): Promise<boolean> {
    if (!mediaIdOf(mediaRef(id))) return false;
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(media).where(eq(media.id, id)).for('update');
      if (!row) return false;
      const uses = await usesOf(id, tx);
      if (uses.length) throw mediaInUse(uses);
      const texts = (await altTextsOf([id], tx)).get(id) ?? {};
      await tx.delete(media).where(eq(media.id, id));
      await audit.record(tx, {
        actor,
        action: 'media.deleted',
        entity: { type: 'media', id },
        before: {
          width: row.width,
          height: row.height,
          alt_fr: texts.fr ?? '',
          alt_en: texts.en ?? '',
          alt_ar: texts.ar ?? '',
        },
      });
      return true;
    });
    // After the commit: a failure here leaves files without a row, which the sweep removes.
    if (deleted)
      await storage
        .remove(id)
        .catch((error: unknown) => logger?.warn('media files not removed', { id, error: String(error) }));
    return deleted;
  }

  /**
   * For a save that attaches images (a service's `images`): locks each referenced image's row for
   * the transaction, so it cannot be deleted before the save commits, and returns the references
   * that name no image (the save should refuse them). Static paths are not checked.
   */
  async function lockExisting(tx: Db, refs: readonly string[]): Promise<string[]> {
    const ids = [...new Set(refs.map(mediaIdOf).filter((id): id is string => id !== null))];
    const found = ids.length
      ? await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids)).for('share')
      : [];
    const known = new Set(found.map((r) => r.id));
    return refs.filter((ref) => ref.startsWith('media:') && !known.has(mediaIdOf(ref) ?? ''));
  }

  /** The `media:` references among `refs`, resolved for a page in `locale` (alt text: it, then `en`, then any). */
  async function pictures(refs: Iterable<string>, locale: Locale): Promise<MediaPictures> {
    const ids = [...new Set([...refs].map(mediaIdOf).filter((id): id is string => id !== null))];
    const resolved: MediaPictures = {};
    if (!ids.length) return resolved;
    const rows = await db.select().from(media).where(inArray(media.id, ids));
    const texts = await altTextsOf(rows.map((r) => r.id));
    for (const row of rows) {
      const alt = texts.get(row.id) ?? {};
      resolved[mediaRef(row.id)] = {
        id: row.id,
        width: row.width,
        height: row.height,
        widths: [...new Set(row.variants.map((v) => v.width))].sort((a, b) => a - b),
        fallback: row.fallback,
        alt: alt[locale] ?? alt.en ?? Object.values(alt)[0] ?? '',
      };
    }
    return resolved;
  }

  /**
   * Removes the files of images older than a day that no row names (a delete whose file removal
   * failed, a process that died between the write and the commit), from the file store, and this
   * disk's upload leftovers. Runs daily.
   */
  async function sweep(olderThanMs = DAY_MS): Promise<number> {
    const cutoff = clock.now().getTime() - olderThanMs;
    let removed = 0;
    const candidates = new Set<string>();
    for await (const file of storage.listFiles())
      if (file.modifiedAt.getTime() < cutoff) candidates.add(file.id);
    for await (const leftover of storage.listLeftovers()) {
      if (leftover.modifiedAt.getTime() >= cutoff) continue;
      await storage.discard(leftover.path);
      removed++;
    }
    const ids = [...candidates];
    for (let i = 0; i < ids.length; i += 500) {
      const batch = ids.slice(i, i + 500);
      const known = new Set(
        (await db.select({ id: media.id }).from(media).where(inArray(media.id, batch))).map((r) => r.id),
      );
      for (const id of batch.filter((id) => !known.has(id))) {
        await storage.remove(id);
        removed++;
      }
    }
    return removed;
  }

  deps.jobs.define(SWEEP_JOB, { every: DAY_MS, handler: async () => void (await sweep()) });

  /** An image's alt text in the reader's language (else another one) by id, for the audit screen. */
  async function altsOf(ids: string[], locale: Locale): Promise<Map<string, string>> {
    const known = uniqueUuids(ids);
    if (known.length === 0) return new Map();
    const rows = await db
      .select({ id: mediaTranslations.mediaId, locale: mediaTranslations.locale, alt: mediaTranslations.alt })
      .from(mediaTranslations)
      .where(inArray(mediaTranslations.mediaId, known));
    const names = new Map<string, string>();
    for (const row of rows.sort((a, b) => Number(b.locale === locale) - Number(a.locale === locale)))
      if (row.alt.trim() && !names.has(row.id)) names.set(row.id, row.alt.trim());
    return names;
  }

  return { storage, upload, list, get, remove, lockExisting, pictures, sweep, altsOf };
}

export type MediaService = ReturnType<typeof createMediaService>;
