import type { BillingPeriod } from '../../../common/catalog/types';
import { wallClockParts } from '../../../common/format/dates';

/**
 * Period arithmetic (ADR-0401), pure. Every period end is counted from the subscription's anchor
 * (its first period's start) in the shop's zone, never from the previous end: a subscription bought
 * on 31 January renews on the last day of February, then on 31 March (the anchor day is kept and
 * cut to the month's last day when the month is shorter). Weeks and years keep the anchor's wall
 * time across daylight-saving changes (Morocco's Ramadan hour included): the zone database decides
 * the offset, not a fixed 7 × 24 h.
 */

const DAY_MS = 86_400_000;

/** The zone's offset from UTC at `instant`, in ms (wall time minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall time given as UTC-based ms (a time skipped by a clock change lands after it). */
function wallToInstant(wall: number, timeZone: string): number {
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** The end of the `index`-th period after `anchor` (index 1: the first period's end). */
export function periodEnd(anchor: Date, period: BillingPeriod, index: number, timeZone: string): Date {
  const p = wallClockParts(anchor, timeZone);
  const ms = anchor.getTime() % 1000;
  const time = ((p.hour * 60 + p.minute) * 60 + p.second) * 1000 + ms;
  let year = p.year;
  let month0 = p.month - 1;
  let day = p.day;
  if (period === 'week') {
    const shifted = new Date(Date.UTC(year, month0, day) + index * 7 * DAY_MS);
    year = shifted.getUTCFullYear();
    month0 = shifted.getUTCMonth();
    day = shifted.getUTCDate();
  } else {
    const months = period === 'month' ? index : index * 12;
    const total = month0 + months;
    year += Math.floor(total / 12);
    month0 = ((total % 12) + 12) % 12;
    day = Math.min(p.day, daysInMonth(year, month0));
  }
  return new Date(wallToInstant(Date.UTC(year, month0, day) + time, timeZone));
}

/** The `index`-th period (1-based) of a subscription anchored at `anchor`. */
export function periodOf(anchor: Date, period: BillingPeriod, index: number, timeZone: string) {
  return {
    start: index === 1 ? anchor : periodEnd(anchor, period, index - 1, timeZone),
    end: periodEnd(anchor, period, index, timeZone),
  };
}

/**
 * When a failed renewal is tried again, in days after the failure: three more attempts, then the
 * subscription ends (ADR-0401).
 */
export const RETRY_DAYS = [1, 3, 5] as const;
export const MAX_ATTEMPTS = RETRY_DAYS.length + 1;

/** The next attempt after attempt `attempt` (1-based) failed at `failedAt`; null after the last. */
export function retryAt(attempt: number, failedAt: Date): Date | null {
  const days = RETRY_DAYS[attempt - 1];
  return days === undefined ? null : new Date(failedAt.getTime() + days * DAY_MS);
}
