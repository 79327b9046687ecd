import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocalizedLink } from '~/components/ui/localized-link';
import { XsrfField } from '~/components/ui/xsrf-field';
import { usePopover } from '~/features/notifications/use-popover';
import { useLocalizePath } from '~/i18n/use-locale';
import { appStore } from '~/state/store';
import type { HeaderUser } from './header-user';

const itemClass =
  'block w-full rounded-md px-3 py-2 text-start font-medium hover:bg-slate-100 dark:hover:bg-slate-800';

/** The customer's own pages, first in the profile menu and in the mobile menu. */
export const ACCOUNT_LINKS = [
  { to: '/account', label: 'menu.account' },
  { to: '/orders', label: 'menu.orders' },
] as const;

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
  const { open, container, button, id, toggle } = usePopover();
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
        {...toggle}
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
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to} className={itemClass}>
                {t(link.label)}
              </LocalizedLink>
            </li>
          ))}
          <li>
            <LogoutButton />
          </li>
        </ul>
      </div>
    </div>
  );
}
