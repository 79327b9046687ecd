import { redirectToPayment } from './provider-redirect.server';
import { data, redirect, type AppLoadContext } from 'react-router';
import { resolveRequestLocale } from '../../../common/i18n/request-locale';
import { IDEMPOTENCY_KEY } from '../../../common/orders/schemas';
import { translator } from '../../../server/platform/i18n';
import { localizedFor, NO_STORE, requireUser } from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import { redirectWithToast } from '~/toast.server';

/**
 * "Retry payment" on /checkout/{orderId}/pay: another attempt through the orders service's pay
 * again, with the key the page was rendered with (the same form posted twice is one attempt), then
 * the provider's new page. An order that no longer awaits payment goes to its thank-you page.
 */
export async function retryPayment({
  request,
  context,
  params,
}: {
  request: Request;
  context: AppLoadContext;
  params: { lang?: string; orderId: string };
}) {
  const user = await requireUser(request, context);
  const locale = resolveRequestLocale(request, params.lang);
  const form = await readFormData(request);
  const key = String(form.get('key') ?? '');
  const here = localizedFor(request, `/checkout/${params.orderId}/pay`);
  if (!IDEMPOTENCY_KEY.test(key))
    return redirectWithToast(
      here,
      { type: 'error', message: translator(locale)('checkout:errors.formExpired') },
      context.services.config.sessionSecret,
    );
  const result = await context.services.orders.payAgain(user.id, params.orderId, key, locale);
  if (!result) throw data(null, { status: 404, statusText: 'Not Found', headers: NO_STORE });
  const url = result.payment?.redirectUrl;
  if (url) return redirectToPayment(url, context.services.config.PUBLIC_URL);
  return redirect(localizedFor(request, `/checkout/${result.order.id}/thank-you`), { headers: NO_STORE });
}
