/**
 * Every picture declares its intrinsic size (so nothing shifts while it loads), a srcset with
 * `sizes`, and loads lazily unless it is above the fold (`priority`). The demo art is SVG drawn
 * at 800×600; a raster upload would list its widths in `srcSet` the same way.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
  priority = false,
  width = 800,
  height = 600,
  className = '',
}: {
  src: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  width?: number;
  height?: number;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={`${src} ${width}w`}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={`h-auto w-full bg-slate-100 object-cover dark:bg-slate-800 ${className}`}
    />
  );
}
