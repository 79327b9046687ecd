import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, checkPrefix, type FileStore, type StoredFileInfo } from './store';

/**
 * The embedded driver: a key is a path under `root` (DATA_DIR), the layout ADR-0302 and ADR-0702
 * gave attachments and images. A file is written beside its place under a hidden name and renamed
 * in (atomic on one file system); hidden names are never listed nor served.
 */
export function createDiskStore(root: string): FileStore {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));

  async function put(key: string, source: Readable | Uint8Array): Promise<number> {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true, mode: 0o700 });
    const partial = join(dirname(target), `.${randomBytes(8).toString('hex')}.part`);
    try {
      await pipeline(
        source instanceof Readable ? source : Readable.from([source]),
        createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
      );
      await rename(partial, target);
      return (await stat(target)).size;
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async function get(key: string) {
    const handle = await open(pathOf(key), 'r').catch(() => null);
    if (!handle) return null;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      return null;
    }
    return { size: info.size, stream: handle.createReadStream() };
  }

  async function remove(keys: readonly string[]) {
    for (const key of keys) await rm(pathOf(key), { force: true });
  }

  async function deletePrefix(prefix: string) {
    await rm(join(root, ...checkPrefix(prefix).slice(0, -1).split('/')), { recursive: true, force: true });
  }

  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<StoredFileInfo> {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      if (entry.name.startsWith('.')) continue;
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(join(dir, entry.name), `${key}/`);
      else if (entry.isFile()) {
        const info = await stat(join(dir, entry.name)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  function list(prefix: string) {
    return walk(join(root, ...checkPrefix(prefix).slice(0, -1).split('/')), prefix);
  }

  return { kind: 'disk', put, get, delete: remove, deletePrefix, list };
}
