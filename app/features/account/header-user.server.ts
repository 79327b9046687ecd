import { parse } from 'cookie';
import { SESSION_COOKIE } from '../../../common/http/cookies';
import type { Services } from '../../../server/services';
import type { HeaderUser } from '../../../common/accounts/types';

/**
 * The root loader's `user`: who is logged in, with the unread count the bell starts from and the
 * cart count. A visitor costs no query (no session cookie, no lookup).
 */
export async function headerUserOf(request: Request, services: Services): Promise<HeaderUser | null> {
  const secret = parse(request.headers.get('Cookie') ?? '')[SESSION_COOKIE];
  if (!secret) return null;
  const user = await services.accounts.sessions.resolve(secret, 'browser');
  if (!user) return null;
  const [unread, cartCount] = await Promise.all([
    services.notifications.unreadCount(user.id),
    services.cart.count(user.id),
  ]);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    unread_count: unread,
    cart_count: cartCount,
  };
}
