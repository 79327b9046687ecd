import type { CartBlocker, PromoRefusal } from '../../../common/cart/types';
import type { OrderActor } from '../../../common/orders/types';
import { DomainError } from '../../platform/domain-error';
import type { OrderTransition } from './state-machine';

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

/** The codes of the orders' own refusals (ADR-0023). */
export const OrderErrors = {
  notFound: 'orders.not_found',
  transitionRefused: 'orders.transition_refused',
  nothingToRefund: 'orders.nothing_to_refund',
} as const;

/** Another customer's order, an unknown id or a malformed one: all the same 404. */
export function orderNotFound() {
  return new DomainError(OrderErrors.notFound, { status: 404, messageKey: 'orders:api.notFound' });
}

/**
 * A move the machine refuses (not in the table, not by this actor, or a paid order cancelled by
 * its customer). The customer's only move is cancelling; the desk is told both statuses.
 */
export function orderTransitionRefused(transition: OrderTransition, actor: OrderActor) {
  const details = { transition, actor };
  if (actor === 'customer')
    return new DomainError(OrderErrors.transitionRefused, {
      status: 409,
      messageKey: 'orders:api.cannotCancel',
      details,
    });
  const words = transition.field === 'status' ? 'orders:statuses' : 'orders:payStatuses';
  return new DomainError(OrderErrors.transitionRefused, {
    status: 409,
    messageKey: 'admin-orders:api.refused',
    params: { from: { key: `${words}.${transition.from}` }, to: { key: `${words}.${transition.to}` } },
    details,
  });
}

/** A refund was asked for an order with no payment taken through a provider (paid by hand). */
export function nothingToRefund() {
  return new DomainError(OrderErrors.nothingToRefund, {
    status: 409,
    messageKey: 'admin-orders:api.nothingToRefund',
  });
}
