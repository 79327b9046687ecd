import { wallClockParts } from '../../common/format/dates';

/** All time goes through a clock, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still unless a test moves it (unit and integration tests). */
export function manualClock(start = new Date('2026-01-15T10:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}

export type SettableClock = ReturnType<typeof settableClock>;

/**
 * The running site's clock under TEST_CLOCK=on (browser journeys): real time flowing from a chosen
 * instant, which a test can set or move forward (timeouts, renewals, service levels).
 */
export function settableClock(start?: Date, wall: () => number = Date.now) {
  let offset = start ? start.getTime() - wall() : 0;
  return {
    now: () => new Date(wall() + offset),
    set(date: Date) {
      offset = date.getTime() - wall();
    },
    advance(ms: number) {
      offset += ms;
    },
  };
}

const MINUTE = 60_000;

/** The zone's offset from UTC at `instant`, in ms (wall time minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant of a local wall time (a time skipped by a clock change lands just after it). */
export function localToInstant(localDay: number, minutes: number, timeZone: string): number {
  const wall = localDay + minutes * MINUTE;
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** Local midnight of `instant`'s day, as a UTC-based day number (ms of Date.UTC(y, m, d)). */
export function localDayOf(instant: number, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day);
}
