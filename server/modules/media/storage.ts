import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isMediaId,
  MEDIA_EXTENSIONS,
  type MediaFallback,
  type MediaFormat,
} from '../../../common/media/types';

/** A variant's file name: `<width>.<ext>` — the only names the public route serves. */
export const VARIANT_FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg|png)$/;

export const variantFile = (width: number, format: MediaFormat) => `${width}.${MEDIA_EXTENSIONS[format]}`;
/** The re-encoded upload; its name never matches VARIANT_FILE, so it is never served. */
export const originalFile = (format: MediaFallback) => `original.${MEDIA_EXTENSIONS[format]}`;

/**
 * Where images live (ADR-0702): DATA_DIR/media/<uuid>/<width>.<ext>. An upload is written to
 * `.staging/<random>/` and moved into place by one rename (same file system, atomic) inside the
 * transaction that inserts its row; uploads are streamed to `.incoming/` while they arrive.
 */
export function createMediaStorage(dataDir: string) {
  const root = join(dataDir, 'media');
  const stagingDir = join(root, '.staging');
  const incomingDir = join(root, '.incoming');

  function dirOf(id: string): string {
    if (!isMediaId(id)) throw new Error(`not a media id: ${id}`);
    return join(root, id);
  }

  /** The path of a variant's file, or null when the name is not one a variant can have. */
  function variantPath(id: string, file: string): string | null {
    if (!isMediaId(id) || !VARIANT_FILE.test(file)) return null;
    return join(root, id, file);
  }

  /** Writes a new image's files to a staging folder of their own; `promote` moves them in place. */
  async function stage(files: { name: string; data: Buffer }[]): Promise<string> {
    const dir = join(stagingDir, randomBytes(16).toString('hex'));
    await mkdir(dir, { recursive: true, mode: 0o700 });
    try {
      for (const file of files) await writeFile(join(dir, file.name), file.data, { mode: 0o644, flag: 'wx' });
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    return dir;
  }

  async function promote(staged: string, id: string): Promise<void> {
    await rename(staged, dirOf(id));
  }

  async function discard(staged: string): Promise<void> {
    await rm(staged, { recursive: true, force: true });
  }

  async function remove(id: string): Promise<void> {
    await rm(dirOf(id), { recursive: true, force: true });
  }

  /** Image folders and staging leftovers with their age: for the sweep of folders without a row. */
  async function* listFolders(): AsyncGenerator<{ id: string | null; path: string; modifiedAt: Date }> {
    for (const name of await readdir(root).catch(() => [] as string[])) {
      if (!isMediaId(name)) continue;
      const info = await stat(join(root, name)).catch(() => null);
      if (info) yield { id: name, path: join(root, name), modifiedAt: info.mtime };
    }
    for (const dir of [stagingDir, incomingDir])
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info) yield { id: null, path: join(dir, name), modifiedAt: info.mtime };
      }
  }

  async function ensureDirs() {
    await mkdir(stagingDir, { recursive: true, mode: 0o755 });
    await mkdir(incomingDir, { recursive: true, mode: 0o700 });
  }

  return {
    root,
    stagingDir,
    incomingDir,
    dirOf,
    variantPath,
    stage,
    promote,
    discard,
    remove,
    listFolders,
    ensureDirs,
  };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
