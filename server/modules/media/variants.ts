import sharp from 'sharp';
import {
  MEDIA_WIDTHS,
  type MediaFallback,
  type MediaFormat,
  type MediaVariant,
} from '../../../common/media/types';

// Every upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Raster formats libvips decodes here that an editor would upload; SVG and PDF are not images to us. */
const ACCEPTED_SOURCES = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

export interface EncodedVariant extends MediaVariant {
  bytes: number;
  data: Buffer;
}

export interface ProcessedImage {
  sourceFormat: string;
  /** The upload, upright. */
  originalWidth: number;
  originalHeight: number;
  /** The largest variant's size. */
  width: number;
  height: number;
  fallback: MediaFallback;
  /** The upload re-encoded at full size without metadata (kept privately, to make new variants later). */
  original: { format: MediaFallback; data: Buffer };
  variants: EncodedVariant[];
}

export type ProcessOutcome =
  | { ok: true; image: ProcessedImage }
  | { ok: false; reason: 'not_an_image' | 'too_many_pixels' | 'unreadable' };

/** The widths to write for an upright image `width` wide: the standard ones below it, and its own up to the largest. */
export function variantWidths(width: number): number[] {
  const largest = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!;
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

const ORIENTATION_SWAPS = new Set([5, 6, 7, 8]);

/**
 * Decodes an upload and writes every variant (ADR-0702). Only what libvips decodes as one of the
 * accepted raster formats is an image, whatever its name or declared type. Its declared pixel
 * count is checked before decoding (a small file that unpacks to gigapixels is refused without
 * being expanded). The image is turned upright by its EXIF orientation and every output is
 * written without metadata: EXIF (GPS position, camera), XMP, IPTC and comments are gone.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessOutcome> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    return { ok: false, reason: 'not_an_image' };
  }
  if (!meta.format || !ACCEPTED_SOURCES.has(meta.format) || !meta.width || !meta.height)
    return { ok: false, reason: 'not_an_image' };
  if (meta.width * meta.height > maxPixels) return { ok: false, reason: 'too_many_pixels' };
  const swapped = ORIENTATION_SWAPS.has(meta.orientation ?? 1);
  const originalWidth = swapped ? meta.height : meta.width;
  const originalHeight = swapped ? meta.width : meta.height;
  const fallback: MediaFallback = meta.hasAlpha ? 'png' : 'jpeg';
  // One frame (an animated GIF or WebP gives its first), upright, in sRGB.
  const decode = () =>
    sharp(input, { failOn: 'error', limitInputPixels: maxPixels, animated: false })
      .autoOrient()
      .toColourspace('srgb');

  try {
    const original = await encode(decode(), fallback, true);
    const widths = variantWidths(originalWidth);
    const largest = widths.at(-1)!;
    // Decoded and shrunk once to the largest variant; the smaller ones are made from those pixels.
    const { data: pixels, info } = await decode()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants: EncodedVariant[] = [];
    for (const width of widths) {
      const height = Math.max(1, Math.round((info.height * width) / info.width));
      for (const format of ['avif', 'webp', fallback] as const) {
        const resized = sharp(pixels, raw).resize({ width, height, fit: 'fill' });
        const data = await encode(resized, format, false);
        variants.push({ width, height, format, bytes: data.length, data });
      }
    }
    return {
      ok: true,
      image: {
        sourceFormat: meta.format,
        originalWidth,
        originalHeight,
        width: info.width,
        height: info.height,
        fallback,
        original: { format: fallback, data: original },
        variants,
      },
    };
  } catch {
    // A valid header over damaged data: libvips fails while decoding.
    return { ok: false, reason: 'unreadable' };
  }
}

function encode(image: sharp.Sharp, format: MediaFormat, master: boolean): Promise<Buffer> {
  switch (format) {
    case 'avif':
      // effort 2: a 1600-wide image in well under a second here; higher efforts save little.
      return image.avif({ quality: 55, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80, alphaQuality: 90 }).toBuffer();
    case 'jpeg':
      // Not mozjpeg: on a 12-megapixel original it took seconds where libjpeg takes 0.4 s.
      return image.jpeg({ quality: master ? 90 : 82, progressive: !master }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: master ? 6 : 9 }).toBuffer();
  }
}
