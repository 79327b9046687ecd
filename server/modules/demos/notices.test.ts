import { describe, expect, it } from 'vitest';
import { isolateLeftToRight } from '../../../common/i18n/bidi';
import { slotLabel } from './notices';

describe('a slot’s label, written by the server', () => {
  // 23:30 UTC is already the next day in Casablanca (UTC+1): the label says the site's day and hour.
  const slot = { startsAt: new Date('2026-12-12T23:30:00Z'), endsAt: new Date('2026-12-13T00:30:00Z') };

  it('is in the site’s zone and the reader’s language', () => {
    expect(slotLabel(slot, 'fr', 'Africa/Casablanca')).toBe('dimanche 13 décembre 2026, 00:30 – 01:30');
    expect(slotLabel(slot, 'en', 'Africa/Casablanca')).toBe('Sunday, 13 December 2026, 00:30 – 01:30');
    expect(slotLabel(slot, 'ar', 'Africa/Casablanca')).toBe(
      isolateLeftToRight('الأحد، 13 دجنبر 2026، 00:30 – 01:30'),
    );
  });

  it('follows the configured zone', () => {
    expect(slotLabel(slot, 'en', 'UTC')).toBe('Saturday, 12 December 2026, 23:30 – 00:30');
  });
});
