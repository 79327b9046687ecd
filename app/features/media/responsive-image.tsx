import { ResponsiveImage as StaticImage } from '~/features/content/responsive-image';
import {
  MEDIA_CONTENT_TYPES,
  mediaIdOf,
  mediaUrl,
  type MediaFormat,
  type MediaPicture,
  type MediaPictures,
} from '../../../common/media/types';

const srcSetOf = (p: MediaPicture, format: MediaFormat) =>
  p.widths.map((w) => `${mediaUrl(p.id, w, format)} ${w}w`).join(', ');

/**
 * An image of the catalogue or the content, drawn so that nothing shifts while it loads (its
 * width and height are given) and it loads lazily unless it is above the fold (`priority`).
 *
 * `src` is either a static path (the demo's SVG art), drawn as before, or a `media:<uuid>`
 * reference to an uploaded image (ADR-0702), drawn as a `<picture>`: AVIF and WebP sources with
 * every stored width in `srcset`, and the JPEG (or PNG) fallback in the `<img>`; its alt text is
 * the image's own in the page's language, found in `pictures` (what the server resolved). A
 * reference the server could not resolve draws nothing rather than a broken image.
 */
export function ResponsiveImage(props: {
  src: string;
  pictures?: MediaPictures;
  /** A static image's text; an uploaded image brings its own. */
  alt: string;
  /** Beside a text that already says it all (a card's title): an empty alt, whatever the image. */
  decorative?: boolean;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const {
    src,
    pictures,
    decorative = false,
    sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    priority = false,
    className = '',
  } = props;
  if (!mediaIdOf(src))
    return (
      <StaticImage
        src={src}
        alt={decorative ? '' : props.alt}
        sizes={sizes}
        priority={priority}
        className={className}
      />
    );
  const picture = pictures?.[src];
  if (!picture) return null;
  const fallbackWidth = picture.widths.find((w) => w >= 640) ?? picture.widths.at(-1)!;
  return (
    <picture data-media-id={picture.id} className="block">
      {(['avif', 'webp'] as const).map((format) => (
        <source
          key={format}
          type={MEDIA_CONTENT_TYPES[format]}
          srcSet={srcSetOf(picture, format)}
          sizes={sizes}
        />
      ))}
      <img
        src={mediaUrl(picture.id, fallbackWidth, picture.fallback)}
        srcSet={srcSetOf(picture, picture.fallback)}
        sizes={sizes}
        width={picture.width}
        height={picture.height}
        alt={decorative ? '' : picture.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={`h-auto w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
      />
    </picture>
  );
}
