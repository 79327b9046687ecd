import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settableClock } from '../../platform/clock';
import { createTestDatabase, secondConnection, type TestDatabase } from '../../test/database';
import { createDiskStore } from './disk-store';
import { CHUNK_BYTES, createDatabaseStore } from './postgres-store';
import type { FileStore } from './store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const clock = settableClock(new Date('2026-03-02T10:00:00Z'));
const drivers: [string, () => FileStore][] = [
  ['disk', () => createDiskStore(mkdtempSync(join(tmpdir(), 'emballo-files-')))],
  ['database', () => createDatabaseStore(database.db, clock)],
];

async function readAll(stream: Readable): Promise<{ bytes: Buffer; pieces: number[] }> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return { bytes: Buffer.concat(parts), pieces: parts.map((p) => p.length) };
}

/** `bytes` as a stream of uneven pieces, as a socket or a file reader would hand them over. */
function trickle(bytes: Buffer): Readable {
  const sizes = [1, 7000, 65_536, 300_000, 13];
  return Readable.from(
    (function* () {
      for (let at = 0, i = 0; at < bytes.length; i++) {
        const size = sizes[i % sizes.length]!;
        yield bytes.subarray(at, at + size);
        at += size;
      }
    })(),
  );
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
async function filesOf(store: FileStore, prefix: string) {
  const files = [];
  for await (const file of store.list(prefix)) files.push(file);
  return files;
}
async function keysOf(store: FileStore, prefix: string) {
  const keys: string[] = [];
  for await (const file of store.list(prefix)) keys.push(file.key);
  return keys.sort();
}

describe.each(drivers)('the file store contract: %s driver', (_, make) => {
  let store: FileStore;
  beforeAll(() => {
    store = make();
  });

  it('gives back what was put, with its size; an unknown key is null', async () => {
    const bytes = Buffer.from('bonjour, مرحبا\n');
    expect(await store.put('t1/a/hello.txt', bytes)).toBe(bytes.length);
    const got = await store.get('t1/a/hello.txt');
    expect(got?.size).toBe(bytes.length);
    expect((await readAll(got!.stream)).bytes.equals(bytes)).toBe(true);
    expect(await store.get('t1/a/nothing.txt')).toBeNull();
    expect(await store.get('t1/a')).toBeNull();
  });

  it('streams a file of several chunks in and out byte-identical', async () => {
    const bytes = randomBytes(CHUNK_BYTES * 3 + 12_345);
    expect(await store.put('t2/big.bin', trickle(bytes))).toBe(bytes.length);
    const got = await store.get('t2/big.bin');
    expect(got?.size).toBe(bytes.length);
    const { bytes: back, pieces } = await readAll(got!.stream);
    expect(sha(back)).toBe(sha(bytes));
    // Read a piece at a time: no piece is the whole file.
    expect(Math.max(...pieces)).toBeLessThan(bytes.length);
    if (store.kind === 'database') expect(pieces).toEqual([CHUNK_BYTES, CHUNK_BYTES, CHUNK_BYTES, 12_345]);
  });

  it('writes all or nothing: a source that fails leaves no file under its key', async () => {
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(CHUNK_BYTES + 10);
        throw new Error('the upload broke off');
      })(),
    );
    await expect(store.put('t3/broken.bin', failing)).rejects.toThrow('the upload broke off');
    expect(await store.get('t3/broken.bin')).toBeNull();
    expect(await keysOf(store, 't3/')).toEqual([]);
  });

  it('lists by prefix (wildcards are plain characters), deletes keys and prefixes', async () => {
    for (const key of ['t4/a_/1.txt', 't4/a_/2.txt', 't4/ab/1.txt', 't4/a_x/1.txt'])
      await store.put(key, Buffer.from(key));
    expect(await keysOf(store, 't4/a_/')).toEqual(['t4/a_/1.txt', 't4/a_/2.txt']);
    const [first] = await filesOf(store, 't4/ab/');
    expect(first).toMatchObject({ key: 't4/ab/1.txt', size: 't4/ab/1.txt'.length });
    expect(first!.modifiedAt).toBeInstanceOf(Date);

    await store.delete(['t4/a_/1.txt', 't4/a_/never.txt']);
    expect(await keysOf(store, 't4/')).toEqual(['t4/a_/2.txt', 't4/a_x/1.txt', 't4/ab/1.txt']);
    await store.deletePrefix('t4/a_/');
    expect(await keysOf(store, 't4/')).toEqual(['t4/a_x/1.txt', 't4/ab/1.txt']);
    expect(await store.get('t4/a_/2.txt')).toBeNull();
  });

  it('refuses keys that are not plain relative paths', async () => {
    for (const key of ['../x', 't5/../../x', '.hidden', 't5/.part', 't5//x', '/abs', '', 't5/'])
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow('not a file key');
    await expect(store.get('../etc/passwd')).rejects.toThrow('not a file key');
    await expect(store.deletePrefix('t5')).rejects.toThrow('not a key prefix');
  });
});

describe('the database driver across processes', () => {
  it('serves through a second connection what the first wrote, and that one removes it', async () => {
    const other = secondConnection(database);
    try {
      const here = createDatabaseStore(database.db, clock);
      const there = createDatabaseStore(other.db, clock);
      const bytes = randomBytes(CHUNK_BYTES + 1);
      await here.put('t6/shared.bin', bytes);
      expect(sha((await readAll((await there.get('t6/shared.bin'))!.stream)).bytes)).toBe(sha(bytes));
      await there.delete(['t6/shared.bin']);
      expect(await here.get('t6/shared.bin')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('dates a file by the shop clock, so the sweeps measure its age as they measure rows', async () => {
    const store = createDatabaseStore(database.db, clock);
    await store.put('t7/dated.txt', Buffer.from('x'));
    const [file] = await filesOf(store, 't7/');
    // The shop clock stands months before the database's: the row carries the shop's.
    expect(Math.abs(file!.modifiedAt.getTime() - clock.now().getTime())).toBeLessThan(60_000);
  });
});

describe('the disk driver', () => {
  it('keeps no partial file when a write fails', async () => {
    const root = mkdtempSync(join(tmpdir(), 'emballo-files-'));
    const store = createDiskStore(root);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half');
        throw new Error('gone');
      })(),
    );
    await expect(store.put('d/x.bin', failing)).rejects.toThrow('gone');
    expect(await readdir(join(root, 'd'))).toEqual([]);
  });
});
