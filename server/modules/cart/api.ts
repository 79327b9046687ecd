import { Router, type Response } from 'express';
import { AddToCartSchema, PromoCodeSchema } from '../../../common/cart/schemas';
import { sendInvalidInput, sendTooManyRequests } from '../../http/api-errors';
import { localeOf } from '../../http/api-locale';
import { translator } from '../../platform/i18n';
import type { Services } from '../../services';
import { requireApiUser } from '../accounts/api';
import type { SessionUser } from '../accounts/sessions';
import type { AddRefusal } from '../../../common/cart/types';
import { addAnswerMessage } from './view';

/** A cart line id as the URL carries it; anything else names no line (404, like another's). */
const LINE_ID = /^[1-9]\d{0,9}$/;

const ADD_STATUS: Record<AddRefusal, number> = {
  not_found: 422,
  unavailable: 422,
  other_currency: 422,
  full: 422,
  duplicate: 409,
};

/**
 * The cart's API (issue 12, ADR-0300), for the session cookie or a Bearer token: a visitor gets 401
 * with the spec's 'Please Log in first !'.
 */
export function cartApi(services: Services): Router {
  const router = Router();
  const { cart } = services;
  const userOf = (res: Response) => res.locals.user as SessionUser;

  // A visitor gets the spec's 'Please Log in first !'.
  const requireCustomer = requireApiUser(services, 'cart:loginFirst');

  router.get('/cart', requireCustomer, async (req, res) => {
    res.json({ data: await cart.read(userOf(res).id, localeOf(req)) });
  });

  router.post('/cart/items', requireCustomer, async (req, res) => {
    const locale = localeOf(req);

    const parsed = AddToCartSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'cart');
    const { type } = parsed.data;
    const result = await cart.add(userOf(res).id, parsed.data);
    if (!result.ok) {
      const message = addAnswerMessage(result.reason, type, locale);
      const field = type === 'package' ? 'package_id' : 'service_id';
      const body = result.reason === 'duplicate' ? { message } : { message, errors: { [field]: [message] } };
      return res.status(ADD_STATUS[result.reason]).json(body);
    }
    const view = await cart.read(userOf(res).id, locale);
    res.status(201).json({
      message: addAnswerMessage('added', result.type, locale),
      data: { item: view.items.find((item) => item.id === result.id) ?? null, count: view.count },
    });
  });

  router.delete('/cart/items/:id', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const id = String(req.params.id);
    const removed =
      LINE_ID.test(id) && Number(id) <= 2_147_483_647 && (await cart.remove(userOf(res).id, Number(id)));
    if (!removed) return res.status(404).json({ message: t('cart:errors.notInCart') });
    res.json({ message: t('cart:removed'), data: await cart.read(userOf(res).id, locale) });
  });

  router.post('/cart/promo_code', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    const t = translator(locale);
    const user = userOf(res);
    const parsed = PromoCodeSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendInvalidInput(res, parsed.error, locale, 'cart', 'cart:promo.invalid');
    // Codes must not be guessed: a few refused codes per customer and window. The attempt is
    // counted first (concurrent guesses cannot all slip under the limit) and given back if it applies.
    const guesses = services.limits.promoGuesses;
    const limit = await guesses.hit(user.id);
    if (!limit.allowed) return sendTooManyRequests(res, limit, locale, 'cart:errors.tooManyAttempts');
    const result = await cart.applyPromoCode(user.id, parsed.data.code, locale);
    if (!result.ok)
      return res.status(422).json({
        message: t('cart:promo.invalid'),
        errors: { code: [result.message] },
        reason: result.reason,
      });
    await guesses.release(user.id);
    res.json({ message: t('cart:promo.valid'), data: result.cart });
  });

  router.delete('/cart/promo_code', requireCustomer, async (req, res) => {
    const locale = localeOf(req);
    await cart.removePromoCode(userOf(res).id);
    res.json({
      message: translator(locale)('cart:promo.removed'),
      data: await cart.read(userOf(res).id, locale),
    });
  });

  return router;
}
