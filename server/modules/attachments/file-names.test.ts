import { describe, expect, it } from 'vitest';
import { contentDisposition, extensionOf, sanitizeFileName, storedNameFor } from './file-names';
import type { AcceptedType } from '../../../common/attachments/types';

describe('sanitizeFileName', () => {
  it.each([
    // Only the base name, without controls, direction overrides or characters Windows refuses.
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\amina\\Devis final.pdf', 'Devis final.pdf'],
    ['invoice\u202egpj.exe', 'invoicegpj.exe'],
    ['a<b>c:"d"|e?*.txt', 'a_b_c__d__e__.txt'],
    ['line\nbreak\t.csv', 'linebreak.csv'],
    ['  ...hidden.  ', 'hidden'],
    ['', 'file'],
    ['/', 'file'],
    // Arabic and accented names are kept, in NFC.
    ['صورة المنتج.jpg', 'صورة المنتج.jpg'],
    ['e\u0301te\u0301.png', 'été.png'],
  ])('%j → %j', (sent, kept) => {
    expect(sanitizeFileName(sent)).toBe(kept);
  });

  it('shortens a long name to 120 characters, keeping its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.jpeg`);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('a.jpeg')).toBe(true);
  });
});

describe('extensionOf', () => {
  it('finds a real extension, lower-cased, and not a date', () => {
    const names = ['photo.JPG', 'Scan 2024.03.12', 'archive.tar.gz', 'README'];
    expect(names.map((name) => extensionOf(name))).toEqual(['.jpg', '', '.gz', '']);
  });
});

describe('storedNameFor', () => {
  it.each<[string, AcceptedType, AcceptedType, string, AcceptedType]>([
    // A name that agrees with the content is kept; one without extension gets the stored type's.
    ['photo.JPEG', 'image/jpeg', 'image/jpeg', 'photo.JPEG', 'image/jpeg'],
    ['devis', 'application/pdf', 'application/pdf', 'devis.pdf', 'application/pdf'],
    ['Scan 2024.03.12', 'image/png', 'image/png', 'Scan 2024.03.12.png', 'image/png'],
    // An image called by another image type is renamed, and so is a GIF stored as PNG.
    ['logo.jpg', 'image/png', 'image/png', 'logo.png', 'image/png'],
    ['anim.gif', 'image/gif', 'image/png', 'anim.png', 'image/png'],
    // A CSV is told from a note by the name, since both are text.
    ['stock.csv', 'text/plain', 'text/plain', 'stock.csv', 'text/csv'],
    ['notes.txt', 'text/plain', 'text/plain', 'notes.txt', 'text/plain'],
  ])('%s sent as %s, stored as %s: kept as %s (%s)', (sent, claimed, stored, name, type) => {
    expect(storedNameFor(sent, claimed, stored)).toEqual({ name, type });
  });

  it('refuses a name that claims another type than the content', () => {
    expect(storedNameFor('photo.png', 'application/pdf', 'application/pdf')).toBeNull();
    expect(storedNameFor('contrat.pdf', 'image/jpeg', 'image/jpeg')).toBeNull();
    expect(storedNameFor('photo.jpg', 'text/plain', 'text/plain')).toBeNull();
    expect(storedNameFor('setup.exe', 'image/png', 'image/png')).toBeNull();
    expect(storedNameFor('page.html', 'text/plain', 'text/plain')).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('always says attachment, with an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('devis.pdf')).toBe(
      `attachment; filename="devis.pdf"; filename*=UTF-8''devis.pdf`,
    );
    expect(contentDisposition('صورة "1".jpg')).toBe(
      `attachment; filename="____ _1_.jpg"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%A9%20%221%22.jpg`,
    );
    expect(contentDisposition("l'été (2).png")).toBe(
      `attachment; filename="l'_t_ (2).png"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%282%29.png`,
    );
  });
});
