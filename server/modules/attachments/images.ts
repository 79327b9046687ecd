import sharp from 'sharp';
import type { AcceptedType } from '../../../common/attachments/types';

// Every upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export type ReencodeResult =
  { ok: true; bytes: Buffer; type: AcceptedType } | { ok: false; reason: 'unreadable' | 'too_many_pixels' };

/**
 * Decodes the image and writes it anew (ADR-0302): turned upright by its EXIF orientation, then
 * written without any metadata (EXIF with GPS position and camera, XMP, IPTC, comments), so
 * nothing but pixels leaves the customer's device. A GIF becomes a PNG of its first frame; an
 * animated WebP keeps its first frame. Declared dimensions are checked before decoding, so a
 * small file that unpacks to gigapixels is refused without being expanded.
 */
export async function reencodeImage(
  input: Buffer,
  type: ImageType,
  maxPixels: number,
): Promise<ReencodeResult> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input).metadata());
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > maxPixels) return { ok: false, reason: 'too_many_pixels' };
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: maxPixels }).autoOrient();
    switch (type) {
      case 'image/jpeg':
        return { ok: true, bytes: await image.jpeg({ quality: 90 }).toBuffer(), type };
      case 'image/webp':
        return { ok: true, bytes: await image.webp({ quality: 90 }).toBuffer(), type };
      case 'image/png':
      case 'image/gif':
        return { ok: true, bytes: await image.png().toBuffer(), type: 'image/png' };
    }
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
