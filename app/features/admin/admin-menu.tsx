import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The admin's navigation and account block behind a disclosure button on narrow screens (closed by
 * default, closed again after a navigation or with Escape); always open from `md` up, where the
 * button is hidden.
 */
export function AdminMenu({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  // Open on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    button.current?.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape bubbles from the panel's links
    <div className="flex flex-col gap-4 md:w-56 md:shrink-0" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
        className="flex items-center gap-2 self-start rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold hover:bg-slate-100 md:hidden dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
        data-testid="admin-menu-toggle"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
        {t('shell.menu')}
      </button>
      <div
        id={panelId}
        className={`flex-col gap-4 md:flex ${open ? 'flex' : 'hidden'}`}
        data-testid="admin-menu"
      >
        {children}
      </div>
    </div>
  );
}
