import type { Clock } from '../../platform/clock';

/** At most 10 failed logins per IP in 15 minutes (then 429). */
export const IP_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/**
 * After 3 failures on one e-mail address the next attempts must carry a solved human check.
 * This slows a guesser (a proof of work per try) but never locks the real customer out.
 */
export const CAPTCHA_AFTER_FAILURES = 3;

/** Failure counts per key in a sliding window, in memory (per process, like the platform limits). */
function failureCounter(clock: Clock, windowMs: number) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = clock.now().getTime() - windowMs;
    const list = (failures.get(key) ?? []).filter((at) => at > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };
  return {
    count: (key: string) => recent(key).length,
    add(key: string) {
      const list = recent(key);
      list.push(clock.now().getTime());
      failures.set(key, list);
      if (failures.size > 50_000) for (const k of failures.keys()) recent(k);
    },
    clear: (key: string) => void failures.delete(key),
  };
}

export function createLoginThrottle(clock: Clock) {
  const byIp = failureCounter(clock, FAILURE_WINDOW_MS);
  const byEmail = failureCounter(clock, 24 * 60 * 60 * 1000);
  return {
    ipBlocked: (ip: string) => byIp.count(ip) >= IP_FAILURE_LIMIT,
    captchaRequired: (email: string) => byEmail.count(email.toLowerCase()) >= CAPTCHA_AFTER_FAILURES,
    failed(ip: string, email: string) {
      byIp.add(ip);
      byEmail.add(email.toLowerCase());
    },
    succeeded: (email: string) => byEmail.clear(email.toLowerCase()),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
