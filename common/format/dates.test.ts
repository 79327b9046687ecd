import { describe, expect, it } from 'vitest';
import { dateLabel, formatDate, withDateLabels, yearIn } from './dates';

describe('formatDate', () => {
  it('writes the panel date as year\\month\\day in the given zone', () => {
    // 23:30 UTC is already the next day in Asia/Tokyo and still the same day in UTC.
    expect(formatDate('2026-12-12T23:30:00Z', 'en', 'UTC', 'panel')).toBe('2026\\12\\12');
    expect(formatDate('2026-12-12T23:30:00Z', 'en', 'Asia/Tokyo', 'panel')).toBe('2026\\12\\13');
  });

  it('writes long dates in each language', () => {
    expect(formatDate('2026-12-12T10:00:00Z', 'fr', 'UTC')).toBe('12 décembre 2026');
    expect(formatDate('2026-12-12T10:00:00Z', 'en', 'UTC')).toBe('12 December 2026');
    expect(formatDate('2026-12-12T10:00:00Z', 'ar', 'UTC')).toContain('2026');
  });

  it('pairs the ISO instant with its label', () => {
    expect(dateLabel(new Date('2026-12-12T23:30:00Z'), 'en', 'UTC', 'panel')).toEqual({
      iso: '2026-12-12T23:30:00.000Z',
      label: '2026\\12\\12',
    });
  });
});

describe('withDateLabels', () => {
  it('adds a label beside each named date field and keeps the rest', () => {
    const record = { id: 7, createdAt: '2026-12-12T23:30:00Z', lastSeenAt: '2026-12-13T00:30:00Z' };
    expect(withDateLabels(record, ['createdAt', 'lastSeenAt'], 'fr', 'Asia/Tokyo')).toEqual({
      ...record,
      createdAtLabel: '13 décembre 2026',
      lastSeenAtLabel: '13 décembre 2026',
    });
  });
});

describe('yearIn', () => {
  it('is the year in the zone, not in UTC', () => {
    expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'UTC')).toBe(2026);
    expect(yearIn(new Date('2026-12-31T23:30:00Z'), 'Africa/Casablanca')).toBe(2027);
  });
});
