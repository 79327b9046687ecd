import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { rm } from 'node:fs/promises';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AttachmentOwner, AttachmentSummary } from '../../../common/attachments/types';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { Logger } from '../../platform/logger';
import type { FileStore } from '../files';
import type { JobsService } from '../jobs/service';
import { attachmentsRefused } from './errors';
import { PreparedFiles, prepareFiles, type AttachmentsLimits, type IncomingFile } from './prepare';
import { attachments } from './schema';
import { createAttachmentStorage } from './storage';

export type { AttachmentsLimits, IncomingFile } from './prepare';
export { PreparedFiles } from './prepare';

export interface StoreInput extends AttachmentOwner {
  uploaderId: string | null;
  /** Files as received, or a batch already prepared outside the caller's transaction. */
  files: IncomingFile[] | PreparedFiles;
}

/** An attachment found for its owner, with a way to its bytes. */
export interface OpenedAttachment extends AttachmentSummary {
  sha256: string;
  /** Its bytes streamed from the file store; null when they are gone (a database restored without them). */
  read(): Promise<{ size: number; stream: Readable } | null>;
}

export const SWEEP_JOB = 'attachments.sweep';
const DAY_MS = 24 * 60 * 60 * 1000;
/** 50 megapixels: every phone camera's default mode, about 200 MB once decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one way files are attached to orders, requests and comments (ADR-0302): limits, type by
 * content, images re-encoded without metadata, private storage, all or nothing.
 */
