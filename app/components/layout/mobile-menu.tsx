import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { MobileAccountLinks } from '~/features/account/account-controls';
import { appStore, useAppState } from '~/state/store';
import { MainNav } from './main-nav';
import { StrokeIcon } from './icon';

/** The side menu for small screens: its open state is `isSideOpen` in the store (spec §3). */
export function MobileMenu() {
  const { t } = useTranslation();
  const open = useAppState((s) => s.isSideOpen, false);
  const location = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  // Closes on every route change (spec §2); not when it mounts, as it does on opening when it is
  // loaded on demand (MobileMenuWhenOpen).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    appStore.toggleSide(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') appStore.toggleSide(false);
      if (event.key === 'Tab' && panelRef.current) {
        const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <div
        className="absolute inset-0 bg-slate-950/50"
        aria-hidden="true"
        onClick={() => appStore.toggleSide(false)}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={t('header.mobileMenu')}
        data-testid="mobile-menu"
        className="absolute inset-y-0 start-0 flex w-72 max-w-[85vw] flex-col gap-2 bg-white p-4 shadow-xl dark:bg-slate-900"
      >
        <button
          ref={closeRef}
          type="button"
          onClick={() => appStore.toggleSide(false)}
          aria-label={t('header.closeMenu')}
          className="ms-auto grid size-10 place-items-center rounded-full hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <StrokeIcon className="size-6">
            <path d="M6 6l12 12M18 6 6 18" />
          </StrokeIcon>
        </button>
        <MainNav
          listClassName="flex flex-col gap-1"
          linkClassName="block rounded-md px-3 py-3 text-lg font-medium hover:bg-slate-100 aria-[current=page]:text-teal-700 dark:hover:bg-slate-800"
        />
        <MobileAccountLinks />
      </div>
    </div>
  );
}
