import { describe, expect, it } from 'vitest';
import { formatDate, wallClockParts } from '../../../common/format/dates';
import { periodEnd, periodOf, retryAt } from './periods';

const ZONE = 'Africa/Casablanca';
const wall = (d: Date, zone = ZONE) => {
  const p = wallClockParts(d, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
};

describe('period ends', () => {
  it('a monthly subscription bought on 31 January renews on the last day of February, then 31 March', () => {
    // 31 Jan 2027 10:00 in Casablanca.
    const anchor = new Date('2027-01-31T09:00:00Z');
    expect(wall(anchor)).toBe('2027-01-31 10:00');
    const ends = [1, 2, 3, 4].map((i) => wall(periodEnd(anchor, 'month', i, ZONE)));
    expect(ends).toEqual(['2027-02-28 10:00', '2027-03-31 10:00', '2027-04-30 10:00', '2027-05-31 10:00']);
    // A leap year keeps the 29th.
    const leap = new Date('2028-01-31T09:00:00Z');
    expect(wall(periodEnd(leap, 'month', 1, ZONE))).toBe(`2028-02-29 ${wall(leap).slice(11)}`);
    // The second period starts where the first ended.
    expect(periodOf(anchor, 'month', 2, ZONE).start).toEqual(periodEnd(anchor, 'month', 1, ZONE));
  });

  it('yearly from 29 February: 28 February, then 29 February again in a leap year', () => {
    const anchor = new Date('2028-02-29T12:00:00Z');
    expect([1, 4].map((i) => wall(periodEnd(anchor, 'year', i, 'UTC'), 'UTC'))).toEqual([
      '2029-02-28 12:00',
      '2032-02-29 12:00',
    ]);
  });

  it('weekly across a daylight-saving change keeps the wall time (Paris, March 2027)', () => {
    const zone = 'Europe/Paris';
    // Friday 26 March 2027 09:00 in Paris (UTC+1); the clocks go forward on Sunday 28 March.
    const anchor = new Date('2027-03-26T08:00:00Z');
    const first = periodEnd(anchor, 'week', 1, zone);
    expect(wall(first, zone)).toBe('2027-04-02 09:00');
    // The week that holds the change is an hour short in real time.
    expect(first.getTime() - anchor.getTime()).toBe(7 * 24 * 3600_000 - 3600_000);
    // And back in October (an hour longer).
    const autumn = new Date('2027-10-29T08:00:00Z');
    expect(wall(periodEnd(autumn, 'week', 1, zone), zone)).toBe('2027-11-05 10:00');
    expect(periodEnd(autumn, 'week', 1, zone).getTime() - autumn.getTime()).toBe(
      7 * 24 * 3600_000 + 3600_000,
    );
  });

  it("weekly across Casablanca's Ramadan hour keeps the wall time", () => {
    // Morocco goes back to UTC+0 for Ramadan (February 2026 in the zone database).
    const anchor = new Date('2026-02-12T09:00:00Z');
    const ends = [1, 2, 3, 4, 5, 6].map((i) => periodEnd(anchor, 'week', i, ZONE));
    const hours = new Set(ends.map((d) => wall(d).slice(11)));
    expect(hours).toEqual(new Set([wall(anchor).slice(11)]));
    const lengths = new Set(ends.map((d, i) => d.getTime() - (i === 0 ? anchor : ends[i - 1]!).getTime()));
    expect(lengths.size).toBeGreaterThan(1);
    expect(formatDate(ends[0]!, 'en', ZONE, 'date')).toContain('2026');
  });

  it('retries one, three and five days after each failure, then none', () => {
    const at = new Date('2027-01-01T00:00:00Z');
    expect([1, 2, 3, 4].map((n) => retryAt(n, at)?.toISOString() ?? null)).toEqual([
      '2027-01-02T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
      '2027-01-06T00:00:00.000Z',
      null,
    ]);
  });
});
