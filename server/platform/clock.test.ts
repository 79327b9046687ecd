import { describe, expect, it } from 'vitest';
import { settableClock } from './clock';

describe('settableClock', () => {
  it('flows with the wall clock from the instant it was set to, and moves forward when asked', () => {
    let wall = Date.parse('2026-03-01T08:00:00Z');
    const clock = settableClock(new Date('2026-12-12T23:30:00Z'), () => wall);
    expect(clock.now().toISOString()).toBe('2026-12-12T23:30:00.000Z');
    wall += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-12T23:31:30.000Z');
    clock.advance(60 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-12-13T00:31:30.000Z');
    clock.set(new Date('2027-01-01T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('is the wall clock when no start is given', () => {
    const clock = settableClock(undefined, () => 1_000);
    expect(clock.now().getTime()).toBe(1_000);
  });
});
