import { forwardRef } from 'react';
import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalizePath } from '~/i18n/use-locale';

/** A Link that keeps the page's language prefix (/ar/…) when the current URL has one. */
export const LocalizedLink = forwardRef<HTMLAnchorElement, LinkProps & { to: string }>(function LocalizedLink(
  { to, ...props },
  ref,
) {
  const localize = useLocalizePath();
  return <Link ref={ref} to={localize(to)} {...props} />;
});

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const localize = useLocalizePath();
  return <NavLink to={localize(to)} {...props} />;
}