export function createAttachmentsService(deps: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobsService, 'transaction' | 'define'>;
  dataDir: string;
  files: FileStore;
  limits: AttachmentsLimits;
  logger?: Logger;
}) {
  const { db, clock, jobs, limits, logger } = deps;
  const storage = createAttachmentStorage(deps.dataDir, deps.files);
  /** Files written inside a transaction opened by `transaction`, to remove if it rolls back. */
  const writtenIn = new WeakMap<Db, string[]>();

  const ownerIs = (owner: AttachmentOwner) =>
    and(eq(attachments.ownerKind, owner.ownerKind), eq(attachments.ownerId, owner.ownerId));

  async function countOf(owner: AttachmentOwner, executor: Db = db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(attachments).where(ownerIs(owner));
    return row?.n ?? 0;
  }

  /** Checks and stages a batch without an owner yet (see PreparedFiles); `store` takes it. */
  function prepare(files: IncomingFile[]): Promise<PreparedFiles> {
    return prepareFiles(files, limits, storage);
  }

  /** Forgets a prepared batch that will not be stored. */
  async function discard(prepared: PreparedFiles): Promise<void> {
    if (prepared.consumed) return;
    prepared.consumed = true;
    await storage.remove(prepared.files.map((f) => f.key));
  }

  /**
   * Attaches `files` to the owner, all or nothing: a refused file (too large, empty, not an
   * accepted type, a name that lies about the content, an image that does not decode) or too
   * many files for the owner throws attachmentsRefused, and no row and no file is written.
   * Given `tx`, the rows join the caller's transaction: open it with `transaction` below, so that
   * its rollback also removes the files, and pass a batch from `prepare` made before it, so that
   * decoding images does not hold the transaction (on PGlite, the whole database) open.
   */
  async function store(input: StoreInput, tx?: Db): Promise<AttachmentSummary[]> {
    const owner = { ownerKind: input.ownerKind, ownerId: input.ownerId };
    let prepared: PreparedFiles;
    if (input.files instanceof PreparedFiles) {
      prepared = input.files;
    } else {
      if (input.files.length > 0 && input.files.length <= limits.maxFiles) {
        // An early answer before decoding anything; the locked count below is the one that holds.
        const before = await countOf(owner, tx);
        if (before + input.files.length > limits.maxFiles)
          throw attachmentsRefused([{ code: 'owner_full', maxFiles: limits.maxFiles, existing: before }]);
      }
      prepared = await prepare(input.files);
    }
    if (prepared.consumed) throw new Error('this prepared batch was already stored or discarded');
    prepared.consumed = true;
    const staged = prepared.files;
    const keys = staged.map((s) => s.key);
    const write = async (t: Db) => {
      // One writer per owner at a time, so two uploads cannot both pass the count.
      await t.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`attachments:${owner.ownerKind}:${owner.ownerId}`}, 0))`,
      );
      const [held] = await t
        .select({ existing: count(), next: sql<number>`coalesce(max(${attachments.position}) + 1, 0)::int` })
        .from(attachments)
        .where(ownerIs(owner));
      const existing = held?.existing ?? 0;
      if (existing + staged.length > limits.maxFiles)
        throw attachmentsRefused([{ code: 'owner_full', maxFiles: limits.maxFiles, existing }]);
      const createdAt = clock.now();
      const rows = await t
        .insert(attachments)
        .values(
          staged.map((s, i) => ({
            id: randomUUID(),
            ...owner,
            uploaderId: input.uploaderId,
            fileName: s.name,
            mediaType: s.type,
            size: s.size,
            sha256: s.sha256,
            storageKey: s.key,
            position: (held?.next ?? 0) + i,
            createdAt,
          })),
        )
        .returning();
      writtenIn.get(t)?.push(...keys);
      return rows;
    };
    try {
      const rows = tx ? await write(tx) : await db.transaction(write);
      return rows.sort((a, b) => a.position - b.position).map(summaryOf);
    } catch (error) {
      await storage.remove(keys);
      throw error;
    }
  }

  /**
   * A transaction (the outbox's, ADR-0009) whose attachments are removed from the store if it rolls
   * back: what a caller uses to write its own rows and `store(…, tx)` together.
   */
  async function transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    const written: string[] = [];
    try {
      return await jobs.transaction(async (tx) => {
        writtenIn.set(tx, written);
        return fn(tx);
      });
    } catch (error) {
      await storage.remove(written);
      throw error;
    }
  }

  /**
   * The attachment `id` of this owner, or null — for a malformed id, an unknown one and another
   * owner's alike. The caller has checked that the reader may see the owner.
   */
  async function open(id: string, owner: AttachmentOwner): Promise<OpenedAttachment | null> {
    if (!UUID.test(id)) return null;
    const [row] = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.id, id.toLowerCase()), ownerIs(owner)));
    if (!row) return null;
    return { ...summaryOf(row), sha256: row.sha256, read: () => storage.read(row.storageKey) };
  }

  /** The owner's attachments, in the order they were sent. */
  async function list(owner: AttachmentOwner): Promise<AttachmentSummary[]> {
    const rows = await db
      .select()
      .from(attachments)
      .where(ownerIs(owner))
      .orderBy(asc(attachments.position), asc(attachments.createdAt));
    return rows.map(summaryOf);
  }

  /**
   * Gives every file of `from` to `to`, in the caller's transaction (a checkout draft's files to
   * the order it becomes, ADR-0304). The bytes stay where they are: storage keys name no owner.
   * One writer per receiving owner, as in `store`, and the same count limit.
   */
  async function adopt(tx: Db, from: AttachmentOwner, to: AttachmentOwner): Promise<number> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`attachments:${to.ownerKind}:${to.ownerId}`}, 0))`,
    );
    const [held] = await tx
      .select({ existing: count(), next: sql<number>`coalesce(max(${attachments.position}) + 1, 0)::int` })
      .from(attachments)
      .where(ownerIs(to));
    const existing = held?.existing ?? 0;
    const moving = await countOf(from, tx);
    if (moving === 0) return 0;
    if (existing + moving > limits.maxFiles)
      throw attachmentsRefused([{ code: 'owner_full', maxFiles: limits.maxFiles, existing }]);
    const moved = await tx
      .update(attachments)
      .set({
        ownerKind: to.ownerKind,
        ownerId: to.ownerId,
        position: sql`${attachments.position} + ${held?.next ?? 0}`,
      })
      .where(ownerIs(from))
      .returning({ id: attachments.id });
    return moved.length;
  }

  /** Removes one file of an owner (a file chosen by mistake in a draft); false when it is not the owner's. */
  async function remove(id: string, owner: AttachmentOwner): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const [row] = await db
      .delete(attachments)
      .where(and(eq(attachments.id, id.toLowerCase()), ownerIs(owner)))
      .returning({ key: attachments.storageKey });
    if (!row) return false;
    await storage.remove([row.key]);
    return true;
  }

  /**
   * Removes files older than a day that no row names (a caller's transaction rolled back without
   * `transaction`, or a process died between the write and the commit), and staging or upload
   * leftovers of the same age. Runs daily.
   */
  async function sweep(olderThanMs = DAY_MS): Promise<{ orphans: number; leftovers: number }> {
    const cutoff = clock.now().getTime() - olderThanMs;
    let orphans = 0;
    let leftovers = 0;
    const candidates: string[] = [];
    for await (const file of storage.listStored())
      if (file.modifiedAt.getTime() < cutoff) candidates.push(file.key);
    for (let i = 0; i < candidates.length; i += 500) {
      const batch = candidates.slice(i, i + 500);
      const known = await db
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(inArray(attachments.storageKey, batch));
      const kept = new Set(known.map((k) => k.key));
      const orphaned = batch.filter((key) => !kept.has(key));
      await storage.remove(orphaned);
      orphans += orphaned.length;
    }
    for await (const file of storage.listLeftovers()) {
      if (file.modifiedAt.getTime() >= cutoff) continue;
      await rm(file.path, { force: true });
      leftovers++;
    }
    if (orphans || leftovers) logger?.info('attachments swept', { orphans, leftovers });
    return { orphans, leftovers };
  }

  jobs.define(SWEEP_JOB, { every: DAY_MS, handler: async () => void (await sweep()) });

  return {
    limits,
    incomingDir: storage.incomingDir,
    prepare,
    discard,
    store,
    transaction,
    open,
    list,
    adopt,
    remove,
    count: countOf,
    sweep,
  };
}

function summaryOf(row: typeof attachments.$inferSelect): AttachmentSummary {
  return {
    id: row.id,
    name: row.fileName,
    media_type: row.mediaType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
