import { money, proportionOf } from '../pricing/money';
import type { SubscriptionRow } from './transitions';

/**
 * What one period costs: the price less the line's own discount, plus tax at the order's rate,
 * rounded as the invoice rounds it (ADR-0010): the renewal charges exactly its invoice's total.
 */
export function periodAmount(
  s: Pick<SubscriptionRow, 'priceMinor' | 'discountMinor' | 'taxRateBp' | 'currency'>,
): number {
  const taxable = money(s.priceMinor - s.discountMinor, s.currency);
  return taxable.minor + proportionOf(taxable, s.taxRateBp, 10_000).minor;
}
