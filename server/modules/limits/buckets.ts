import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { Clock } from '../../platform/clock';
import type { JobsService } from '../jobs/service';
import { createRateCounters, type RateCounters } from './counters';

const MINUTE_MS = 60_000;

/** Failed logins per IP and door (customer, admin) in 15 minutes, then 429 (ADR-0200). */
export const IP_FAILURE_LIMIT = 10;
export const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Failures on one address (either door) after which each try must carry a solved human check. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const ADDRESS_FAILURE_WINDOW_MS = 24 * 60 * MINUTE_MS;
/** Demo requests a customer may send from their account per hour (the session replaces the human check). */
export const ACCOUNT_DEMO_LIMIT = 5;

export const LIMITS_SWEEP_JOB = 'limits.sweep';
const SWEEP_EVERY_MS = 15 * MINUTE_MS;

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window ends: the 429's Retry-After. */
  retryAfterSeconds: number;
}

export interface BucketSpec {
  limit: number;
  windowMs: number;
  /** What the key is: the client's IP, the customer's account, or the address typed at a login. */
  per: 'ip' | 'account' | 'address';
}

/**
 * Every rate bucket, each counted on its own (ADR-0018): a visitor's contact posts never use up
 * the admin login's allowance, nor a customer's valid promo codes the guessing allowance. The
 * README's "Rate limits" table lists the same.
 */
export function bucketSpecs(
  config: Pick<Config, 'RATE_LIMIT_API' | 'RATE_LIMIT_FORMS' | 'RATE_LIMIT_WINDOW_MS'>,
) {
  const form = { limit: config.RATE_LIMIT_FORMS, windowMs: config.RATE_LIMIT_WINDOW_MS };
  return {
    /** Every /api request (and the sandbox payment page's form). */
    api: { limit: config.RATE_LIMIT_API, windowMs: config.RATE_LIMIT_WINDOW_MS, per: 'ip' },
    contact: { ...form, per: 'ip' },
    /** The contact page's demo form. */
    demo: { ...form, per: 'ip' },
    newsletter: { ...form, per: 'ip' },
    passwordRecovery: { ...form, per: 'ip' },
    signup: { ...form, per: 'ip' },
    /** Sign-up code guesses and resends (each code also allows only a few guesses). */
    confirmEmail: { ...form, per: 'ip' },
    /** Requests to POST /api/admin/login, whatever their outcome. */
    adminLogin: { ...form, per: 'ip' },
    /** Failed customer logins (page and API). */
    loginFailures: { limit: IP_FAILURE_LIMIT, windowMs: FAILURE_WINDOW_MS, per: 'ip' },
    /** Failed admin logins and re-authentications. */
    adminLoginFailures: { limit: IP_FAILURE_LIMIT, windowMs: FAILURE_WINDOW_MS, per: 'ip' },
    /** Failures on one address, either door: past the limit the human check is asked. */
    addressFailures: { limit: CAPTCHA_AFTER_FAILURES, windowMs: ADDRESS_FAILURE_WINDOW_MS, per: 'address' },
    /** Refused promo codes (a code that applies gives its attempt back). */
    promoGuesses: { ...form, per: 'account' },
    requests: { ...form, per: 'account' },
    orderComments: { ...form, per: 'account' },
    accountDemos: { limit: ACCOUNT_DEMO_LIMIT, windowMs: 60 * MINUTE_MS, per: 'account' },
  } satisfies Record<string, BucketSpec>;
}

export type BucketName = keyof ReturnType<typeof bucketSpecs>;

/** One purpose's counter: `hit` counts and answers at once (atomically, across processes). */
export function rateBucket(counters: RateCounters, clock: Clock, name: string, spec: BucketSpec) {
  const { limit, windowMs } = spec;
  return {
    name,
    limit,
    windowMs,
    async hit(key: string): Promise<RateLimitResult> {
      const { count, resetAt } = await counters.hit(name, key, windowMs);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((resetAt.getTime() - clock.now().getTime()) / 1000)),
      };
    },
    /** Hits so far in the current window. */
    count: (key: string) => counters.peek(name, key),
    /** An attempt that turned out not to count (a right password, a promo code that applies). */
    release: (key: string) => counters.release(name, key),
    reset: (key: string) => counters.reset(name, key),
  };
}

export type RateBucket = ReturnType<typeof rateBucket>;

/** The buckets on the shared counters, and the job that sweeps ended windows. */
export function createLimits(deps: {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'RATE_LIMIT_API' | 'RATE_LIMIT_FORMS' | 'RATE_LIMIT_WINDOW_MS'>;
  jobs: Pick<JobsService, 'define'>;
}) {
  const counters = createRateCounters(deps.db, deps.clock);
  const specs = bucketSpecs(deps.config);
  const buckets = Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [name, rateBucket(counters, deps.clock, name, spec)]),
  ) as Record<BucketName, RateBucket>;
  deps.jobs.define(LIMITS_SWEEP_JOB, { every: SWEEP_EVERY_MS, handler: () => counters.sweep() });
  return { ...buckets, counters };
}

export type Limits = ReturnType<typeof createLimits>;
