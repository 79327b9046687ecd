import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '~/components/ui/localized-link';
import { CartLink } from '~/features/cart/cart-link';
import { NotificationBell } from '~/features/notifications/notification-bell';
import { loadNamespaces } from '~/i18n/client-i18n';
import { SIGNED_IN_NAMESPACES } from '~/i18n/route-namespaces';
import type { HeaderUser } from './header-user';
import { ACCOUNT_LINKS, LogoutButton, ProfileMenu } from './profile-menu';

// Loaded only when someone is logged in (account-controls.tsx): visitors never download it.
await loadNamespaces(SIGNED_IN_NAMESPACES);

/** Header, logged in: the cart, the bell and the profile menu. */
export function SignedInControls({ user }: { user: HeaderUser }) {
  return (
    // Tighter on phones, where the header holds three more controls than a visitor's.
    <div className="flex items-center sm:ms-2 sm:gap-1">
      <CartLink count={user.cart_count} />
      <NotificationBell key={user.id} initialUnread={user.unread_count} />
      <ProfileMenu user={user} />
    </div>
  );
}

/** The mobile menu's account links, logged in. */
export function SignedInMobileLinks({ user }: { user: HeaderUser }) {
  const { t } = useTranslation('account');
  const item = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-slate-100 dark:hover:bg-slate-800';
  return (
    <div className="mt-auto border-t border-slate-200 pt-2 dark:border-slate-700">
      <p className="px-3 py-2 font-bold">
        {user.first_name} {user.last_name}
      </p>
      {ACCOUNT_LINKS.map((link) => (
        <LocalizedLink key={link.to} to={link.to} className={item}>
          {t(link.label)}
        </LocalizedLink>
      ))}
      <LocalizedLink to="/cart" className={item}>
        {t('cart.menuLink')}
        {user.cart_count > 0 && (
          <span className="ms-2 text-base text-slate-600 dark:text-slate-300">({user.cart_count})</span>
        )}
      </LocalizedLink>
      <LocalizedLink to="/notifications" className={item}>
        {t('panel.title')}
      </LocalizedLink>
      <LogoutButton className={`${item} w-full text-start`} />
    </div>
  );
}
