import { useTranslation } from 'react-i18next';
import { LinkList } from '~/components/layout/link-list';

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
    <LinkList
      className="mt-2 flex flex-col gap-2 border-t border-slate-800 pt-2"
      links={LINKS.map((link) => ({ to: link.to, label: t(link.key) }))}
      linkClassName="hover:text-white hover:underline"
    />
  );
}
