import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { checksumOf, sfntFileOf, tableEntryOf, woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const woffPath =
  require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff');

function tableOf(font: Buffer, tag: string): Buffer {
  const at = tableEntryOf(font, tag);
  return font.subarray(font.readUInt32BE(at + 8), font.readUInt32BE(at + 8) + font.readUInt32BE(at + 12));
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
      expect(checksumOf(font.subarray(offset, offset + length)), tag).toBe(font.readUInt32BE(at + 4));
    }
  });

  it('renames the font under a PostScript name of its own, every other name and every checksum kept right', () => {
    const woff = readFileSync(woffPath);
    const [before, after] = [woffToSfnt(woff), woffToSfnt(woff, 'Plex-ArabicBold')];
    const names = (font: Buffer) => {
      const table = tableOf(font, 'name');
      const storage = table.readUInt16BE(4);
      return Array.from({ length: table.readUInt16BE(2) }, (_, i) => {
        const at = 6 + i * 12;
        const [platform, nameId] = [table.readUInt16BE(at), table.readUInt16BE(at + 6)];
        const bytes = Buffer.from(
          table.subarray(
            storage + table.readUInt16BE(at + 10),
            storage + table.readUInt16BE(at + 10) + table.readUInt16BE(at + 8),
          ),
        );
        return {
          platform,
          nameId,
          text: platform === 1 ? bytes.toString('latin1') : bytes.swap16().toString('utf16le'),
        };
      });
    };
    const postscript = names(after).filter((n) => n.nameId === 6);
    expect(postscript.length).toBeGreaterThan(0);
    expect(postscript.every((n) => n.text === 'Plex-ArabicBold')).toBe(true);
    expect(names(after).filter((n) => n.nameId !== 6)).toEqual(names(before).filter((n) => n.nameId !== 6));
    expect(names(before).find((n) => n.nameId === 6)?.text).toBe('IBMPlexSansArabic-Regular');
    // The renamed table's checksum, and the whole font's adjustment in `head`.
    const nameEntry = tableEntryOf(after, 'name');
    expect(checksumOf(tableOf(after, 'name'))).toBe(after.readUInt32BE(nameEntry + 4));
    expect(checksumOf(after)).toBe(0xb1b0afba);
    expect(() => woffToSfnt(woff, 'Plex Arabic')).toThrow(/not a PostScript name/);
    expect(() => woffToSfnt(woff, 'Plex(Arabic)')).toThrow(/not a PostScript name/);
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
