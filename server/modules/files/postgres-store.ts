import { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, like } from 'drizzle-orm';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import { storedFileChunks, storedFiles } from './schema';
import { checkKey, checkPrefix, type FileStore, type StoredFileInfo } from './store';

/** 256 KiB a row: a large file is many rows, and a process holds one of them at a time. */
export const CHUNK_BYTES = 256 * 1024;
const LIST_PAGE = 500;

const startsWith = (prefix: string) => like(storedFiles.key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`);

/**
 * The shared driver (ADR-0019): a file is a `stored_files` row and its bytes in `stored_file_chunks`,
 * written in one transaction and read back one chunk per query, so neither way holds the file in
 * memory. Plain bytea rows, not large objects: the same SQL on PGlite and PostgreSQL, backed up
 * by pg_dump with the rest, removed by an ordinary delete (cascade).
 */
export function createDatabaseStore(db: Db, clock: Clock, chunkBytes = CHUNK_BYTES): FileStore {
  async function put(key: string, source: Readable | Uint8Array): Promise<number> {
    checkKey(key);
    const input = source instanceof Readable ? source : Readable.from([source]);
    return db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({ key, size: 0, createdAt: clock.now() });
      let seq = 0;
      let size = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async (bytes: Buffer) => {
        await tx.insert(storedFileChunks).values({ key, seq: seq++, data: bytes });
        size += bytes.length;
      };
      for await (const piece of input) {
        let rest = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
        while (pendingBytes + rest.length >= chunkBytes) {
          const take = chunkBytes - pendingBytes;
          await flush(Buffer.concat([...pending, rest.subarray(0, take)]));
          pending = [];
          pendingBytes = 0;
          rest = rest.subarray(take);
        }
        if (rest.length) {
          pending.push(rest);
          pendingBytes += rest.length;
        }
      }
      if (pendingBytes) await flush(Buffer.concat(pending));
      await tx.update(storedFiles).set({ size }).where(eq(storedFiles.key, key));
      return size;
    });
  }

  async function get(key: string) {
    checkKey(key);
    const [file] = await db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    if (!file) return null;
    // A key is written once and never changed, so reading its chunks in separate queries is consistent;
    // a file deleted mid-way ends the stream with an error rather than short.
    async function* chunks() {
      let read = 0;
      for (let seq = 0; read < file!.size; seq++) {
        const [chunk] = await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
        if (!chunk) throw new Error(`file ${key} lost its chunk ${seq}`);
        read += chunk.data.length;
        yield chunk.data;
      }
    }
    return { size: file.size, stream: Readable.from(chunks(), { objectMode: false }) };
  }

  async function remove(keys: readonly string[]) {
    for (const key of keys) checkKey(key);
    if (keys.length) await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
  }

  async function deletePrefix(prefix: string) {
    await db.delete(storedFiles).where(startsWith(checkPrefix(prefix)));
  }

  async function* list(prefix: string): AsyncGenerator<StoredFileInfo> {
    checkPrefix(prefix);
    let after = '';
    for (;;) {
      const rows = await db
        .select({ key: storedFiles.key, size: storedFiles.size, modifiedAt: storedFiles.createdAt })
        .from(storedFiles)
        .where(and(startsWith(prefix), gt(storedFiles.key, after)))
        .orderBy(asc(storedFiles.key))
        .limit(LIST_PAGE);
      yield* rows;
      if (rows.length < LIST_PAGE) return;
      after = rows.at(-1)!.key;
    }
  }

  return { kind: 'database', put, get, delete: remove, deletePrefix, list };
}
