import type { Readable } from 'node:stream';

/** What a store holds under a key. */
export interface StoredFileInfo {
  key: string;
  size: number;
  /** When it was written: the sweeps spare files younger than a day. */
  modifiedAt: Date;
}

/**
 * Where uploaded bytes live (ADR-0019): attachments and media images, through one interface with
 * two drivers — the local disk (embedded default) and PostgreSQL (with DATABASE_URL, so every
 * process reads what any of them wrote). Keys are relative paths (`media/<id>/320.webp`) of
 * segments that start with a letter or digit; bytes stream in and out, never whole in memory.
 */
export interface FileStore {
  readonly kind: 'disk' | 'database';
  /** Writes a new file under `key`, all or nothing; returns its size in bytes. */
  put(key: string, source: Readable | Uint8Array): Promise<number>;
  /** The file's size and a stream of its bytes, or null when no such file. */
  get(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** Removes files; one already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix` (which ends with `/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file whose key starts with `prefix`, for the sweeps. */
  list(prefix: string): AsyncGenerator<StoredFileInfo>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Refuses a key that is not a plain relative path (no `..`, no hidden segment, no empty one). */
export function checkKey(key: string): string {
  if (key.length > 512 || !key.split('/').every((s) => SEGMENT.test(s)))
    throw new Error(`not a file key: ${key}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`not a key prefix: ${prefix}`);
  checkKey(prefix.slice(0, -1));
  return prefix;
}
