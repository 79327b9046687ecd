import { redirect } from 'react-router';
import { NO_STORE } from '~/features/auth/session.server';

/**
 * The redirect to the payment page after a native form post. The sandbox's page is on this site:
 * a path keeps the browser on the host it came by (CSP `form-action 'self'` blocks a redirect to
 * PUBLIC_URL's host when the visitor came by another name); a provider's own page (Stripe's
 * checkout) stays absolute and is allowed by name in the policy (server/http/security-headers.ts).
 */
export function redirectToPayment(url: string, publicUrl: string) {
  const target = new URL(url);
  const sameSite = target.origin === new URL(publicUrl).origin;
  return redirect(sameSite ? `${target.pathname}${target.search}${target.hash}` : url, { headers: NO_STORE });
}
