import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { NotificationBell } from '~/features/notifications/notification-bell';
import { useHeaderUser, useUserMirror } from './header-user';
import { LogoutButton, ProfileMenu } from './profile-menu';

/** Header, logged in: the bell and the profile menu; logged out: the 'Se connecter' link. */
export function AccountControls() {
  const { t } = useTranslation();
  const user = useHeaderUser();
  useUserMirror(user);
  if (!user) {
    return (
      <LocalizedLink
        to="/login"
        className="ms-2 hidden rounded-full bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800 sm:inline-block"
      >
        {t('header.login')}
      </LocalizedLink>
    );
  }
  return (
    <div className="ms-2 flex items-center gap-1">
      <NotificationBell key={user.id} initialUnread={user.unread_count} />
      <ProfileMenu user={user} />
    </div>
  );
}

/** The same choices in the mobile menu. */
export function MobileAccountLinks() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const user = useHeaderUser();
  const item = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-slate-100 dark:hover:bg-slate-800';
  if (!user) {
    return (
      <LocalizedLink
        to="/login"
        className="mt-auto rounded-full bg-teal-700 px-4 py-3 text-center font-semibold text-white hover:bg-teal-800"
      >
        {t('header.login')}
      </LocalizedLink>
    );
  }
  return (
    <div className="mt-auto border-t border-slate-200 pt-2 dark:border-slate-700">
      <p className="px-3 py-2 font-bold">
        {user.first_name} {user.last_name}
      </p>
      <LocalizedLink to="/account" className={item}>
        {ta('menu.account')}
      </LocalizedLink>
      <LocalizedLink to="/orders" className={item}>
        {ta('menu.orders')}
      </LocalizedLink>
      <LocalizedLink to="/notifications" className={item}>
        {ta('panel.title')}
      </LocalizedLink>
      <LogoutButton className={`${item} w-full text-start`} />
    </div>
  );
}
