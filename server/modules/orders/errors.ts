import type { CartBlocker, PromoRefusal } from '../../../common/cart/types';
import { DomainError } from '../../platform/domain-error';

/** The codes of the checkout's refusals (ADR-0023). */
export const CheckoutErrors = {
  cartNotPayable: 'orders.cart_not_payable',
  promoRefused: 'orders.promo_refused',
} as const;

/** The cart cannot be ordered as it is (empty, items no longer for sale, another currency). */
export function cartNotPayable(reasons: readonly CartBlocker[]) {
  return new DomainError(CheckoutErrors.cartNotPayable, {
    status: 422,
    messageKey: 'orders:api.cartNotPayable',
    fields: { cart: reasons.map((reason) => ({ key: `orders:api.cartReasons.${reason}` })) },
    details: { reasons },
  });
}

/**
 * The attached promo code could not be redeemed in the order's transaction (its last use went,
 * say). Its words need the shop's time zone (`promoRefusalMessage`), so callers add them.
 */
export function promoRedemptionRefused(reason: PromoRefusal) {
  return new DomainError(CheckoutErrors.promoRefused, {
    status: 422,
    messageKey: 'orders:api.invalidPromo',
    details: { reason },
  });
}
