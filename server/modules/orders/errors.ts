import type { CartBlocker, PromoRefusal } from '../../../common/cart/types';

/** The cart cannot be ordered as it is (empty, items no longer for sale, another currency). */
export class CartNotPayableError extends Error {
  constructor(readonly reasons: readonly CartBlocker[]) {
    super(`the cart cannot be ordered: ${reasons.join(', ')}`);
    this.name = 'CartNotPayableError';
  }
}

/** The attached promo code could not be redeemed in the order's transaction (its last use went, say). */
export class PromoRedemptionRefusedError extends Error {
  constructor(readonly reason: PromoRefusal) {
    super(`the promo code was refused: ${reason}`);
    this.name = 'PromoRedemptionRefusedError';
  }
}
