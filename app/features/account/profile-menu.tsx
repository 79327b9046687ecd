import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { useDismiss } from '~/features/notifications/use-dismiss';
import { useLocalizePath } from '~/i18n/use-locale';
import { appStore } from '~/state/store';
import type { HeaderUser } from './header-user';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-start font-medium hover:bg-slate-100 dark:hover:bg-slate-800';

/** The logout form: ends the session on the server, clears the stored user, goes home. */
export function LogoutButton({ className = itemClass }: { className?: string }) {
  const { t } = useTranslation('account');
  const localize = useLocalizePath();
  return (
    <Form method="post" action={localize('/logout')} onSubmit={() => appStore.setUser({})}>
      <XsrfField />
      <button type="submit" className={className} data-testid="logout">
        {t('menu.logout')}
      </button>
    </Form>
  );
}

/** The profile button and its menu (spec §2): the user's name, account, orders, logout. */
export function ProfileMenu({ user }: { user: HeaderUser }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, button);
  if (open && openedAt !== pathname) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  const shown = initials || '?';
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        data-testid="profile-button"
        // The name starts with the initials the button shows (WCAG 2.5.3).
        aria-label={t('menu.profile', { initials: shown })}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((o) => !o);
        }}
        className="grid size-10 place-items-center rounded-full bg-teal-700 font-bold text-white hover:bg-teal-800"
      >
        <span>{shown}</span>
      </button>
      <div
        id={id}
        hidden={!open}
        data-testid="profile-menu"
        className="absolute end-0 top-12 z-50 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-xl dark:border-slate-700 dark:bg-slate-900"
      >
        <p className="truncate border-b border-slate-200 px-3 pt-1 pb-2 font-bold dark:border-slate-700">
          {user.first_name} {user.last_name}
        </p>
        <ul className="mt-1 flex flex-col">
          <li>
            <LocalizedLink to="/account" className={itemClass}>
              {t('menu.account')}
            </LocalizedLink>
          </li>
          <li>
            <LocalizedLink to="/orders" className={itemClass}>
              {t('menu.orders')}
            </LocalizedLink>
          </li>
          <li>
            <LogoutButton />
          </li>
        </ul>
      </div>
    </div>
  );
}
