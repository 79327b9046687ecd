import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/app';
import { startSmtpServer } from '../../test/smtp';
import { spendPasswordCheck, verifyPassword } from './passwords';
import { CAPTCHA_AFTER_FAILURES } from './throttle';
import { confirmedUser, PASSWORD } from './test-helpers';

// The one credential check of the customer and admin login doors (accounts `checkCredentials`).
vi.mock('./passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords')>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    spendPasswordCheck: vi.fn(real.spendPasswordCheck),
  };
});

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const check = (email: string, password: string, extra: { ip?: string; accepts?: () => boolean } = {}) =>
  t.services.accounts.checkCredentials({
    door: 'customer',
    email,
    password,
    ip: extra.ip ?? 'credentials',
    humanVerified: false,
    accepts: extra.accepts,
  });

describe('the shared credential check', () => {
  it('lets the right password in, whatever the address’s case and spaces', async () => {
    const { email, userId } = await confirmedUser(t.services, smtp);
    const result = await check(`  ${email.toUpperCase()} `, PASSWORD);
    expect(result.ok && result.user.id).toBe(userId);
  });

  it('refuses a wrong password and an unknown address alike, both after a full password check', async () => {
    const { email, userId } = await confirmedUser(t.services, smtp);
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(spendPasswordCheck).mockClear();
    const wrong = await check(email, PASSWORD + '!');
    expect(wrong).toMatchObject({ ok: false, reason: 'invalid', user: { id: userId } });
    expect(verifyPassword).toHaveBeenCalledTimes(1);

    const unknown = await check('nobody.here@example.test', PASSWORD);
    expect(unknown).toEqual({ ok: false, reason: 'invalid', user: null });
    // The unknown address spends a password check too: both answers take as long.
    expect(spendPasswordCheck).toHaveBeenCalledTimes(1);
    expect(spendPasswordCheck).toHaveBeenCalledWith(PASSWORD);
  });

  it('refuses a right password the door does not accept like a wrong one, and keeps counting it', async () => {
    const { email } = await confirmedUser(t.services, smtp);
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
      const refused = await check(email, PASSWORD, { ip: 'door', accepts: () => false });
      expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    }
    // The failures count on the address: the next try needs a human check, even with the right password.
    expect(await t.services.accounts.throttle.captchaRequired(email)).toBe(true);
    expect(await check(email, PASSWORD, { ip: 'door' })).toEqual({ ok: false, reason: 'captchaRequired' });
    const verified = await t.services.accounts.checkCredentials({
      door: 'customer',
      email,
      password: PASSWORD,
      ip: 'door',
      humanVerified: true,
    });
    expect(verified.ok).toBe(true);
    // An accepted login clears the address's failures.
    expect(await t.services.accounts.throttle.captchaRequired(email)).toBe(false);
  });
});
