import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '~/root-data';
import { LinkList, type ListedLink } from './link-list';
import { Logo } from './logo';
import { SocialIcon, type SocialNetwork } from './social-icon';
import { TitledSection } from './titled-section';

/** Slots for the newsletter box and further useful links, which their own features fill. */
export function Footer({ newsletter, moreLinks }: { newsletter?: ReactNode; moreLinks?: ReactNode }) {
  const { t } = useTranslation();
  const root = useRootData();
  const settings = root?.settings;
  const company = settings?.companyName ?? 'Emballo';
  const socials = Object.entries(settings?.social ?? {}).filter(([, url]) => !!url) as [
    SocialNetwork,
    string,
  ][];
  const linkClass = 'hover:text-white hover:underline';
  const headingClass = 'mb-3 text-lg font-bold text-white';
  const usefulLinks: ListedLink[] = [
    { to: '/stockage', label: t('footer.ourStorage') },
    { to: '/contactus', label: t('footer.contact') },
    ...(settings?.certificationUrl
      ? [{ href: settings.certificationUrl, label: t('footer.certification') }]
      : []),
    { to: '/mentions-légales', label: t('footer.legal') },
  ];
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 text-xl font-extrabold text-white">
            <Logo className="size-8" />
            {company}
          </p>
          {settings?.tagline && <p>{settings.tagline}</p>}
        </div>
        <TitledSection
          as="nav"
          id="footer-useful-links"
          title={t('footer.usefulLinks')}
          headingClassName={headingClass}
        >
          <LinkList className="flex flex-col gap-2" links={usefulLinks} linkClassName={linkClass} />
          {moreLinks}
        </TitledSection>
        <TitledSection id="footer-contact" title={t('footer.contactDetails')} headingClassName={headingClass}>
          <dl className="flex flex-col gap-2">
            {settings?.address && <FooterDetail label={t('footer.address')}>{settings.address}</FooterDetail>}
            {settings?.phones.map((phone) => (
              <FooterDetail key={phone} label={t('footer.phone')}>
                <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr" className={linkClass}>
                  {phone}
                </a>
              </FooterDetail>
            ))}
            {settings?.emails.map((email) => (
              <FooterDetail key={email} label={t('footer.email')}>
                <a href={`mailto:${email}`} className={linkClass}>
                  {email}
                </a>
              </FooterDetail>
            ))}
            {settings?.openingHours && (
              <FooterDetail label={t('footer.hours')}>{settings.openingHours}</FooterDetail>
            )}
          </dl>
          {socials.length > 0 && (
            <>
              <h3 className="mt-4 mb-2 font-semibold text-white">{t('footer.followUs')}</h3>
              <ul className="flex gap-2">
                {socials.map(([network, url]) => (
                  <li key={network}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`footer.social.${network}`)} ${t('footer.newTab')}`}
                      className="grid size-10 place-items-center rounded-full bg-slate-800 hover:bg-teal-700 hover:text-white"
                    >
                      <SocialIcon network={network} />
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </TitledSection>
        <div>{newsletter}</div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm">
        {t('footer.rights', { year: root?.year, company })}
      </p>
    </footer>
  );
}

function FooterDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
