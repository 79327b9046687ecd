import { beforeAll } from 'vitest';
import { adminLogin, newAdmin } from '../modules/admin/test-helpers';
import { createTestApp } from './app';
import { startSmtpServer } from './smtp';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;
export type TestAdmin = Awaited<ReturnType<typeof newAdmin>>;

type AppOptions = Parameters<typeof createTestApp>[1];

/** Rate limits no test file reaches, for files that sign in or post many times from one address. */
export const UNLIMITED = { RATE_LIMIT_FORMS: '1000', RATE_LIMIT_API: '100000' };

/**
 * The file's test app, sending its mail to a real SMTP server of the file's own: both started
 * before the file's tests (handed to `receive`) and closed after them.
 */
export function useTestAppWithSmtp(
  receive: (started: { t: TestApp; smtp: TestSmtp }) => void,
  env: Record<string, string> = {},
  opts?: AppOptions,
) {
  beforeAll(async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ SMTP_URL: smtp.url, ...env }, opts);
    receive({ t, smtp });
    return async () => {
      await t.close();
      await smtp.close();
    };
  });
}

/**
 * The file's test app (no rate limits in the way) with an admin signed in: `headers` carry the
 * admin's session; closed after the file's tests.
 */
export function useTestAppWithAdmin(
  receive: (started: { t: TestApp; admin: TestAdmin; headers: Record<string, string> }) => void,
  opts?: AppOptions,
) {
  beforeAll(async () => {
    const t = await createTestApp(UNLIMITED, opts);
    const admin = await newAdmin(t.services);
    const { headers } = await adminLogin(t.app, admin);
    receive({ t, admin, headers });
    return () => t.close();
  });
}
