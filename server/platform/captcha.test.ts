import { describe, expect, it } from 'vitest';
import { createRateCounters } from '../modules/limits/counters';
import { type TestDatabase } from '../test/database';
import type { Database } from '../db/connection';
import { createCaptcha } from './captcha';
import { solvedCaptcha } from '../test/captcha';
import { manualClock } from './clock';
import { useTestDatabaseTwice } from '../test/harness';

let database: TestDatabase;
let other: Database;
useTestDatabaseTwice((opened) => ({ database, other } = opened));

const SECRET = 's'.repeat(32);
/** One process's human check: its own clock and its own connection to the shared database. */
function captchaOn(db: Database, clock = manualClock(new Date()), secret = SECRET) {
  return createCaptcha({ secret, clock, ledger: createRateCounters(db.db, clock), maxNumber: 1000 });
}
const solve = (captcha: ReturnType<typeof createCaptcha>) => solvedCaptcha({ captcha });

describe('captcha (ALTCHA proof of work)', () => {
  it('accepts a solved challenge once and refuses its replay', async () => {
    const captcha = captchaOn(database);
    const payload = await solve(captcha);
    expect(await captcha.verify(payload)).toBe(true);
    expect(await captcha.verify(payload)).toBe(false);
  });

  it('accepts a solved challenge once across two processes, even raced', async () => {
    const first = captchaOn(database);
    const second = captchaOn(other);
    const payload = await solve(first);
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).verify(payload)),
    );
    expect(verdicts.filter(Boolean)).toHaveLength(1);
    expect(await second.verify(payload)).toBe(false);
  });

  it('refuses missing, malformed, forged and expired solutions', async () => {
    const clock = manualClock(new Date());
    const captcha = captchaOn(database, clock);
    expect(await captcha.verify(undefined)).toBe(false);
    expect(await captcha.verify('not base64 json')).toBe(false);
    const other = captchaOn(database, clock, 'o'.repeat(32));
    expect(await captcha.verify(await solve(other))).toBe(false);
    const late = await solve(captcha);
    clock.advance(11 * 60 * 1000);
    expect(await captcha.verify(late)).toBe(false);
  });
});
