import type { ReactNode } from 'react';
import { EmptyState } from '~/components/ui/empty-state';

/**
 * Cards in a grid, one list item each (`columns`: the grid's breakpoints); with `empty`, the
 * "none yet" frame instead of an empty list.
 */
export function CardGrid<T extends { slug: string }>({
  items,
  columns,
  empty,
  keyOf = (item) => item.slug,
  children: card,
}: {
  items: readonly T[];
  columns: string;
  empty?: ReactNode;
  keyOf?: (item: T) => string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (empty !== undefined && items.length === 0) return <EmptyState size="lg">{empty}</EmptyState>;
  return (
    <ul className={`grid gap-6 ${columns}`}>
      {items.map((item, i) => (
        <li key={keyOf(item)}>{card(item, i)}</li>
      ))}
    </ul>
  );
}
