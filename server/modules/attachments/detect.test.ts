import { describe, expect, it } from 'vitest';
import * as files from '../../test/sample-files';
import { detectType } from './detect';

describe('detectType, by content only', () => {
  it('recognises each accepted type', async () => {
    expect(detectType(await files.jpegWithGps())).toBe('image/jpeg');
    expect(detectType(await files.png())).toBe('image/png');
    expect(detectType(await files.webp())).toBe('image/webp');
    expect(detectType(await files.gif())).toBe('image/gif');
    expect(detectType(files.pdf())).toBe('application/pdf');
    expect(detectType(files.text())).toBe('text/plain');
    expect(detectType(files.csv())).toBe('text/plain');
  });

  it('refuses executables, markup, archives and binary data', () => {
    expect(detectType(files.exe())).toBeNull();
    expect(detectType(Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'))).toBeNull();
    expect(detectType(Buffer.from('PK\x03\x04\x14\x00', 'latin1'))).toBeNull();
    expect(detectType(files.html())).toBeNull();
    expect(detectType(files.svg())).toBeNull();
    expect(detectType(Buffer.from('  <?xml version="1.0"?><note/>'))).toBeNull();
    expect(detectType(Buffer.from('Order notes\nsee <script>alert(1)</script>'))).toBeNull();
    expect(detectType(Buffer.from('\ufeff<html><p>hi</p></html>'))).toBeNull();
  });

  it('refuses text that is not clean UTF-8: NULs, UTF-16, Latin-1 bytes, control characters', () => {
    expect(detectType(Buffer.from('abc\u0000def'))).toBeNull();
    expect(detectType(Buffer.from('\ufeffhello', 'utf16le'))).toBeNull();
    expect(detectType(Buffer.from([0x63, 0x61, 0x66, 0xe9]))).toBeNull();
    expect(detectType(Buffer.from('bell \u0007'))).toBeNull();
    expect(detectType(Buffer.alloc(0))).toBeNull();
    // A heart is not a tag.
    expect(detectType(Buffer.from('<3 merci pour la livraison\r\n\tà bientôt'))).toBe('text/plain');
  });

  it('refuses a PDF cut short (no %%EOF) and a file that only mentions a signature later', () => {
    const whole = files.pdf();
    expect(detectType(whole.subarray(0, whole.length - 8))).toBeNull();
    expect(detectType(Buffer.concat([Buffer.from('<html>'), whole]))).toBeNull();
  });
});
