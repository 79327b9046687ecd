import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, seedDemoCustomer } from './demo';
import { hashPassword, passwordProblem, SCRYPT_PARAMS, verifyPassword } from './passwords';
import { users } from './schema';
import { isDomainError } from '../../platform/domain-error';
import type { AccountRefusalDetails } from './errors';
import { CODE_RESEND_COOLDOWN_MS, CODE_TTL_MS, RESET_TTL_MS } from './service';
import { BROWSER_ABSOLUTE_MS, BROWSER_IDLE_MS } from './sessions';
import { codeFor, PASSWORD, signupInput } from './test-helpers';
import { type TestApp, type TestSmtp, useTestAppWithSmtp } from '../../test/harness';

let smtp: TestSmtp;
let t: TestApp;
useTestAppWithSmtp((started) => ({ t, smtp } = started));

const rejection = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isDomainError<AccountRefusalDetails>(error)) throw new Error(`not a refusal: ${String(error)}`);
  return error.details.key;
};

describe('passwords', () => {
  it('are hashed with scrypt at the OWASP parameters, salted, and verified', async () => {
    const hash = await hashPassword(PASSWORD, SCRYPT_PARAMS);
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$5\\$[\\w-]{22}\\$[\\w-]{43}$`));
    expect(SCRYPT_PARAMS).toEqual({ N: 16384, r: 8, p: 5 });
    expect(await hashPassword(PASSWORD, SCRYPT_PARAMS)).not.toBe(hash);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(PASSWORD + '!', hash)).toBe(false);
  });

  it('follow ASVS: length only, up to 128, common ones refused', () => {
    expect(passwordProblem('short')).toBe('tooShort');
    expect(passwordProblem('a'.repeat(129))).toBe('tooLong');
    expect(passwordProblem('é'.repeat(64))).toBeNull();
    expect(passwordProblem('password1')).toBe('tooCommon');
    expect(passwordProblem('Iloveyou1')).toBe('tooCommon');
    expect(passwordProblem('alllowercasebutlong')).toBeNull();
  });

  it('stores only the hash', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    const [row] = await t.services.db.select().from(users).where(eq(users.id, userId));
    expect(row!.passwordHash.startsWith('scrypt$')).toBe(true);
    expect(row!.passwordHash).not.toContain(PASSWORD);
    expect(await rejection(t.services.accounts.signup(signupInput({ password: 'qwertyuiop' }), 'en'))).toBe(
      'password.tooCommon',
    );
  });
});

describe('e-mail verification', () => {
  it('mails a code in the user language; confirming opens a session and says welcome', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'fr');
    const mail = await smtp.waitForMail(input.email);
    expect(mail.subject).toMatch(/^Votre code de vérification : \d{6}$/);
    expect(mail.html).toContain('lang="fr"');
    const login = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 'v1',
      kind: 'browser',
    });
    expect(login).toMatchObject({ ok: false, reason: 'unconfirmed' });
    const session = await t.services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
    expect(await t.services.accounts.sessions.resolve(session.secret, 'browser')).toMatchObject({
      id: userId,
    });
    const page = await t.services.notifications.list(userId, 'fr');
    expect(page.data).toEqual([
      expect.objectContaining({ title: 'Bienvenue chez Emballo !', url: 'account', read: 0 }),
    ]);
  });

  it('cannot be replayed, expires after 10 minutes, and limits attempts', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    const code = await codeFor(smtp, input.email);
    t.clock.advance(CODE_TTL_MS + 1000);
    expect(await rejection(t.services.accounts.confirmSignup(userId, code))).toBe('code.expired');

    await t.services.accounts.resendSignupCode(userId);
    const second = await codeFor(smtp, input.email, 1);
    const wrong = second === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect(await rejection(t.services.accounts.confirmSignup(userId, wrong))).toMatch(
        /code\.(wrong|tooManyAttempts)/,
      );
    expect(await rejection(t.services.accounts.confirmSignup(userId, wrong))).toBe('code.tooManyAttempts');
    expect(await rejection(t.services.accounts.confirmSignup(userId, second))).toBe('code.tooManyAttempts');

    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    await t.services.accounts.resendSignupCode(userId);
    const third = await codeFor(smtp, input.email, 2);
    await t.services.accounts.confirmSignup(userId, third);
    expect(await rejection(t.services.accounts.confirmSignup(userId, third))).toBe('code.expired');
  });

  it('can be re-sent only after the cool-down', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    expect(await rejection(t.services.accounts.resendSignupCode(userId))).toBe('code.cooldown');
    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    await t.services.accounts.resendSignupCode(userId);
  });
});

describe('sessions', () => {
  async function loggedIn() {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    await t.services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
    return { input, userId };
  }

  it('a new id at each login; the old one dies at logout', async () => {
    const { input } = await loggedIn();
    const first = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 's1',
      kind: 'browser',
    });
    const second = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 's1',
      kind: 'browser',
    });
    if (!first.ok || !second.ok) throw new Error('login failed');
    expect(first.secret).not.toBe(second.secret);
    await t.services.accounts.sessions.revoke(first.secret);
    expect(await t.services.accounts.sessions.resolve(first.secret, 'browser')).toBeNull();
    expect(await t.services.accounts.sessions.resolve(second.secret, 'browser')).not.toBeNull();
  });

  it('end after the idle timeout and after the absolute timeout', async () => {
    const { input } = await loggedIn();
    const idle = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 's2',
      kind: 'browser',
    });
    if (!idle.ok) throw new Error('login failed');
    t.clock.advance(BROWSER_IDLE_MS + 1000);
    expect(await t.services.accounts.sessions.resolve(idle.secret, 'browser')).toBeNull();

    const busy = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 's2',
      kind: 'browser',
    });
    if (!busy.ok) throw new Error('login failed');
    for (let elapsed = 0; elapsed < BROWSER_ABSOLUTE_MS; elapsed += BROWSER_IDLE_MS / 2) {
      expect(await t.services.accounts.sessions.resolve(busy.secret, 'browser')).not.toBeNull();
      t.clock.advance(BROWSER_IDLE_MS / 2);
    }
    expect(await t.services.accounts.sessions.resolve(busy.secret, 'browser')).toBeNull();
  });

  it('a session can end another one of the same user only', async () => {
    const { input, userId } = await loggedIn();
    const a = await t.services.accounts.login({
      email: input.email,
      password: PASSWORD,
      ip: 's3',
      kind: 'browser',
    });
    if (!a.ok) throw new Error('login failed');
    const list = await t.services.accounts.sessions.list(userId, a.secret);
    const other = list.find((s) => !s.current)!;
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const stranger = await loggedIn();
    expect(await t.services.accounts.sessions.revokeById(stranger.userId, other.id)).toBe(false);
    expect(await t.services.accounts.sessions.revokeById(userId, other.id)).toBe(true);
  });
});

describe('password reset', () => {
  it('a single-use link valid 30 minutes that ends every session', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    const session = await t.services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
    await t.services.accounts.requestPasswordReset(
      input.email,
      (token) => `/recover-password?token=${token}`,
    );
    const mail = await smtp.waitForMail(input.email, (m) => m.subject === 'Set a new password');
    const token = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect(await t.services.accounts.isResetTokenLive(token)).toBe(true);
    await t.services.accounts.resetPassword(token, 'a brand new passphrase');
    expect(await t.services.accounts.sessions.resolve(session.secret, 'browser')).toBeNull();
    expect(await rejection(t.services.accounts.resetPassword(token, 'another new passphrase'))).toBe(
      'reset.invalid',
    );
    const login = await t.services.accounts.login({
      email: input.email,
      password: 'a brand new passphrase',
      ip: 'r1',
      kind: 'api',
    });
    expect(login.ok).toBe(true);

    await t.services.accounts.requestPasswordReset(input.email, (tk) => `/recover-password?token=${tk}`);
    const late = await smtp.waitForMail(input.email, (m) => m.subject === 'Set a new password' && m !== mail);
    const lateToken = /token=([\w-]+)/.exec(late.text)![1]!;
    t.clock.advance(RESET_TTL_MS + 1000);
    expect(await t.services.accounts.isResetTokenLive(lateToken)).toBe(false);
    expect(await rejection(t.services.accounts.resetPassword(lateToken, 'yet another passphrase'))).toBe(
      'reset.invalid',
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.inbox.length;
    await expect(
      t.services.accounts.requestPasswordReset('nobody@example.test', () => '/x'),
    ).resolves.toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox.length).toBe(before);
  });
});

describe('profile', () => {
  it('changing the e-mail re-asks the password and waits for the code sent to the new address', async () => {
    const input = signupInput();
    const { userId } = await t.services.accounts.signup(input, 'en');
    await t.services.accounts.confirmSignup(userId, await codeFor(smtp, input.email));
    const next = `new.${input.email}`;
    expect(await rejection(t.services.accounts.requestEmailChange(userId, next, 'wrong password!'))).toBe(
      'password.wrong',
    );
    t.clock.advance(CODE_RESEND_COOLDOWN_MS);
    await t.services.accounts.requestEmailChange(userId, next, PASSWORD);
    expect((await t.services.accounts.findById(userId))!.email).toBe(input.email);
    await t.services.accounts.confirmEmailChange(userId, await codeFor(smtp, next));
    expect((await t.services.accounts.findById(userId))!.email).toBe(next);
  });

  it('an admin can be bootstrapped, and again without duplicating', async () => {
    const first = await t.services.accounts.ensureAdmin({
      email: 'Boss@Example.test',
      password: 'admin passphrase 42',
    });
    const again = await t.services.accounts.ensureAdmin({
      email: 'boss@example.test',
      password: 'admin passphrase 42',
    });
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, id: first.id });
    expect((await t.services.accounts.findById(first.id))!.role).toBe('admin');
  });

  it('the demo customer is seeded once, confirmed, with the README credentials', async () => {
    expect(await seedDemoCustomer(t.services)).toBe(true);
    expect(await seedDemoCustomer(t.services)).toBe(false);
    const login = await t.services.accounts.login({ ...DEMO_CUSTOMER, ip: 'demo', kind: 'api' });
    expect(login.ok).toBe(true);
  });
});
