import type { ComponentProps, ReactNode } from 'react';
import { ResponsiveImage } from '~/features/media/responsive-image';
import { LocalizedLink } from '~/components/ui/localized-link';

/** A card of a public list: its picture on top, then its lines in a column filling the card's height. */
export function CardFrame({
  testId,
  className,
  picture,
  children,
}: {
  testId: string;
  /** The card's box (border, background, shadow); `group relative` where its title link covers it. */
  className: string;
  /** Its decorative picture, if it has one (the title says what the card is). */
  picture?: Omit<ComponentProps<typeof ResponsiveImage>, 'alt' | 'decorative'> | false | '';
  children: ReactNode;
}) {
  return (
    <article data-testid={testId} className={className}>
      {picture && <ResponsiveImage {...picture} alt="" decorative />}
      <div className="flex flex-1 flex-col gap-2 p-5">{children}</div>
    </article>
  );
}

/** A card's title, whose link covers the whole card (a CardFrame drawn `group relative`). */
export function CardTitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <h3 className="text-lg font-bold">
      <LocalizedLink
        to={to}
        className="after:absolute after:inset-0 group-hover:text-teal-700 dark:group-hover:text-teal-400"
      >
        {children}
      </LocalizedLink>
    </h3>
  );
}
