import { MAX_CART_ITEMS } from '../../../common/cart/schemas';
import type { AddRefusal, Cart, CartItem, CartItemType, PromoRefusal } from '../../../common/cart/types';
import { formatDate } from '../../../common/format/dates';
import { formatMoney } from '../../../common/format/money';
import type { Locale } from '../../../common/i18n/languages';
import { translator } from '../../platform/i18n';
import { money, zero, type Money } from '../pricing/money';
import type { PromoCodeRecord } from '../promotions/rules';
import type { CartPricing } from './pricing';

/** What `add` answers, in the reader's language (the spec's texts for the added and duplicate cases). */
export function addAnswerMessage(outcome: AddRefusal | 'added', type: CartItemType, locale: Locale): string {
  const t = translator(locale);
  switch (outcome) {
    case 'added':
      return t(`cart:added.${type}`);
    case 'duplicate':
      return t(`cart:duplicate.${type}`);
    case 'not_found':
      return t(type === 'package' ? 'cart:errors.unknownPackage' : 'cart:errors.unknownService');
    case 'unavailable':
      return t(`cart:errors.unavailable.${type}`);
    case 'other_currency':
      return t('cart:errors.otherCurrency');
    case 'full':
      return t('cart:errors.full', { count: MAX_CART_ITEMS });
  }
}

/** The page URL of a service or package (the ids `POST /api/cart/items` takes). */
export function pageUrl(serviceSlug: string, packageSlug: string | null) {
  return packageSlug ? `/produits/${serviceSlug}/packages/${packageSlug}` : `/produits/${serviceSlug}`;
}

/**
 * Why a code does not reduce the cart, in the reader's language, with the dates (written by the
 * server, ADR-0008) and amounts that help: when it starts or ended, what is missing to the minimum.
 */
export function promoRefusalMessage(
  reason: PromoRefusal,
  context: { promo?: PromoCodeRecord | null; missing?: Money | null },
  locale: Locale,
  timeZone: string,
): string {
  const t = translator(locale);
  const { promo, missing } = context;
  switch (reason) {
    case 'not_started':
      return t('cart:promo.reasons.not_started', {
        date: promo?.startsAt ? formatDate(promo.startsAt, locale, timeZone) : '',
      });
    case 'expired':
      // The window ends before `endsAt`: name its last day, not the first one after it.
      return t('cart:promo.reasons.expired', {
        date: promo?.endsAt ? formatDate(new Date(promo.endsAt.getTime() - 1), locale, timeZone) : '',
      });
    case 'minimum_not_reached':
      return t('cart:promo.reasons.minimum_not_reached', {
        minimum:
          promo?.minimumOrderMinor != null && promo.currency
            ? formatMoney(promo.minimumOrderMinor, promo.currency, locale)
            : '',
        missing: missing ? formatMoney(missing.minor, missing.currency, locale) : '',
      });
    default:
      return t(`cart:promo.reasons.${reason}`);
  }
}

/** The cart as the API answers it and the cart page receives it. */
export function cartView(pricing: CartPricing, locale: Locale, timeZone: string): Cart {
  const { currency, totals, promo } = pricing;
  const items: CartItem[] = pricing.lines.map(({ id, addedAt, item, problem, priced }) => {
    const price = money(item.priceMinor, item.currency);
    const discountAmount = priced
      ? priced.discount
      : money(item.priceMinor - item.finalPriceMinor, item.currency);
    return {
      id,
      type: item.type,
      service_id: item.serviceSlug,
      package_id: item.packageSlug,
      name: item.name,
      service_name: item.serviceName,
      url: pageUrl(item.serviceSlug, item.packageSlug),
      image: item.image,
      price,
      discount: item.discount,
      discount_amount: discountAmount,
      final_price: priced ? priced.total : money(item.finalPriceMinor, item.currency),
      billing_period: item.billingPeriod,
      payment_kind: item.paymentKind,
      available: item.available,
      problem,
      added_at: addedAt.toISOString(),
    };
  });
  const promoDiscount = promo?.amount ?? zero(currency);
  return {
    items,
    count: items.length,
    currency,
    subtotal: totals.subtotal,
    items_discount: totals.lineDiscounts,
    promo_discount: promoDiscount,
    discount: totals.discountTotal,
    tax_rate_bp: totals.taxRateBp,
    tax: totals.tax,
    total: totals.total,
    promo_code: promo
      ? {
          code: promo.record.code,
          applied: promo.reason === null,
          discount: { type: promo.record.discountType, value: promo.record.discountValue },
          currency: promo.record.currency,
          amount: promoDiscount,
          reason: promo.reason,
          message: promo.reason
            ? promoRefusalMessage(
                promo.reason,
                { promo: promo.record, missing: promo.missing },
                locale,
                timeZone,
              )
            : null,
        }
      : null,
    payable: pricing.payable,
    reasons: pricing.reasons,
  };
}
