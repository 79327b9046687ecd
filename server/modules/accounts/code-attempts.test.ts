import { describe, expect, it } from 'vitest';
import { isDomainError } from '../../platform/domain-error';
import type { AccountRefusalDetails } from './errors';
import { CODE_MAX_ATTEMPTS, CODE_RESEND_COOLDOWN_MS } from './service';
import { codeFor, PASSWORD, signupInput } from './test-helpers';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started));

const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'accepted',
    (e: unknown) => (isDomainError<AccountRefusalDetails>(e) ? e.details.key : String(e)),
  );
/** A wrong code that was compared says how many attempts are left; one refused unread does not. */
const compared = async (p: Promise<unknown>) =>
  p.then(
    () => true,
    (e: unknown) => isDomainError<AccountRefusalDetails>(e) && e.details.params.count !== undefined,
  );

/**
 * 40 wrong guesses at once: each must take one of the code's places before it is compared, so no
 * more than CODE_MAX_ATTEMPTS answer "wrong" (the others: too many attempts), and the right code
 * is refused afterwards. Run it on PostgreSQL too (DATABASE_URL=…), where the guesses really race.
 */
async function raceWrongGuesses(confirm: (code: string) => Promise<unknown>, right: string) {
  const wrong = right === '000000' ? '111111' : '000000';
  const answers = await Promise.all(Array.from({ length: 40 }, () => compared(confirm(wrong))));
  expect(answers.filter(Boolean).length).toBe(CODE_MAX_ATTEMPTS);
  expect(await codeOf(confirm(right))).toBe('code.tooManyAttempts');
}

describe('a mailed code under a burst of concurrent wrong guesses', () => {
  it('the sign-up code: at most the limit are compared, the right code is refused afterwards', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    const code = await codeFor(smtp, input.email);
    await raceWrongGuesses((c) => t.services.accounts.confirmSignup(userId, c), code);
  });

  it('the e-mail-change code: the same', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    await t.services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    const next = `new.${input.email}`;
    await t.services.accounts.requestEmailChange(userId, next, PASSWORD);
    const code = await codeFor(smtp, next);
    await raceWrongGuesses((c) => t.services.accounts.confirmEmailChange(userId, c), code);
    expect((await t.services.accounts.findById(userId))!.email).toBe(input.email);
  });
});
