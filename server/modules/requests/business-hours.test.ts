import { describe, expect, it } from 'vitest';
import { addBusinessMinutes, businessMinutesBetween, type BusinessCalendar } from './business-hours';
import { DEFAULT_CALENDAR } from './defaults';

const nineToSix: [number, number][] = [[540, 1080]];
const week: BusinessCalendar = {
  timeZone: 'Africa/Casablanca',
  weeklyHours: { '1': nineToSix, '2': nineToSix, '3': nineToSix, '4': nineToSix, '5': nineToSix },
  holidays: [],
};
// Casablanca is UTC+1 outside Ramadan: 17:55 local is 16:55Z.
const at = (iso: string) => new Date(iso);

describe('addBusinessMinutes', () => {
  it('carries a Friday 17:55 request with 4 business hours to Monday 12:55', () => {
    expect(addBusinessMinutes(at('2026-11-13T16:55:00Z'), 240, week).toISOString()).toBe(
      '2026-11-16T11:55:00.000Z',
    );
  });

  it('stays within the day when the hours fit', () => {
    expect(addBusinessMinutes(at('2026-11-16T09:00:00Z'), 60, week).toISOString()).toBe(
      '2026-11-16T10:00:00.000Z',
    );
  });

  it('starts counting at opening when filed before it, and ends exactly at closing', () => {
    expect(addBusinessMinutes(at('2026-11-16T05:00:00Z'), 540, week).toISOString()).toBe(
      '2026-11-16T17:00:00.000Z',
    );
  });

  it('skips a weekend filed on Saturday', () => {
    expect(addBusinessMinutes(at('2026-11-14T10:00:00Z'), 30, week).toISOString()).toBe(
      '2026-11-16T08:30:00.000Z',
    );
  });

  it('skips a holiday', () => {
    const withHoliday = { ...week, holidays: ['2026-11-16'] };
    expect(addBusinessMinutes(at('2026-11-13T16:55:00Z'), 240, withHoliday).toISOString()).toBe(
      '2026-11-17T11:55:00.000Z',
    );
  });

  it('skips the seeded Moroccan holidays (Green March, 6 November)', () => {
    // Thursday 5 November 17:00 + 2 hours: Friday the 6th is closed, so Monday 10:00.
    expect(addBusinessMinutes(at('2026-11-05T16:00:00Z'), 120, DEFAULT_CALENDAR).toISOString()).toBe(
      '2026-11-09T09:00:00.000Z',
    );
  });

  it('handles split hours (a lunch break)', () => {
    const split: BusinessCalendar = {
      ...week,
      weeklyHours: {
        '1': [
          [540, 720],
          [840, 1080],
        ],
      },
    };
    expect(addBusinessMinutes(at('2026-11-16T10:30:00Z'), 60, split).toISOString()).toBe(
      '2026-11-16T13:30:00.000Z',
    );
  });

  it('follows the zone across a clock change (Casablanca goes to UTC+0 for Ramadan 2026)', () => {
    // Friday 13 February 17:55 local is 16:55Z; clocks go back on the 15th, so Monday 12:55 is 12:55Z.
    expect(addBusinessMinutes(at('2026-02-13T16:55:00Z'), 240, week).toISOString()).toBe(
      '2026-02-16T12:55:00.000Z',
    );
  });

  it('returns the start itself for zero minutes, and refuses a calendar with no hours', () => {
    expect(addBusinessMinutes(at('2026-11-14T10:00:00Z'), 0, week).toISOString()).toBe(
      '2026-11-14T10:00:00.000Z',
    );
    expect(() => addBusinessMinutes(at('2026-11-14T10:00:00Z'), 5, { ...week, weeklyHours: {} })).toThrow(
      /no open hours/,
    );
  });
});

describe('businessMinutesBetween', () => {
  it('counts only open minutes, across a weekend', () => {
    expect(businessMinutesBetween(at('2026-11-13T16:55:00Z'), at('2026-11-16T11:55:00Z'), week)).toBe(240);
  });

  it('counts two full business days as 2 × 9 hours', () => {
    expect(businessMinutesBetween(at('2026-11-16T09:00:00Z'), at('2026-11-18T09:00:00Z'), week)).toBe(
      18 * 60,
    );
  });

  it('is zero outside hours and for a reversed range', () => {
    expect(businessMinutesBetween(at('2026-11-14T08:00:00Z'), at('2026-11-15T20:00:00Z'), week)).toBe(0);
    expect(businessMinutesBetween(at('2026-11-18T09:00:00Z'), at('2026-11-16T09:00:00Z'), week)).toBe(0);
  });

  it('is the inverse of addBusinessMinutes', () => {
    const start = at('2026-11-12T14:17:00Z');
    for (const minutes of [1, 59, 240, 541, 2000]) {
      const end = addBusinessMinutes(start, minutes, DEFAULT_CALENDAR);
      expect(businessMinutesBetween(start, end, DEFAULT_CALENDAR)).toBe(minutes);
    }
  });
});
