import { localDayOf, localToInstant } from '../../platform/clock';

/**
 * Business-hours arithmetic (ADR-0500), pure: no clock, no database. A calendar is a time zone,
 * opening hours per weekday (minutes after local midnight) and holidays (local dates). Instants
 * are converted to the zone's wall time with Intl, so daylight-saving changes (Morocco's Ramadan
 * hour included) are the zone database's business, not ours.
 */

export interface BusinessCalendar {
  timeZone: string;
  /** Day of week 0 (Sunday) … 6 → [start, end) minutes after local midnight, in order. */
  weeklyHours: Record<string, [number, number][]>;
  /** Local dates YYYY-MM-DD without business hours. */
  holidays: readonly string[];
}

const MINUTE = 60_000;
/** A calendar with no open hour for this long has none at all: stop instead of looping forever. */
const MAX_DAYS = 3 * 366;

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/** The open intervals of one local day, as instants. */
function openIntervals(day: number, cal: BusinessCalendar): [number, number][] {
  if (cal.holidays.includes(isoDay(day))) return [];
  const hours = cal.weeklyHours[String(new Date(day).getUTCDay())] ?? [];
  return hours.map(([from, to]) => [
    localToInstant(day, from, cal.timeZone),
    localToInstant(day, to, cal.timeZone),
  ]);
}

/**
 * The instant at which `minutes` business minutes have passed since `start`. Zero minutes is
 * `start` itself; otherwise time outside business hours does not count.
 */
export function addBusinessMinutes(start: Date, minutes: number, cal: BusinessCalendar): Date {
  if (!(minutes > 0)) return new Date(start);
  let left = minutes * MINUTE;
  const from = start.getTime();
  const firstDay = localDayOf(from, cal.timeZone);
  for (let i = 0; i <= MAX_DAYS; i++) {
    for (const [open, close] of openIntervals(firstDay + i * 86_400_000, cal)) {
      const begin = Math.max(open, from);
      if (begin >= close) continue;
      if (close - begin >= left) return new Date(begin + left);
      left -= close - begin;
    }
  }
  throw new Error('the business calendar has no open hours');
}

/** Business minutes between two instants (0 when `to` is not after `from`), rounded down. */
export function businessMinutesBetween(from: Date, to: Date, cal: BusinessCalendar): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  let total = 0;
  const firstDay = localDayOf(a, cal.timeZone);
  const lastDay = localDayOf(b, cal.timeZone);
  for (let day = firstDay; day <= lastDay; day += 86_400_000) {
    for (const [open, close] of openIntervals(day, cal)) {
      const begin = Math.max(open, a);
      const end = Math.min(close, b);
      if (end > begin) total += end - begin;
    }
  }
  return Math.floor(total / MINUTE);
}
