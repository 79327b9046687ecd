import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFileOf, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const woffPath =
  require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff');

/** OpenType's table checksum: the sum of its big-endian 32-bit words (zero-padded), modulo 2^32. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0;
  return sum;
}

describe('the invoice fonts as OpenType (issue 28: no inflating on every glyph read)', () => {
  it('gives every table of the WOFF back inflated, each matching the checksum the font was made with', () => {
    const woff = readFileSync(woffPath);
    const font = woffToSfnt(woff);
    const numTables = font.readUInt16BE(4);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(numTables).toBe(woff.readUInt16BE(12));
    for (let i = 0; i < numTables; i++) {
      const at = 12 + i * 16;
      const tag = font.subarray(at, at + 4).toString('latin1');
      const [offset, length] = [font.readUInt32BE(at + 8), font.readUInt32BE(at + 12)];
      expect(offset % 4, tag).toBe(0);
      expect(length, tag).toBe(woff.readUInt32BE(44 + i * 20 + 12));
      // `head` holds the whole font's adjustment, left out of its own checksum.
      if (tag === 'head') continue;
      expect(checksum(font.subarray(offset, offset + length)), tag).toBe(font.readUInt32BE(at + 4));
    }
  });

  it('refuses a file that is not a WOFF', () => {
    expect(() => woffToSfnt(Buffer.alloc(64))).toThrow(/not a WOFF/);
  });

  it('writes the OpenType file once and finds it again', () => {
    const path = sfntFileOf(woffPath);
    expect(sfntFileOf(woffPath)).toBe(path);
    expect(readFileSync(path).equals(woffToSfnt(readFileSync(woffPath)))).toBe(true);
  });
});
