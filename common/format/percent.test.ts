import { describe, expect, it } from 'vitest';
import { formatRate } from './percent';

describe('formatRate', () => {
  it('writes basis points as each language writes a percentage, with Western digits', () => {
    expect(formatRate(2000, 'fr')).toMatch(/^20\s%$/u);
    expect(formatRate(2000, 'en')).toBe('20%');
    expect(formatRate(1450, 'en')).toBe('14.5%');
    expect(formatRate(2000, 'ar')).toMatch(/20/);
    expect(formatRate(2000, 'ar')).not.toMatch(/[٠-٩]/);
  });
});
