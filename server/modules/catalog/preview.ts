import type { DiscountType, Service } from '../../../common/catalog/types';
import type { Locale } from '../../../common/i18n/languages';
import { minorFromDecimal } from '../../../common/pricing/currencies';
import { saleTermsOf } from './sale-terms';

type Patch = Record<string, unknown> & { translations?: Partial<Record<Locale, Record<string, unknown>>> };

const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0);

/**
 * A service page's data with an editor's draft laid over it (ADR-0700), for one preview request:
 * the page language's texts that the draft fills, and the price and discount the draft sets,
 * priced by the same rules as the catalogue. Nothing is stored.
 */
export function serviceWithDraft(service: Service, patch: Patch, locale: Locale): Service {
  const texts = patch.translations?.[locale] ?? {};
  const out: Service = { ...service, textLang: { ...service.textLang } };
  for (const field of ['name', 'summary', 'description', 'features'] as const) {
    if (!filled(texts[field])) continue;
    (out as unknown as Record<string, unknown>)[field] = texts[field];
    delete out.textLang![field];
  }
  const typed = patch.discount_type;
  const discountType: DiscountType | null =
    typed === undefined
      ? (service.discount?.type ?? null)
      : typed === 'amount' || typed === 'percent'
        ? typed
        : null;
  const rawDiscount = patch.discount_value === undefined ? null : String(patch.discount_value);
  const discountValue =
    rawDiscount === null
      ? (service.discount?.value ?? null)
      : discountType === 'amount'
        ? minorFromDecimal(rawDiscount, service.currency)
        : /^\d+$/.test(rawDiscount)
          ? Number(rawDiscount)
          : null;
  const priceMinor =
    typeof patch.price === 'string'
      ? (minorFromDecimal(patch.price, service.currency) ?? service.priceMinor)
      : service.priceMinor;
  const terms = saleTermsOf({
    priceMinor,
    currency: service.currency,
    discountType,
    discountValue: discountType ? discountValue : null,
    billingPeriod: service.billingPeriod,
    paymentKind: service.paymentKind,
    available: service.available,
  });
  return { ...out, ...terms };
}
