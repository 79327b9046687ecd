import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  isMediaId,
  MEDIA_EXTENSIONS,
  type MediaFallback,
  type MediaFormat,
} from '../../../common/media/types';
import type { FileStore } from '../files';

/** A variant's file name: `<width>.<ext>` — the only names the public route serves. */
export const VARIANT_FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg|png)$/;

export const variantFile = (width: number, format: MediaFormat) => `${width}.${MEDIA_EXTENSIONS[format]}`;
/** The re-encoded upload; its name never matches VARIANT_FILE, so it is never served. */
export const originalFile = (format: MediaFallback) => `original.${MEDIA_EXTENSIONS[format]}`;

const PREFIX = 'media/';
const folderOf = (id: string) => {
  if (!isMediaId(id)) throw new Error(`not a media id: ${id}`);
  return `${PREFIX}${id}/`;
};

/**
 * Where images live (ADR-0702, ADR-0019): the file store, under `media/<uuid>/<width>.<ext>` — on
 * disk DATA_DIR/media/<uuid>/, or in the database. An image's files are written under its new id
 * before its row: until the row commits, nothing names them; files whose row never came are
 * removed by the sweep. Uploads are streamed to this process's `.incoming/` while they arrive.
 */
export function createMediaStorage(dataDir: string, files: FileStore) {
  const root = join(dataDir, 'media');
  /** Staging folder of earlier versions: its leftovers are still swept. */
  const stagingDir = join(root, '.staging');
  const incomingDir = join(root, '.incoming');

  /** Writes a new image's files under its id, all or none. */
  async function stage(id: string, images: { name: string; data: Buffer }[]): Promise<void> {
    try {
      for (const image of images) await files.put(`${folderOf(id)}${image.name}`, image.data);
    } catch (error) {
      await remove(id);
      throw error;
    }
  }

  /** A public variant's bytes, streamed; null for a name a variant cannot have or a file not there. */
  async function readVariant(id: string, file: string) {
    if (!isMediaId(id) || !VARIANT_FILE.test(file)) return null;
    return files.get(`${folderOf(id)}${file}`);
  }

  async function remove(id: string): Promise<void> {
    await files.deletePrefix(folderOf(id));
  }

  /** Each stored file's image id and age: for the sweep of images without a row. */
  async function* listFiles(): AsyncGenerator<{ id: string; modifiedAt: Date }> {
    for await (const file of files.list(PREFIX)) {
      const id = file.key.slice(PREFIX.length).split('/')[0]!;
      if (isMediaId(id)) yield { id, modifiedAt: file.modifiedAt };
    }
  }

  /** Leftovers of uploads on this process's disk (and of older versions' staging), with their age. */
  async function* listLeftovers(): AsyncGenerator<{ path: string; modifiedAt: Date }> {
    for (const dir of [stagingDir, incomingDir])
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const info = await stat(join(dir, name)).catch(() => null);
        if (info) yield { path: join(dir, name), modifiedAt: info.mtime };
      }
  }

  async function discard(path: string): Promise<void> {
    await rm(path, { recursive: true, force: true });
  }

  return { root, incomingDir, stage, readVariant, remove, listFiles, listLeftovers, discard };
}

export type MediaStorage = ReturnType<typeof createMediaStorage>;
