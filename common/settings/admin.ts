import { LOCALES, type Locale } from '../i18n/languages';
import { z } from '../zod';

// The site settings editor (ADR-0701): what `GET/PATCH /api/admin/settings` answer and take.
// Messages are keys of the `admin-content` namespace's `errors`.

/** The request kinds that have service-level targets (ADR-0500). */
export const SLA_KINDS = ['support', 'sales', 'custom_plan', 'demo'] as const;
export type SlaKind = (typeof SLA_KINDS)[number];

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The translated settings, one object per language. */
export const SETTINGS_TEXT_FIELDS = ['tagline', 'address', 'opening_hours', 'legal_address'] as const;
export type SettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];
export type SettingsTexts = Record<SettingsTextField, string>;

export interface OpenInterval {
  /** Local wall time `HH:MM` in the shop's zone. */
  open: string;
  close: string;
}

export interface AdminSettings {
  /** Read with the record; sent back with a change (compare-and-set: a stale one answers 409). */
  version: number;
  company_name: string;
  emails: string[];
  phones: string[];
  social: Partial<Record<SocialNetwork, string>>;
  certification_url: string;
  legal_name: string;
  legal_address: string;
  registrations: { label: string; value: string }[];
  /** Tax added to orders and invoices, in basis points (2000 = 20 %). */
  tax_rate_bp: number;
  /** Days an unpaid invoice is due after it is issued. */
  payment_delay_days: number;
  /** The shop's zone (`TIME_ZONE`), in which hours and holidays are meant; not editable. */
  time_zone: string;
  /** Seven entries, Sunday first (index = weekday 0–6): the open intervals of that day. */
  business_hours: OpenInterval[][];
  /** Local dates `YYYY-MM-DD` without business hours. */
  holidays: string[];
  service_levels: {
    /** Business minutes per request kind. */
    first_response: Record<SlaKind, number>;
    resolution: Record<SlaKind, number>;
    due_soon_minutes: number;
    auto_close_days: number;
  };
  translations: Record<Locale, SettingsTexts>;
  updated_at: string | null;
  updated_at_label: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOfTime = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A real calendar day written `YYYY-MM-DD` (no 31 February). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const httpUrl = z
  .string()
  .trim()
  .max(500, 'tooLong')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
    } catch {
      return false;
    }
  }, 'url');
const optionalUrl = z.union([z.literal(''), httpUrl]);
const line = (max: number) => z.string().trim().max(max, 'tooLong');

const interval = z
  .object({ open: z.string().regex(TIME, 'time'), close: z.string().regex(TIME, 'time') })
  .strict()
  .refine((i) => minutesOfTime(i.open) < minutesOfTime(i.close), {
    message: 'openBeforeClose',
    path: ['close'],
  });

const day = z
  .array(interval, 'invalid')
  .max(4, 'tooMany')
  .superRefine((intervals, ctx) => {
    const sorted = [...intervals].sort((a, b) => minutesOfTime(a.open) - minutesOfTime(b.open));
    for (let i = 1; i < sorted.length; i++)
      if (minutesOfTime(sorted[i]!.open) < minutesOfTime(sorted[i - 1]!.close))
        ctx.addIssue({ code: 'custom', message: 'overlap' });
  });

const minutes = z
  .number('number')
  .int('whole')
  .min(0, 'notNegative')
  .max(60 * 24 * 365, 'tooLarge');
const perKind = z
  .object(Object.fromEntries(SLA_KINDS.map((k) => [k, minutes])) as Record<SlaKind, typeof minutes>)
  .strict();

const texts = z
  .object({
    tagline: line(300),
    address: line(300),
    opening_hours: line(300),
    legal_address: line(300),
  })
  .partial()
  .strict();

/**
 * A change: `version` as read, and any of the fields (arrays and `social` are replaced whole; a
 * language's texts field by field). An empty text means "not written in this language": the
 * public site then shows another language's (English first).
 */
export const SettingsPatchSchema = z
  .object({
    version: z.number('version').int('version').min(0, 'version'),
    company_name: line(120).min(1, 'required'),
    emails: z
      .array(z.string().trim().max(320, 'tooLong').email('email'), 'invalid')
      .min(1, 'required')
      .max(5, 'tooMany'),
    phones: z
      .array(line(30).regex(/^\+?[\d\s().-]{6,30}$/, 'phone'), 'invalid')
      .min(1, 'required')
      .max(5, 'tooMany'),
    social: z
      .object(
        Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl])) as Record<
          SocialNetwork,
          typeof optionalUrl
        >,
      )
      .partial()
      .strict(),
    certification_url: optionalUrl,
    legal_name: line(200),
    legal_address: line(300),
    registrations: z
      .array(
        z.object({ label: line(40).min(1, 'required'), value: line(80).min(1, 'required') }).strict(),
        'invalid',
      )
      .max(8, 'tooMany'),
    tax_rate_bp: z.number('number').int('taxRate').min(0, 'taxRate').max(10_000, 'taxRate'),
    payment_delay_days: z.number('number').int('whole').min(0, 'notNegative').max(365, 'tooLarge'),
    business_hours: z.array(day, 'invalid').length(7, 'week'),
    holidays: z.array(z.string().refine(isCalendarDate, 'date'), 'invalid').max(400, 'tooMany'),
    service_levels: z
      .object({
        first_response: perKind,
        resolution: perKind,
        due_soon_minutes: minutes,
        auto_close_days: z.number('number').int('whole').min(1, 'atLeastOne').max(365, 'tooLarge'),
      })
      .strict(),
    translations: z
      .object(Object.fromEntries(LOCALES.map((l) => [l, texts])) as Record<Locale, typeof texts>)
      .partial()
      .strict(),
  })
  .partial()
  .required({ version: true })
  .strict()
  .superRefine((patch, ctx) => {
    const hours = patch.business_hours;
    if (hours && hours.every((d) => d.length === 0))
      ctx.addIssue({ code: 'custom', path: ['business_hours'], message: 'noOpenHours' });
  });
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
