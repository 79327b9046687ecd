import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';

/** A link of a list: a page of the shop (`current` when it is the page shown), or another site's, in a new tab. */
export type ListedLink =
  { to: string; label: ReactNode; current?: boolean } | { href: string; label: ReactNode };

/** Links as a list, each in its item, all drawn alike (`linkClassName`). */
export function LinkList({
  links,
  linkClassName,
  ...list
}: { links: readonly ListedLink[]; linkClassName: string } & HTMLAttributes<HTMLUListElement>) {
  const { t } = useTranslation();
  return (
    <ul {...list}>
      {links.map((link) =>
        'href' in link ? (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClassName}>
              {link.label} <span className="sr-only">{t('footer.newTab')}</span>
            </a>
          </li>
        ) : (
          <li key={link.to}>
            <LocalizedLink
              to={link.to}
              aria-current={link.current ? 'page' : undefined}
              className={linkClassName}
            >
              {link.label}
            </LocalizedLink>
          </li>
        ),
      )}
    </ul>
  );
}
