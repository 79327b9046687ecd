import type { PromoRefusal } from '../../../common/cart/types';
import { discountOf } from '../pricing/discounts';
import { money } from '../pricing/money';
import type { PromoCode as PricedPromo } from '../pricing/order';
import type { PromoStatus } from './schema';

/** A promo code with its scope, as the rules read it. */
export interface PromoCodeRecord {
  id: number;
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
  minimumOrderMinor: number | null;
  status: PromoStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  used: number;
  appliesToAll: boolean;
  /** When `appliesToAll` is false: the services (with their packages) and packages it covers. */
  targets: { serviceId: number | null; packageId: number | null }[];
}

/** A cart or order line as a promo's scope sees it: its pricing key and what it is. */
export interface ScopedLine {
  key: string;
  serviceId: number;
  packageId: number | null;
}

/**
 * Whether the code may be used now by a customer who already used it `customerUses` times, before
 * looking at the cart: status, validity window (start inclusive, end exclusive, on the application
 * clock), the total limit and the customer's. Null when it may.
 */
export function usabilityRefusal(
  promo: PromoCodeRecord,
  now: Date,
  customerUses: number,
): PromoRefusal | null {
  if (promo.status === 'ended') return 'ended';
  if (promo.status !== 'active') return 'paused';
  if (promo.startsAt && now < promo.startsAt) return 'not_started';
  if (promo.endsAt && now >= promo.endsAt) return 'expired';
  if (promo.usageLimit != null && promo.used >= promo.usageLimit) return 'limit_reached';
  if (promo.perCustomerLimit != null && customerUses >= promo.perCustomerLimit)
    return 'customer_limit_reached';
  return null;
}

/**
 * The code as the pricing rules take it for these lines (ADR-0010): its discount, its minimum, and
 * the keys of the lines it covers. Null when it cannot be used with an order in `currency` at all
 * (an amount or a minimum in another currency).
 */
export function pricedPromoFor(
  promo: PromoCodeRecord,
  lines: readonly ScopedLine[],
  currency: string,
): PricedPromo | null {
  const needsCurrency = promo.discountType === 'amount' || promo.minimumOrderMinor != null;
  if (needsCurrency && promo.currency !== currency) return null;
  return {
    discount: discountOf(promo.discountType, promo.discountValue, currency),
    minimumOrder: promo.minimumOrderMinor != null ? money(promo.minimumOrderMinor, currency) : null,
    scope: promo.appliesToAll ? null : lines.filter((line) => covers(promo, line)).map((line) => line.key),
  };
}

function covers(promo: PromoCodeRecord, line: ScopedLine) {
  return promo.targets.some((target) =>
    target.packageId != null ? target.packageId === line.packageId : target.serviceId === line.serviceId,
  );
}
