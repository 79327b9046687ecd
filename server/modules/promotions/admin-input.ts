import { LOCAL_DATE_TIME, type PromoCodeEditInput } from '../../../common/admin/promo-codes';
import { decimalAmount, minorUnitExponent } from '../../../common/pricing/currencies';
import { wallClockParts } from '../../../common/format/dates';
import { localToInstant } from '../../platform/clock';

/** The largest amount a promo code column holds (PostgreSQL integer). */
const MAX_MINOR = 2_000_000_000;

/** "49,90" MAD → 4990; null when it has more decimals than the currency's minor unit. */
export function toMinor(text: string, currency: string): number | null {
  const exponent = minorUnitExponent(currency);
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  if (fraction.length > exponent) return null;
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
}

/** A `datetime-local` value read as a wall-clock time in the shop's zone: the instant it names. */
export function localToDate(value: string, timeZone: string): Date {
  const [, y, m, d, h, min] = LOCAL_DATE_TIME.exec(value)!.map(Number);
  return new Date(localToInstant(Date.UTC(y!, m! - 1, d!), h! * 60 + min!, timeZone));
}

/** An instant as a `datetime-local` input shows it in the shop's zone. */
export function dateToLocal(value: Date, timeZone: string): string {
  const p = wallClockParts(value, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

export const minorToInput = (minor: number, currency: string) => decimalAmount(minor, currency);

/** A code's rules as stored, before its scope is resolved. */
export interface PromoRules {
  code: string;
  discountType: 'percent' | 'amount';
  discountValue: number;
  currency: string | null;
  minimumOrderMinor: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  appliesToAll: boolean;
}

/** Field errors as keys of the `admin-promo-codes` namespace's `errors`. */
export type FieldErrors = Record<string, string>;

/**
 * The rules a save asks for: the current ones (none for a new code) with the fields sent laid
 * over them, each turned into what is stored (minor units, instants), and the checks that need
 * more than one field: a percent 1–100, an amount above zero, a start before the end.
 */
export function mergeRules(
  current: PromoRules | null,
  input: Omit<PromoCodeEditInput, 'version'>,
  context: { currency: string; timeZone: string },
): { rules: PromoRules; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const discountType = input.discount_type ?? current?.discountType ?? 'percent';
  const minimumSent = input.minimum_order !== undefined;
  const currency = current?.currency ?? context.currency;

  let minimumOrderMinor = current?.minimumOrderMinor ?? null;
  if (minimumSent) {
    minimumOrderMinor = input.minimum_order == null ? null : toMinor(input.minimum_order, currency);
    if (input.minimum_order != null && (minimumOrderMinor == null || minimumOrderMinor > MAX_MINOR))
      errors.minimum_order = 'minimumOrder';
  }

  let discountValue = current?.discountValue ?? 0;
  // A new type reads the value again: 10 as a percent is not 10 as an amount.
  if (input.discount_value !== undefined || input.discount_type !== undefined) {
    const text = input.discount_value ?? (current ? valueAsInput(current) : '');
    if (discountType === 'percent') {
      discountValue = /^\d+$/.test(text) ? Number(text) : NaN;
      if (!(discountValue >= 1 && discountValue <= 100)) errors.discount_value = 'percentRange';
    } else {
      const minor = toMinor(text, currency);
      if (minor == null) errors.discount_value = 'amountPrecision';
      else if (minor <= 0) errors.discount_value = 'amountPositive';
      else if (minor > MAX_MINOR) errors.discount_value = 'amountTooLarge';
      discountValue = minor ?? 0;
    }
  }

  const when = (value: string | null | undefined, fallback: Date | null) =>
    value === undefined ? fallback : value === null ? null : localToDate(value, context.timeZone);
  const startsAt = when(input.starts_at, current?.startsAt ?? null);
  const endsAt = when(input.ends_at, current?.endsAt ?? null);
  if (startsAt && endsAt && startsAt >= endsAt) errors.ends_at = 'windowOrder';

  const rules: PromoRules = {
    code: input.code ?? current?.code ?? '',
    discountType,
    discountValue,
    currency: discountType === 'amount' || minimumOrderMinor != null ? currency : null,
    minimumOrderMinor,
    startsAt,
    endsAt,
    usageLimit: input.usage_limit !== undefined ? input.usage_limit : (current?.usageLimit ?? null),
    perCustomerLimit:
      input.per_customer_limit !== undefined ? input.per_customer_limit : (current?.perCustomerLimit ?? null),
    appliesToAll:
      input.applies_to !== undefined ? input.applies_to === 'all' : (current?.appliesToAll ?? true),
  };
  return { rules, errors };
}

/** The discount as its input shows it: "10" (percent) or "50.00" (amount, major unit). */
export function valueAsInput(rules: Pick<PromoRules, 'discountType' | 'discountValue' | 'currency'>) {
  return rules.discountType === 'percent' || !rules.currency
    ? String(rules.discountValue)
    : minorToInput(rules.discountValue, rules.currency);
}
