import type { ReactNode } from 'react';

/** A part of a page named by its own h2 (`aria-labelledby`): a section, or a nav for a list of links. */
export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  headingClassName = 'mb-6 text-2xl font-bold',
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  as?: 'section' | 'nav';
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
