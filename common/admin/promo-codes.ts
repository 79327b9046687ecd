import { z } from '../zod';
import type { Page } from './types';

// The promo codes screens' inputs and answers (ADR-0703), shared by the admin screens and the
// server. Messages are keys of the `admin-promo-codes` namespace's `errors`.

export const PROMO_CODE_FORMAT = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** A wall-clock time in the shop's zone, as a `datetime-local` input gives it. */
export const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
/** An amount as an admin types it, in the currency's major unit: "50", "49.90", "49,90". */
export const DECIMAL_AMOUNT = /^\d{1,9}(?:[.,]\d{1,4})?$/;

export const PROMO_DISPLAY_STATUSES = ['active', 'scheduled', 'paused', 'exhausted', 'ended'] as const;
export type PromoDisplayStatus = (typeof PROMO_DISPLAY_STATUSES)[number];

const page = z.coerce.number().int('page').min(1, 'page').max(100_000, 'page').default(1);
const perPage = z.coerce.number().int('perPage').min(1, 'perPage').max(100, 'perPage').default(25);
/** An empty form value counts as none. */
const blankAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);

export const PromoCodeQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(40, 'tooLong')
    .optional()
    .transform((v) => v || undefined),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PROMO_DISPLAY_STATUSES, 'status').optional(),
  ),
  page,
  per_page: perPage,
});
export type PromoCodeQuery = z.infer<typeof PromoCodeQuerySchema>;

export const PromoUsesQuerySchema = z.object({ page, per_page: perPage });

const localDateTime = z.preprocess(
  blankAsNull,
  z
    .string('dateInvalid')
    .regex(LOCAL_DATE_TIME, 'dateInvalid')
    .refine((v) => {
      const [, y, m, d, h, min] = LOCAL_DATE_TIME.exec(v)!.map(Number);
      const date = new Date(Date.UTC(y!, m! - 1, d!, h!, min!));
      return date.getUTCMonth() === m! - 1 && date.getUTCDate() === d! && h! < 24 && min! < 60;
    }, 'dateInvalid')
    .nullable(),
);
const amount = (message: string) =>
  z.preprocess(blankAsNull, z.string(message).trim().regex(DECIMAL_AMOUNT, message).nullable());
const limit = (message: string) =>
  z.preprocess(
    blankAsNull,
    z.coerce.number(message).int(message).min(1, message).max(1_000_000, message).nullable(),
  );
const slug = z.string('targetUnknown').trim().min(1, 'targetUnknown').max(200, 'targetUnknown');

/**
 * Every rule of a code (ADR-0300): a percent (1–100) or an amount (the shop's currency, typed in
 * its major unit, turned into minor units by the server), an optional minimum, a window in the
 * shop's zone, limits in all and per customer, everything or chosen services and packages.
 */
export const PromoCodeFieldsSchema = z.object({
  code: z
    .string('codeFormat')
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(PROMO_CODE_FORMAT, 'codeFormat')),
  discount_type: z.enum(['percent', 'amount'], 'discountType'),
  /** The percent (1–100) or the amount in the major unit ("50.00"). */
  discount_value: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.string('discountValue').trim().regex(DECIMAL_AMOUNT, 'discountValue'),
  ),
  minimum_order: amount('minimumOrder'),
  starts_at: localDateTime,
  ends_at: localDateTime,
  usage_limit: limit('usageLimit'),
  per_customer_limit: limit('perCustomerLimit'),
  applies_to: z.enum(['all', 'selected'], 'appliesTo'),
  targets: z
    .array(z.object({ service_id: slug, package_id: z.preprocess(blankAsNull, slug.nullable()) }).strict())
    .max(200, 'tooManyTargets')
    .default([]),
});

export const NewPromoCodeSchema = PromoCodeFieldsSchema.strict();
export type NewPromoCodeInput = z.infer<typeof NewPromoCodeSchema>;

/** A save: the fields sent (partial) and the version read; an older version is refused (409). */
export const PromoCodeEditSchema = PromoCodeFieldsSchema.partial()
  .extend({ version: z.coerce.number('version').int('version').min(1, 'version') })
  .strict();
export type PromoCodeEditInput = z.infer<typeof PromoCodeEditSchema>;

export interface Labelled {
  label: string;
  iso: string;
}

export interface PromoCodeRow {
  id: number;
  code: string;
  summary: string;
  status: 'active' | 'paused' | 'ended';
  display_status: PromoDisplayStatus;
  display_status_label: string;
  used: number;
  usage_limit: number | null;
  remaining: number | null;
  uses_label: string;
  revenue_label: string;
  period_label: string;
}

export interface PromoCodeDetail extends PromoCodeRow {
  version: number;
  discount_type: 'percent' | 'amount';
  /** Percent, or minor units of `currency`. */
  discount_value: number;
  currency: string | null;
  discount_label: string;
  minimum_order_minor: number | null;
  minimum_order_label: string | null;
  per_customer_limit: number | null;
  starts_at: Labelled | null;
  ends_at: Labelled | null;
  applies_to_all: boolean;
  targets: { service_id: string; package_id: string | null; label: string }[];
  revenue: { minor: number; currency: string; label: string }[];
  created_at: Labelled;
  /** What the form shows in its inputs: amounts in the major unit, times in the shop's zone. */
  form: {
    discount_value: string;
    minimum_order: string;
    starts_at: string;
    ends_at: string;
  };
  /** Fields a used code keeps as they are (customers' orders name it with this discount). */
  locked: ('code' | 'discount_type' | 'discount_value')[];
  editable: boolean;
  moves: ('pause' | 'resume' | 'end')[];
  time_zone: string;
  shop_currency: string;
}

export interface PromoUseRow {
  order_id: string;
  order_number: string;
  customer: { id: string | null; name: string; email: string };
  discount: { minor: number; currency: string; label: string };
  redeemed_at: Labelled;
  /** The order was cancelled unpaid: the use was given back. */
  released: boolean;
  pay_status_label: string;
}

export interface PromoTargetOption {
  service_id: string;
  label: string;
  packages: { package_id: string; label: string }[];
}

export type PromoCodePage = Page<PromoCodeRow>;
