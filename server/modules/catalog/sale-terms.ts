import type { BillingPeriod, DiscountType, PaymentKind, SaleTerms } from '../../../common/catalog/types';
import { applyDiscount, discountOf, type Discount } from '../pricing/discounts';
import { money } from '../pricing/money';

/** The sale columns a service or package row holds (see `saleTerms` in schema.ts). */
export interface SaleTermsRow {
  priceMinor: number;
  currency: string;
  discountType: DiscountType | null;
  discountValue: number | null;
  billingPeriod: BillingPeriod | null;
  paymentKind: PaymentKind;
  available: boolean;
}

/** The row's own discount for the pricing rules, or null (ADR-0010). */
export function ownDiscountOf(row: SaleTermsRow): Discount | null {
  return row.discountType && row.discountValue != null
    ? discountOf(row.discountType, row.discountValue, row.currency)
    : null;
}

/** What the catalogue serves: the row's terms with its price after its own discount. */
export function saleTermsOf(row: SaleTermsRow): SaleTerms {
  const discount =
    row.discountType && row.discountValue != null
      ? { type: row.discountType, value: row.discountValue }
      : null;
  return {
    priceMinor: row.priceMinor,
    currency: row.currency,
    discount,
    finalPriceMinor: applyDiscount(money(row.priceMinor, row.currency), ownDiscountOf(row)).minor,
    billingPeriod: row.billingPeriod,
    paymentKind: row.paymentKind,
    available: row.available,
  };
}
