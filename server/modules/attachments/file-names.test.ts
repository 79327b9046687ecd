import { describe, expect, it } from 'vitest';
import { contentDisposition, extensionOf, sanitizeFileName, storedNameFor } from './file-names';

describe('sanitizeFileName', () => {
  it('keeps only the base name, without controls, direction overrides or characters Windows refuses', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\amina\\Devis final.pdf')).toBe('Devis final.pdf');
    expect(sanitizeFileName('invoice\u202egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitizeFileName('a<b>c:"d"|e?*.txt')).toBe('a_b_c__d__e__.txt');
    expect(sanitizeFileName('line\nbreak\t.csv')).toBe('linebreak.csv');
    expect(sanitizeFileName('  ...hidden.  ')).toBe('hidden');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('/')).toBe('file');
  });

  it('keeps Arabic and accented names, in NFC', () => {
    expect(sanitizeFileName('صورة المنتج.jpg')).toBe('صورة المنتج.jpg');
    expect(sanitizeFileName('e\u0301te\u0301.png')).toBe('été.png');
  });

  it('shortens a long name to 120 characters, keeping its extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.jpeg`);
    expect([...name]).toHaveLength(120);
    expect(name.endsWith('a.jpeg')).toBe(true);
  });
});

describe('extensionOf', () => {
  it('finds a real extension, lower-cased, and not a date', () => {
    expect(extensionOf('photo.JPG')).toBe('.jpg');
    expect(extensionOf('Scan 2024.03.12')).toBe('');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('README')).toBe('');
  });
});

describe('storedNameFor', () => {
  it('keeps a name that agrees with the content, and gives one without extension the stored type’s', () => {
    expect(storedNameFor('photo.JPEG', 'image/jpeg', 'image/jpeg')).toEqual({
      name: 'photo.JPEG',
      type: 'image/jpeg',
    });
    expect(storedNameFor('devis', 'application/pdf', 'application/pdf')).toEqual({
      name: 'devis.pdf',
      type: 'application/pdf',
    });
    expect(storedNameFor('Scan 2024.03.12', 'image/png', 'image/png')).toEqual({
      name: 'Scan 2024.03.12.png',
      type: 'image/png',
    });
  });

  it('renames an image called by another image type, and a GIF stored as PNG', () => {
    expect(storedNameFor('logo.jpg', 'image/png', 'image/png')).toEqual({
      name: 'logo.png',
      type: 'image/png',
    });
    expect(storedNameFor('anim.gif', 'image/gif', 'image/png')).toEqual({
      name: 'anim.png',
      type: 'image/png',
    });
  });

  it('tells a CSV from a note by the name, since both are text', () => {
    expect(storedNameFor('stock.csv', 'text/plain', 'text/plain')).toEqual({
      name: 'stock.csv',
      type: 'text/csv',
    });
    expect(storedNameFor('notes.txt', 'text/plain', 'text/plain')).toEqual({
      name: 'notes.txt',
      type: 'text/plain',
    });
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
