import { describe, expect, it } from 'vitest';
import { createCaptcha } from './captcha';
import { solvedCaptcha } from '../test/captcha';
import { manualClock } from './clock';

const solve = (captcha: ReturnType<typeof createCaptcha>) => solvedCaptcha({ captcha });

describe('captcha (ALTCHA proof of work)', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const captcha = createCaptcha({
      secret: 's'.repeat(32),
      clock: manualClock(new Date()),
      maxNumber: 1000,
    });
    const payload = await solve(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('refuses missing, malformed, forged and expired solutions', async () => {
    const clock = manualClock(new Date());
    const captcha = createCaptcha({ secret: 's'.repeat(32), clock, maxNumber: 1000 });
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    const other = createCaptcha({ secret: 'o'.repeat(32), clock, maxNumber: 1000 });
    expect(await captcha.verify(await solve(other))).toBe(false);
    const late = await solve(captcha);
    clock.advance(11 * 60 * 1000);
    expect(await captcha.verify(late)).toBe(false);
  });
});
