import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';

const LINKS = [
  { to: '/aboutus', key: 'content:nav.about' },
  { to: '/offers', key: 'content:nav.offers' },
  { to: '/other-services', key: 'content:nav.otherServices' },
  { to: '/portfolio', key: 'content:nav.portfolio' },
  { to: '/blog', key: 'content:nav.blog' },
  { to: '/faqs', key: 'content:nav.faqs' },
  { to: '/resources', key: 'content:nav.resources' },
  { to: '/privacy-policy', key: 'content:nav.privacy' },
] as const;

/** The footer's links to the rest of the public site. */
export function DiscoverLinks() {
  const { t } = useTranslation();
  return (
    <ul className="mt-2 flex flex-col gap-2 border-t border-slate-800 pt-2">
      {LINKS.map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to} className="hover:text-white hover:underline">
            {t(link.key)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
