import type { Locale } from '../i18n/languages';

/**
 * Images uploaded once and served resized (ADR-0702). A catalogue or content field refers to one
 * as `media:<uuid>`; a path (`/demo/…svg`) still means a static file.
 */
export const MEDIA_REF_PREFIX = 'media:';

/** Widths a variant may have (never wider than the upload: a smaller image gets its own width). */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;

/** Formats every width is written in: AVIF and WebP for browsers that take them, and a fallback. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
/** JPEG, or PNG when the image has transparency. */
export type MediaFallback = 'jpeg' | 'png';

export const MEDIA_EXTENSIONS: Record<MediaFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The largest upload, in bytes (10 MiB). */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may declare (40 megapixels: any camera's default mode). */
export const MEDIA_MAX_PIXELS = 40_000_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isMediaId(value: string): boolean {
  return UUID.test(value);
}

/** The uuid of a `media:<uuid>` reference, or null for anything else (a static path). */
export function mediaIdOf(ref: string | null | undefined): string | null {
  if (!ref?.startsWith(MEDIA_REF_PREFIX)) return null;
  const id = ref.slice(MEDIA_REF_PREFIX.length);
  return isMediaId(id) ? id : null;
}

export const mediaRef = (id: string) => `${MEDIA_REF_PREFIX}${id}`;

/** The public URL of one variant: `/media/<uuid>/<width>.<avif|webp|jpg|png>`. */
export function mediaUrl(id: string, width: number, format: MediaFormat): string {
  return `/media/${id}/${width}.${MEDIA_EXTENSIONS[format]}`;
}

/**
 * What a page needs to draw an uploaded image: its size (of the largest variant, so the layout
 * is reserved before it loads), the widths stored, its fallback format and its alt text in the
 * page's language. Variant URLs follow from these (`mediaUrl`).
 */
export interface MediaPicture {
  id: string;
  width: number;
  height: number;
  /** Ascending. */
  widths: number[];
  fallback: MediaFallback;
  alt: string;
}

/** `media:` references resolved for one language, keyed by the reference as written. */
export type MediaPictures = Record<string, MediaPicture>;

/** The URL of a picture's widest fallback variant (JSON-LD, a single `src`). */
export const largestUrl = (p: MediaPicture) => mediaUrl(p.id, p.widths.at(-1)!, p.fallback);

/** The URL of a picture's narrowest fallback variant (a thumbnail). */
export const smallestUrl = (p: MediaPicture) => mediaUrl(p.id, p.widths[0]!, p.fallback);

/**
 * A static path as it is, a resolved `media:` reference as the URL `pick` chooses, and an
 * unresolved one (an unknown id) as null: never a `media:` string where a URL is expected.
 */
export function imageUrlOf(
  ref: string | null | undefined,
  pictures: MediaPictures | undefined,
  pick: (p: MediaPicture) => string = largestUrl,
): string | null {
  if (!ref) return null;
  if (!ref.startsWith(MEDIA_REF_PREFIX)) return ref;
  const picture = pictures?.[ref];
  return picture ? pick(picture) : null;
}

export interface MediaVariant {
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
}

/** One image of the library, as the admin API answers it. */
export interface MediaItem {
  id: string;
  /** `media:<id>`, what an image field stores. */
  ref: string;
  width: number;
  height: number;
  fallback: MediaFallback;
  widths: number[];
  variants: MediaVariant[];
  alt: Record<Locale, string>;
  created_by: string | null;
  created_at: string;
  created_at_label: string;
  /** The largest fallback variant and a small one, for previews. */
  url: string;
  thumbnail_url: string;
}

/** Something that shows an image: deleting the image is refused while it does. */
export interface MediaUse {
  type: 'service' | 'project' | 'gallery_item' | 'category' | 'post';
  id: number;
  slug: string;
}
