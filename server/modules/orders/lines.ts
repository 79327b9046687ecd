import { LOCALES, type Locale } from '../../../common/i18n/languages';
import type { Db } from '../../db/types';
import type { CatalogService } from '../catalog/service';
import { saleItemKey } from '../catalog/for-sale';
import type { CartPricing } from '../cart/pricing';
import type { orderLines } from './schema';

/**
 * The order's lines, copied from the priced cart: terms and figures as charged, and the name in
 * every language as the catalogue says it now (read in the order's transaction), so the order
 * reads the same in any language after the catalogue changes; what each item included, likewise.
 */
export async function lineSnapshots(
  tx: Db,
  catalog: Pick<CatalogService, 'readForSale'>,
  order: { id: string; createdAt: Date },
  quote: CartPricing,
): Promise<(typeof orderLines.$inferInsert)[]> {
  const counted = quote.lines.filter((line) => line.priced);
  const refs = counted.map((line) => line.item.ref);
  const names = new Map<Locale, Map<string, string>>();
  const features = new Map<Locale, Map<string, string[]>>();
  for (const locale of LOCALES) {
    const items = await catalog.readForSale(locale, refs, tx);
    names.set(locale, new Map([...items].map(([key, item]) => [key, item.name])));
    features.set(locale, new Map([...items].map(([key, item]) => [key, item.features])));
  }
  return counted.map((line, position) => {
    const { item, priced } = line;
    const key = saleItemKey(item.ref);
    const name = (locale: Locale) => names.get(locale)?.get(key) ?? item.name;
    const included = (locale: Locale) => features.get(locale)?.get(key) ?? item.features;
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
