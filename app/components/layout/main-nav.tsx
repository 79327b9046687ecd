import { useTranslation } from 'react-i18next';
import { LocalizedNavLink } from '~/components/ui/localized-link';
import { HEADER_LINKS } from './nav-links';

/** The main navigation landmark (spec §2): the header's bar and the mobile menu, each with its look. */
export function MainNav({
  className,
  listClassName,
  linkClassName,
}: {
  className?: string;
  listClassName: string;
  linkClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.main')} className={className}>
      <ul className={listClassName}>
        {HEADER_LINKS.map((link) => (
          <li key={link.to}>
            <LocalizedNavLink to={link.to} end={link.end} className={linkClassName}>
              {t(link.key)}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
