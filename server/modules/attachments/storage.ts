import { randomBytes } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '../files';

const KEY = /^[0-9a-f]{32}$/;
/** Where attachments are in the file store: on disk, DATA_DIR/private/attachments (ADR-0302). */
const PREFIX = 'private/attachments/';

/**
 * Where attachment bytes live (ADR-0302, ADR-0019): the file store, under
 * `private/attachments/<2-char prefix>/<key>` — on disk outside the build's web root and every
 * static route, or in the database. A key is 128 random bits; the uploader's file name never
 * becomes a path. A file is written under its final key before its row: until the row commits, no
 * one can name it, and a file whose row never came is removed by the sweep.
 */
export function createAttachmentStorage(dataDir: string, files: FileStore) {
  const root = join(dataDir, 'private', 'attachments');
  /** Staging folder of earlier versions: its leftovers are still swept. */
  const stagingDir = join(root, '.staging');
  /** Where multipart uploads are streamed, on this process's disk, before they are checked (see multipart.ts). */
  const incomingDir = join(root, '.incoming');

  function fileKeyOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return `${PREFIX}${key.slice(0, 2)}/${key}`;
  }

  /** Writes bytes under a new random key. */
  async function stage(bytes: Uint8Array): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await files.put(fileKeyOf(key), bytes);
    return key;
  }

  /** The stored bytes of a key, streamed; null when they are gone. */
  function read(key: string) {
    return files.get(fileKeyOf(key));
  }

  /** Removes files; a file already gone is no error. */
  async function remove(keys: string[]): Promise<void> {
    await files.delete(keys.map(fileKeyOf));
  }

  /** Every stored file with its age: for the sweep of files without a row. */
  async function* listStored(): AsyncGenerator<{ key: string; modifiedAt: Date }> {
    for await (const file of files.list(PREFIX)) {
      const [prefix, key, ...rest] = file.key.slice(PREFIX.length).split('/');
      if (rest.length || !key || !KEY.test(key) || !key.startsWith(prefix!)) continue;
      yield { key, modifiedAt: file.modifiedAt };
    }
  }

  /** Leftovers of incoming uploads on this disk (a process that died mid-way), with their age. */
  async function* listLeftovers(): AsyncGenerator<{ path: string; modifiedAt: Date }> {
    for (const dir of [stagingDir, incomingDir]) {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info) yield { path, modifiedAt: info.mtime };
      }
    }
  }

  return { root, incomingDir, stage, read, remove, listStored, listLeftovers };
}

export type AttachmentStorage = ReturnType<typeof createAttachmentStorage>;
