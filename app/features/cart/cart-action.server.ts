import { data, type AppLoadContext } from 'react-router';
import { safeRedirect } from '../../../common/accounts/schemas';
import { AddToCartSchema, PromoCodeSchema } from '../../../common/cart/schemas';
import type { Locale } from '../../../common/i18n/languages';
import { addAnswerMessage } from '../../../server/modules/cart/view';
import { translator } from '../../../server/platform/i18n';
import { getUser, localizedFor } from '~/features/auth/session.server';
import { readFormData } from '~/lib/form.server';
import { retryAfter } from '~/lib/rate-limit.server';
import { redirectWithToast } from '~/toast.server';
import type { AddToCartAnswer } from './add-to-cart-form';

/** What the cart page shows after a refused promo code (the page is rendered again, no redirect). */
export interface PromoCodeFailure {
  promo: { code: string; message: string; reason: string };
}

type Toast = AddToCartAnswer['toast'];

/**
 * The cart page's one action, switched by intent (add, remove, apply-code, remove-code). Every form
 * works without JavaScript: each answer is a redirect with a toast (post, redirect, get), except a
 * refused promo code, shown on the page. The add-to-cart form, sent in the background when
 * JavaScript runs (`enhanced`), gets its toast as data and stays where it is.
 */
export async function handleCartAction(request: Request, context: AppLoadContext, locale: Locale) {
  const { services } = context;
  const { sessionSecret } = services.config;
  const t = translator(locale);
  const form = await readFormData(request);
  const intent = String(form.get('intent') ?? '');
  const cartPage = localizedFor(request, '/cart');
  const user = await getUser(request, context);

  if (intent === 'add') {
    const back = safeRedirect(form.get('redirectTo'), cartPage);
    const enhanced = form.get('enhanced') === '1';
    const answer = (toast: Toast, status = 200) =>
      enhanced ? data<AddToCartAnswer>({ toast }, { status }) : redirectWithToast(back, toast, sessionSecret);
    if (!user) {
      const login = `${localizedFor(request, '/login')}?redirectTo=${encodeURIComponent(back)}`;
      return redirectWithToast(login, { type: 'error', message: t('cart:loginFirst') }, sessionSecret);
    }
    const parsed = AddToCartSchema.safeParse({
      type: form.get('type'),
      service_id: form.get('service_id'),
      package_id: form.get('package_id') || undefined,
    });
    if (!parsed.success) return answer({ type: 'error', message: t('cart:errors.invalidData') }, 422);
    const { type } = parsed.data;
    const result = await services.cart.add(user.id, parsed.data);
    if (result.ok)
      return answer({ type: 'success', message: addAnswerMessage('added', result.type, locale) });
    const status = result.reason === 'duplicate' ? 409 : 422;
    return answer({ type: 'error', message: addAnswerMessage(result.reason, type, locale) }, status);
  }

  if (!user) {
    const login = `${localizedFor(request, '/login')}?redirectTo=${encodeURIComponent(cartPage)}`;
    return redirectWithToast(login, { type: 'error', message: t('cart:loginFirst') }, sessionSecret);
  }
  const back = (toast: Toast) => redirectWithToast(cartPage, toast, sessionSecret);

  switch (intent) {
    case 'remove': {
      const id = String(form.get('item') ?? '');
      const removed =
        /^[1-9]\d{0,9}$/.test(id) &&
        Number(id) <= 2_147_483_647 &&
        (await services.cart.remove(user.id, Number(id)));
      return back(
        removed
          ? { type: 'success', message: t('cart:removed') }
          : { type: 'error', message: t('cart:errors.notInCart') },
      );
    }
    case 'apply-code': {
      const typed = String(form.get('code') ?? '').slice(0, 100);
      const fail = (message: string, reason: string) =>
        data<PromoCodeFailure>({ promo: { code: typed, message, reason } }, { status: 422 });
      const parsed = PromoCodeSchema.safeParse({ code: typed });
      if (!parsed.success) {
        const required = parsed.error.issues.some((issue) => issue.message === 'required');
        return fail(
          t(required ? 'cart:errors.required' : 'cart:promo.reasons.not_found'),
          required ? 'required' : 'not_found',
        );
      }
      // Only refused codes count (ADR-0018): one that applies gives its attempt back.
      const limit = await services.limits.promoGuesses.hit(user.id);
      if (!limit.allowed)
        return data<PromoCodeFailure>(
          { promo: { code: typed, message: t('cart:errors.tooManyAttempts'), reason: 'too_many_attempts' } },
          { status: 429, headers: retryAfter(limit) },
        );
      const result = await services.cart.applyPromoCode(user.id, parsed.data.code, locale);
      if (!result.ok) return fail(result.message, result.reason);
      await services.limits.promoGuesses.release(user.id);
      return back({ type: 'success', message: t('cart:promo.valid') });
    }
    case 'remove-code':
      await services.cart.removePromoCode(user.id);
      return back({ type: 'success', message: t('cart:promo.removed') });
    default:
      return back({ type: 'error', message: t('common:errors.somethingWentWrong') });
  }
}
