import sharp from 'sharp';

/**
 * Real files of each accepted type, and disguised ones, for the attachments tests. Images are
 * made by libvips, so they are what a camera or an editor would write.
 */

/** The image as a phone writes it: EXIF orientation 6 ("turn me 90°"), camera and GPS position tags. */
export function asPhonePhoto(image: sharp.Sharp): Promise<Buffer> {
  return image
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1 Pro', Copyright: 'Customer' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '33/1 35/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '7/1 36/1 5678/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 4×2 JPEG that says "turn me 90°" (EXIF orientation 6), with camera and GPS position tags. */
export async function jpegWithGps(): Promise<Buffer> {
  return asPhonePhoto(sharp({ create: { width: 4, height: 2, channels: 3, background: '#c03020' } }).jpeg());
}

export function png(width = 3, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#2080c0' } })
    .png()
    .toBuffer();
}

export function webp(): Promise<Buffer> {
  return sharp({ create: { width: 5, height: 5, channels: 3, background: '#20c080' } })
    .webp()
    .toBuffer();
}

export function gif(): Promise<Buffer> {
  return sharp({ create: { width: 6, height: 4, channels: 3, background: '#8020c0' } })
    .gif()
    .toBuffer();
}

/** A minimal, complete PDF (header to %%EOF). */
export function pdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

export const text = () => Buffer.from('Dimensions : 40 × 30 × 20 cm\nCouleur : kraft\nقياس الصندوق\n');
export const csv = () => Buffer.from('\ufeffréférence;quantité\nBOX-40;250\nBOX-60;120\n');

export const html = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/user")</script></body></html>');
/** A Windows executable's first bytes (the MZ header and its DOS stub text). */
export const exe = () =>
  Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
    Buffer.alloc(56),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
export const svg = () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
