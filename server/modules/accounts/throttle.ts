import { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS, IP_FAILURE_LIMIT, type Limits } from '../limits/buckets';

export { CAPTCHA_AFTER_FAILURES, FAILURE_WINDOW_MS, IP_FAILURE_LIMIT };

/** The customer login (page and API) or the admin's (login and re-authentication). */
export type LoginDoor = 'customer' | 'admin';

export type LoginAttempt =
  | { ok: false; reason: 'ipBlocked'; retryAfterSeconds: number }
  | { ok: false; reason: 'captchaRequired' }
  | {
      ok: true;
      /** The right password: the attempt gives its IP slot back and clears the address's failures. */
      succeeded(): Promise<void>;
    };

/**
 * Login throttling on the shared counters (ADR-0200, ADR-0018). Each door has its own per-IP
 * budget of failures, so customers' failures never lock staff out; failures on one address count
 * across both doors, so a guesser gains nothing by switching. An attempt is counted before its
 * password is checked and given back if it succeeds: concurrent guesses cannot all slip under the
 * limit, on any number of processes.
 */
export function createLoginThrottle(
  limits: Pick<Limits, 'loginFailures' | 'adminLoginFailures' | 'addressFailures'>,
) {
  const address = (email: string) => email.trim().toLowerCase();
  const byIp = (door: LoginDoor) => (door === 'admin' ? limits.adminLoginFailures : limits.loginFailures);

  async function begin(opts: {
    door: LoginDoor;
    ip: string;
    email: string;
    /** A solved human check came with this attempt (always true where none is ever asked). */
    humanVerified: boolean;
  }): Promise<LoginAttempt> {
    const ips = byIp(opts.door);
    const ipHit = await ips.hit(opts.ip);
    if (!ipHit.allowed) return { ok: false, reason: 'ipBlocked', retryAfterSeconds: ipHit.retryAfterSeconds };
    const email = address(opts.email);
    if (!(await limits.addressFailures.hit(email)).allowed && !opts.humanVerified) {
      // Refused before any password check: not a guess, so neither count keeps it.
      await ips.release(opts.ip);
      await limits.addressFailures.release(email);
      return { ok: false, reason: 'captchaRequired' };
    }
    return {
      ok: true,
      async succeeded() {
        await ips.release(opts.ip);
        await limits.addressFailures.reset(email);
      },
    };
  }

  return {
    begin,
    /** Whether the next try on this address must carry a solved human check (to show the widget). */
    captchaRequired: async (email: string) =>
      (await limits.addressFailures.count(address(email))) >= CAPTCHA_AFTER_FAILURES,
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
