import type { MediaItem } from '../../../common/media/types';

/**
 * An image of the library in the admin: its smallest fallback variant at its own proportions
 * (so rows do not jump while thumbnails load), described by its alt text in the admin's language.
 */
export function MediaThumbnail({
  item,
  alt,
  className = '',
}: {
  item: MediaItem;
  alt: string;
  className?: string;
}) {
  const width = item.widths[0]!;
  return (
    <img
      src={item.thumbnail_url}
      width={width}
      height={Math.max(1, Math.round((item.height * width) / item.width))}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={`aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-contain dark:bg-slate-800 ${className}`}
    />
  );
}
