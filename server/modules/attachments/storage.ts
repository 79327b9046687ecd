import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY = /^[0-9a-f]{32}$/;

/**
 * Where attachment bytes live (ADR-0302): DATA_DIR/private/attachments/<2-char prefix>/<key>,
 * outside the build's web root and every static route. A key is 128 random bits; the uploader's
 * file name never becomes a path. Bytes are first written to `.staging/` and moved in place by
 * a rename (same file system, atomic) once their row is written.
 */
export function createAttachmentStorage(dataDir: string) {
  const root = join(dataDir, 'private', 'attachments');
  const stagingDir = join(root, '.staging');
  /** Where multipart uploads are streamed before they are checked (see multipart.ts). */
  const incomingDir = join(root, '.incoming');

  function pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(root, key.slice(0, 2), key);
  }

  async function ensureDirs() {
    await mkdir(stagingDir, { recursive: true, mode: 0o700 });
    await mkdir(incomingDir, { recursive: true, mode: 0o700 });
  }

  /** Writes bytes under a new random key in the staging folder. */
  async function stage(bytes: Uint8Array): Promise<string> {
    await ensureDirs();
    const key = randomBytes(16).toString('hex');
    await writeFile(join(stagingDir, key), bytes, { mode: 0o600, flag: 'wx' });
    return key;
  }

  /** Moves staged files to their place; from here on they are visible to `open`. */
  async function promote(keys: string[]): Promise<void> {
    for (const key of keys) {
      const target = pathOf(key);
      await mkdir(join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(join(stagingDir, key), target);
    }
  }

  /** Removes files, staged or in place; a file already gone is no error. */
  async function remove(keys: string[]): Promise<void> {
    for (const key of keys) {
      await rm(join(stagingDir, key), { force: true });
      await rm(pathOf(key), { force: true });
    }
  }

  /** Every file in place, with its modification time: for the sweep of files without a row. */
  async function* listStored(): AsyncGenerator<{ key: string; modifiedAt: Date }> {
    const prefixes = await readdir(root).catch(() => [] as string[]);
    for (const prefix of prefixes) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      for (const key of await readdir(join(root, prefix))) {
        if (!KEY.test(key) || !key.startsWith(prefix)) continue;
        const info = await stat(join(root, prefix, key)).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  /** Leftovers of staging and incoming uploads (a process that died mid-way), with their age. */
  async function* listLeftovers(): AsyncGenerator<{ path: string; modifiedAt: Date }> {
    for (const dir of [stagingDir, incomingDir]) {
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => null);
        if (info) yield { path, modifiedAt: info.mtime };
      }
    }
  }

  return {
    root,
    stagingDir,
    incomingDir,
    ensureDirs,
    pathOf,
    stage,
    promote,
    remove,
    listStored,
    listLeftovers,
  };
}

export type AttachmentStorage = ReturnType<typeof createAttachmentStorage>;
