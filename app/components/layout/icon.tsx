import type { ReactNode } from 'react';

/**
 * A line icon of the header and its menus (24-unit grid, drawn with the text colour), hidden from
 * assistive technology: the button or link around it carries the name.
 */
export function StrokeIcon({
  className = 'size-5',
  round = false,
  children,
}: {
  className?: string;
  /** Rounded line ends and corners. */
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
