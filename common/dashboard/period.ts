import { z } from '../zod';

// The dashboard's period (issue 16): two local days in the shop's zone, both included. Shared by the
// screen and the server (the truth). Messages are keys of the `admin-dashboard` namespace's `errors`.

/** The longest period the dashboard reads: a year and a day, so a whole leap year fits. */
export const DASHBOARD_MAX_DAYS = 366;
/** Without a `from`, the period is the last twelve weeks: this week and the eleven before it. */
export const DASHBOARD_DEFAULT_WEEKS = 12;

const DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` → its UTC-based day number (ms), or NaN for a malformed or impossible day. */
export function dayNumber(day: string): number {
  if (!ISO_DAY.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day) ? ms : Number.NaN;
}

/** A day number → `YYYY-MM-DD`. */
export const isoDayOf = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The day number of the first day of the week `day` is in, weeks starting on `weekStart` (0 = Sunday). */
export function weekStartOf(day: number, weekStart: number): number {
  const weekday = new Date(day).getUTCDay();
  return day - ((weekday - weekStart + 7) % 7) * DAY;
}

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || !Number.isNaN(dayNumber(v)), 'day');

/** `GET /api/admin/dashboard?from=&to=`: what the URL says, before the defaults. */
export const DashboardQuerySchema = z.object({ from: optionalDay, to: optionalDay });

export interface DashboardPeriod {
  from: string;
  to: string;
}

/**
 * The period asked for, with the defaults filled in from `today` (the shop's local day): `to`
 * defaults to today, `from` to the start of the week eleven weeks before `to`'s. Refused: `from`
 * after `to`, or more than DASHBOARD_MAX_DAYS days.
 */
export function dashboardPeriodSchema(today: string, weekStart: number) {
  return DashboardQuerySchema.transform((q, ctx): DashboardPeriod => {
    const to = q.to ?? today;
    const from =
      q.from ?? isoDayOf(weekStartOf(dayNumber(to), weekStart) - (DASHBOARD_DEFAULT_WEEKS - 1) * 7 * DAY);
    const days = (dayNumber(to) - dayNumber(from)) / DAY + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: 'range', path: ['to'] });
    else if (days > DASHBOARD_MAX_DAYS) ctx.addIssue({ code: 'custom', message: 'tooLong', path: ['from'] });
    return { from, to };
  });
}
