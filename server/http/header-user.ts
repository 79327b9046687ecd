import type { HeaderUser } from '../../common/accounts/types';
import type { CartService } from '../modules/cart/service';
import type { NotificationsService } from '../modules/notifications/service';
import type { SessionStore } from '../modules/accounts/sessions';

/**
 * Who a browser session belongs to, with what the header shows them: the bell's unread count and
 * the cart count, read in one statement after the session's own lookup. Null for no session or
 * an ended one.
 */
export async function headerUserFor(
  services: {
    accounts: { sessions: Pick<SessionStore, 'resolve'> };
    notifications: Pick<NotificationsService, 'unreadCountWith'>;
    cart: Pick<CartService, 'countSql'>;
  },
  secret: string | undefined,
): Promise<HeaderUser | null> {
  if (!secret) return null;
  const user = await services.accounts.sessions.resolve(secret, 'browser');
  if (!user) return null;
  const counts = await services.notifications.unreadCountWith(user.id, {
    cart: services.cart.countSql(user.id),
  });
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unread_count: counts.unread,
    cart_count: counts.cart,
  };
}
