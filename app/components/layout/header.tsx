import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { HeaderSearch } from '~/features/search/search-box';
import { AccountControls } from '~/features/account/account-controls';
import { useRootData } from '~/root-data';
import { appStore } from '~/state/store';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenuWhenOpen } from './mobile-menu-when-open';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';
import { StrokeIcon } from './icon';

export const SCROLLED_AFTER_PX = 100;

/**
 * True once the page is scrolled more than 100 px (spec §2): the header changes its look, never its
 * height — a height change moved the page back across the threshold (scroll anchoring), and the
 * header flickered without end for a visitor resting between about 101 and 116 px.
 */
function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Header() {
  const { t } = useTranslation();
  const root = useRootData();
  const scrolled = useScrolledPast(SCROLLED_AFTER_PX);
  const company = root?.settings?.companyName ?? 'Emballo';
  return (
    <header
      data-testid="site-header"
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`sticky top-0 z-30 border-b py-3 transition-[background-color,box-shadow] duration-200 ${
        scrolled
          ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur dark:border-slate-800 dark:bg-slate-950/95'
          : 'border-transparent bg-white dark:bg-slate-950'
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-2 focus:z-50 focus:rounded focus:bg-teal-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t('header.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <LocalizedLink
          to="/"
          className="flex items-center gap-2 text-xl font-extrabold"
          aria-label={t('brand.homeLink', { company })}
        >
          <Logo />
          {/* On phones the mark alone leaves room for the controls; the link keeps its name,
              which starts with the company name shown from sm up (WCAG 2.5.3). */}
          <span className="hidden sm:inline">{company}</span>
        </LocalizedLink>
        <MainNav
          className="ms-6 hidden lg:block"
          listClassName="flex items-center gap-1"
          linkClassName="rounded-md px-3 py-2 font-medium hover:bg-slate-100 aria-[current=page]:text-teal-700 dark:hover:bg-slate-800 dark:aria-[current=page]:text-teal-400"
        />
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <HeaderSearch />
          <LanguageSwitcher />
          <ThemeToggle />
          <AccountControls />
          <button
            type="button"
            data-testid="menu-button"
            onClick={() => appStore.toggleSide(true)}
            aria-label={t('header.openMenu')}
            aria-haspopup="dialog"
            className="grid size-10 place-items-center rounded-full hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
          >
            <StrokeIcon className="size-6">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </StrokeIcon>
          </button>
        </div>
      </div>
      <MobileMenuWhenOpen />
    </header>
  );
}
