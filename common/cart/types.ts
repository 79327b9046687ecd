import type { BillingPeriod, Discount, PaymentKind } from '../catalog/types';
import type { Money } from '../pricing/types';

export type CartItemType = 'service' | 'package';

/** Why an item was not added: unknown ids, not for sale, another currency, a full cart, already in it. */
export type AddRefusal = 'not_found' | 'unavailable' | 'other_currency' | 'full' | 'duplicate';

/**
 * Why a promo code does not reduce the cart (spec §5 'Invalid Promo Code'), as `errors.code`
 * explains it: a code that does not exist, paused, outside its validity window, used up (in all or
 * by this customer), below its minimum, or covering nothing in the cart.
 */
export const PROMO_REFUSALS = [
  'not_found',
  'paused',
  'ended',
  'not_started',
  'expired',
  'limit_reached',
  'customer_limit_reached',
  'minimum_not_reached',
  'not_applicable',
  'empty_cart',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

/** Why a cart cannot be paid now; the checkout refuses it until none is left. */
export type CartBlocker = 'empty' | 'unavailable_items' | 'other_currency';

/** One line of the cart as `GET /api/cart` and the cart page show it: priced on the server at this read. */
export interface CartItem {
  id: number;
  type: CartItemType;
  /** The ids of its page URL: /produits/{service_id}[/packages/{package_id}]. */
  service_id: string;
  package_id: string | null;
  /** The package's name, or the service's when bought on its own. */
  name: string;
  service_name: string;
  url: string;
  image: string | null;
  /** Its catalogue price before its own discount. */
  price: Money;
  /** Its own discount (a percent, or minor units of its currency), as the catalogue states it. */
  discount: Discount | null;
  discount_amount: Money;
  /** price − discount_amount: what the line adds to the total before a promo code. */
  final_price: Money;
  billing_period: BillingPeriod | null;
  payment_kind: PaymentKind;
  available: boolean;
  /** Set when the line stops the cart from being paid. */
  problem: null | 'unavailable' | 'other_currency';
  added_at: string;
}

export interface CartPromoCode {
  code: string;
  /** False when the code no longer reduces this cart (see `reason`); it stays attached until removed. */
  applied: boolean;
  discount: Discount;
  /** The discount's currency for an amount code, or the minimum's; null for a plain percent. */
  currency: string | null;
  /** What it takes off this cart now. */
  amount: Money;
  reason: PromoRefusal | null;
  /** `reason` in the reader's language. */
  message: string | null;
}

export interface Cart {
  items: CartItem[];
  count: number;
  currency: string;
  /** Every line at its price before any discount. */
  subtotal: Money;
  /** The lines' own discounts. */
  items_discount: Money;
  /** What the promo code takes off. */
  promo_discount: Money;
  /** items_discount + promo_discount. */
  discount: Money;
  /** The site's tax rate in basis points (2000 = 20 %); 0 when no tax applies. */
  tax_rate_bp: number;
  /** The tax on subtotal − discount. */
  tax: Money;
  /** subtotal − discount + tax. */
  total: Money;
  promo_code: CartPromoCode | null;
  /** The checkout takes the cart only when true; `reasons` says what stops it. */
  payable: boolean;
  reasons: CartBlocker[];
}
