import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('writes sizes in the reader’s language with the largest fitting unit', () => {
    expect(formatFileSize(10 * 1024 * 1024, 'en')).toBe('10 MB');
    expect(formatFileSize(10 * 1024 * 1024, 'fr')).toMatch(/^10\s?Mo$/);
    expect(formatFileSize(2.5 * 1024 * 1024, 'fr')).toMatch(/^2,5\s?Mo$/);
    expect(formatFileSize(512 * 1024, 'en')).toBe('512 kB');
    expect(formatFileSize(300, 'en')).toBe('300 bytes');
    expect(formatFileSize(10 * 1024 * 1024, 'ar')).toMatch(/^10\s/);
  });
});
