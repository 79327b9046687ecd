import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * The OpenType font inside a WOFF file (its tables inflated, the WOFF 1.0 layout): the same font,
 * which the PDF renderer then reads without inflating a table on each access (issue 28: inflating
 * the glyph table again and again was a quarter of an invoice's rendering).
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const tag = woff.readUInt32BE(at);
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const checksum = woff.readUInt32BE(at + 16);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag, checksum, data };
  });
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector += 1;
  }
  const headerLength = 12 + numTables * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const total = tables.reduce((sum, t) => sum + padded(t.data.length), headerLength);
  const out = Buffer.alloc(total);
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(searchRange * 16, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

/**
 * A WOFF font file's OpenType twin, written once in the system's temporary folder (named by the
 * WOFF's hash: every process of every version finds or writes the same file) — the path to give
 * the PDF renderer.
 */
export function sfntFileOf(woffPath: string): string {
  const woff = readFileSync(woffPath);
  const hash = createHash('sha256').update(woff).digest('hex').slice(0, 16);
  const dir = join(tmpdir(), 'emballo-fonts');
  const path = join(dir, `${hash}.ttf`);
  if (existsSync(path)) return path;
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: another process never reads a half-written file.
    const partial = `${path}.${process.pid}.part`;
    writeFileSync(partial, woffToSfnt(woff));
    renameSync(partial, path);
    return path;
  } catch {
    // No writable temporary folder: the WOFF itself (the same PDF, rendered more slowly).
    return woffPath;
  }
}
