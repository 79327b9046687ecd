import type { Locale } from '../../../common/i18n/languages';
import type { CartPricing } from '../cart/pricing';
import type { orderLines } from './schema';

/**
 * The order's lines, copied from the priced cart: terms and figures as charged, and the name in
 * every language as the catalogue said it when the cart was priced (in the order's transaction),
 * so the order reads the same in any language after the catalogue changes; what each item
 * included, likewise.
 */
export function lineSnapshots(
  order: { id: string; createdAt: Date },
  quote: CartPricing,
): (typeof orderLines.$inferInsert)[] {
  const counted = quote.lines.filter((line) => line.priced);
  return counted.map((line, position) => {
    const { item, priced } = line;
    const name = (locale: Locale) => item.texts[locale].name;
    const included = (locale: Locale) => item.texts[locale].features;
    return {
      orderId: order.id,
      placedAt: order.createdAt,
      position,
      type: item.type,
      serviceId: item.ref.serviceId,
      serviceSlug: item.serviceSlug,
      packageId: item.ref.packageId,
      packageSlug: item.packageSlug,
      nameFr: name('fr'),
      nameEn: name('en'),
      nameAr: name('ar'),
      currency: priced!.total.currency,
      priceMinor: priced!.unitPrice.minor,
      discountType: item.ownDiscount?.type ?? null,
      discountValue:
        item.ownDiscount == null
          ? null
          : item.ownDiscount.type === 'percent'
            ? item.ownDiscount.percent
            : item.ownDiscount.amount.minor,
      discountMinor: priced!.discount.minor,
      finalPriceMinor: priced!.total.minor,
      billingPeriod: item.billingPeriod,
      paymentKind: item.paymentKind,
      features: { fr: included('fr'), en: included('en'), ar: included('ar') },
    };
  });
}
