import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';

interface Table {
  tag: number;
  checksum: number;
  data: Buffer;
}

const NAME = 0x6e616d65; // 'name'
/** The name ID of a font's PostScript name. */
const POSTSCRIPT_NAME = 6;

/**
 * The OpenType font inside a WOFF file (its tables inflated, the WOFF 1.0 layout): the same font,
 * which the PDF renderer then reads without inflating a table on each access (issue 28: inflating
 * the glyph table again and again was a quarter of an invoice's rendering). With `postscriptName`,
 * the font's PostScript name is that one (`withPostscriptName`).
 */
export function woffToSfnt(woff: Buffer, postscriptName?: string): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: Table[] = Array.from({ length: numTables }, (_, i) => {
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
  if (postscriptName === undefined) return sfnt(flavor, tables);
  const renamed = tables.map((t) => {
    if (t.tag !== NAME) return t;
    const data = withPostscriptName(t.data, postscriptName);
    return { tag: t.tag, checksum: checksumOf(data), data };
  });
  return withChecksumAdjustment(sfnt(flavor, renamed));
}

/**
 * A `name` table (format 0) whose PostScript name records say `postscriptName`. The PDF library
 * under react-pdf tells the fonts of a document apart by that name: the Latin and Arabic subsets
 * of one family share it, so every run of Arabic text embedded the Arabic subset once more (an
 * Arabic invoice held 110 copies: 182 KB instead of 21 KB, and the time to write them).
 */
function withPostscriptName(table: Buffer, postscriptName: string): Buffer {
  // Printable ASCII without PostScript's delimiters, at most 63 characters.
  if (!/^[\x21-\x7e]{1,63}$/.test(postscriptName) || /[%()/<>[\]{}]/.test(postscriptName))
    throw new Error(`not a PostScript name: ${postscriptName}`);
  if (table.readUInt16BE(0) !== 0) throw new Error('only a format 0 name table is renamed');
  const count = table.readUInt16BE(2);
  const storage = table.readUInt16BE(4);
  const strings: Buffer[] = [];
  const records = Buffer.alloc(count * 12);
  let offset = 0;
  for (let i = 0; i < count; i++) {
    const at = 6 + i * 12;
    const platform = table.readUInt16BE(at);
    const nameId = table.readUInt16BE(at + 6);
    const from = storage + table.readUInt16BE(at + 10);
    // Macintosh records are single-byte; Unicode and Windows ones UTF-16BE.
    const text =
      nameId !== POSTSCRIPT_NAME
        ? table.subarray(from, from + table.readUInt16BE(at + 8))
        : platform === 1
          ? Buffer.from(postscriptName, 'latin1')
          : Buffer.from(postscriptName, 'utf16le').swap16();
    table.copy(records, i * 12, at, at + 8);
    records.writeUInt16BE(text.length, i * 12 + 8);
    records.writeUInt16BE(offset, i * 12 + 10);
    strings.push(text);
    offset += text.length;
  }
  const header = Buffer.alloc(6);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(count, 2);
  header.writeUInt16BE(6 + records.length, 4);
  return Buffer.concat([header, records, ...strings]);
}

/** OpenType's checksum: the sum of the big-endian 32-bit words (zero-padded), modulo 2^32. */
export function checksumOf(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

/** The font laid out as OpenType: the table directory, then each table on a 4-byte boundary. */
function sfnt(flavor: number, tables: Table[]): Buffer {
  const numTables = tables.length;
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

/** Where the table `tag` ('head', 'name'…) is entered in an OpenType font's table directory. */
export function tableEntryOf(font: Buffer, tag: string): number {
  for (let i = 0; i < font.readUInt16BE(4); i++)
    if (font.subarray(12 + i * 16, 16 + i * 16).toString('latin1') === tag) return 12 + i * 16;
  throw new Error(`no ${tag} table`);
}

/** `head`'s checkSumAdjustment made right for a font whose tables changed. */
function withChecksumAdjustment(font: Buffer): Buffer {
  const adjustment = font.readUInt32BE(tableEntryOf(font, 'head') + 8) + 8;
  font.writeUInt32BE(0, adjustment);
  font.writeUInt32BE((0xb1b0afba - checksumOf(font)) >>> 0, adjustment);
  return font;
}

/**
 * A WOFF font file's OpenType twin (under `postscriptName` if given), written once in the
 * system's temporary folder (named by a hash of both: every process of every version finds or
 * writes the same file) — the path to give the PDF renderer.
 */
export function sfntFileOf(woffPath: string, postscriptName?: string): string {
  const woff = readFileSync(woffPath);
  const hash = createHash('sha256')
    .update(woff)
    .update(postscriptName ?? '')
    .digest('hex')
    .slice(0, 16);
  const dir = join(tmpdir(), 'emballo-fonts');
  const path = join(dir, `${hash}.ttf`);
  if (existsSync(path)) return path;
  try {
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: another process never reads a half-written file.
    const partial = `${path}.${process.pid}.part`;
    writeFileSync(partial, woffToSfnt(woff, postscriptName));
    renameSync(partial, path);
    return path;
  } catch {
    // No writable temporary folder: the WOFF itself (the same PDF, rendered more slowly).
    return woffPath;
  }
}
