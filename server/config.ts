import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express from 'express';
import { z } from 'zod';
import { isCurrencyCode } from '../common/pricing/currencies';

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * Express's `trust proxy` from its environment spelling: `true`/`false`, a hop count, or a list of
 * addresses, subnets and the names loopback, linklocal, uniquelocal. Refused at start if Express
 * cannot read it, rather than believing every X-Forwarded-For by mistake.
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .default('loopback')
  .transform((value, ctx): boolean | number | string => {
    const parsed =
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value;
    if (typeof parsed === 'string') {
      try {
        // Express compiles the list as it is set (and throws on what it cannot read).
        express().set('trust proxy', parsed);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `is not a trust proxy setting: ${(error as Error).message}`,
        });
        return z.NEVER;
      }
    }
    return parsed;
  });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /**
     * Connections each process's pool may open to PostgreSQL (plus one for LISTEN): keep
     * processes × (DATABASE_POOL_MAX + 1) under the server's max_connections.
     */
    /**
     * Where attachments and images are kept (ADR-0019): `database` (the default with DATABASE_URL,
     * so every process serves every file) or `disk` (DATA_DIR, the default of the embedded database).
     */
    FILE_STORE: z.enum(['disk', 'database']).optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * false: the process does not migrate at start; the deploy runs `npm run db:migrate` first.
     * Either way, migrations (and ADMIN_EMAIL's account) are applied under a database lock.
     */
    MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Emballo <no-reply@emballo.example>'),
    COMPANY_EMAIL: z.string().email().default('contact@emballo.example'),
    PUBLIC_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TIME_ZONE: z.string().default('Africa/Casablanca'),
    /** The shop's currency (ISO 4217): carts are priced in it (ADR-0300). */
    SHOP_CURRENCY: z
      .string()
      .refine(isCurrencyCode, 'must be an ISO 4217 code in capitals, like MAD')
      .default('MAD'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Requests per window for credential and form endpoints, per IP. */
    RATE_LIMIT_FORMS: intFrom(10),
    /** Requests per window for the whole API, per IP. */
    RATE_LIMIT_API: intFrom(600),
    RATE_LIMIT_WINDOW_MS: intFrom(15 * 60 * 1000),
    /** Which proxies' X-Forwarded-For gives the client's IP (the rate limits' key): Express's syntax. */
    TRUST_PROXY: trustProxy,
    SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
    /** With ADMIN_PASSWORD: this admin account is created (or promoted) at start. */
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
    /** Proof-of-work difficulty of the human check (benchmarks lower it to measure the endpoint itself). */
    CAPTCHA_MAX_NUMBER: intFrom(50_000),
    /**
     * Browser journeys only: the application clock can be set and moved through /api/test/clock.
     * Never on a public site (refused with an https PUBLIC_URL).
     */
    TEST_CLOCK: z.enum(['on', 'off']).default('off'),
    /** With TEST_CLOCK=on: the instant the clock starts from (ISO 8601), instead of now. */
    TEST_CLOCK_START: z.iso.datetime({ offset: true }).optional(),
    /**
     * What this process does (ADR-0015): `web` serves HTTP and never runs jobs, `worker` runs the jobs
     * (invoice PDFs, mail) and serves only /healthz, `all` both (one process: the embedded default).
     */
    ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    /**
     * Web processes sharing PORT through node's cluster (PostgreSQL only). With ROLE=all, one more
     * process runs the jobs, so pages are never served by a process that renders PDFs.
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    /**
     * The scheduling niceness of a process that runs jobs and serves no pages (ROLE=worker, or the
     * job process of WEB_CONCURRENCY): a backlog of PDF renders yields the cores to the requests.
     */
    WORKER_NICE: z.coerce.number().int().min(0).max(19).default(10),
    /** How often the job worker looks for due jobs (it is also woken right after a commit that enqueued). */
    JOBS_POLL_MS: intFrom(1000),
    /** Attempts before a job (a mail) is left failed for someone to retry. */
    JOBS_MAX_ATTEMPTS: intFrom(10),
    /** First retry delay; each further attempt waits twice as long (capped at a day). */
    JOBS_BACKOFF_MS: intFrom(30_000),
    /** How long a claimed job is reserved for its worker; after it, another worker may take it over. */
    JOBS_LEASE_MS: intFrom(5 * 60 * 1000),
    /**
     * Where new checkouts are paid (ADR-0301): the built-in sandbox (test cards), or Stripe.
     * Default: stripe when both Stripe keys are set, else the sandbox.
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[\w+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    /** Another Stripe API address (stripe-mock, a local test double): scheme, host and port. */
    STRIPE_API_URL: z.string().url().optional(),
    /** Signs the sandbox's webhooks; derived from the session secret when absent. */
    PAYMENT_SANDBOX_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Where the sandbox delivers its webhooks (default: this site's own endpoint under PUBLIC_URL). */
    PAYMENT_SANDBOX_WEBHOOK_URL: z.string().url().optional(),
    /** Largest attached file, in bytes (orders, requests, comments; ADR-0302). */
    ATTACHMENTS_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .max(1024 * 1024 * 1024, 'must be at most 1 GiB')
      .default(10 * 1024 * 1024),
    /** Most files one order, request or comment may hold (and one upload may send). */
    ATTACHMENTS_MAX_FILES: z.coerce.number().int().positive().max(100, 'must be at most 100').default(10),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_CLOCK === 'on' && env.PUBLIC_URL?.startsWith('https:')) {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK'],
        message: 'must never be on for a site served on a public https URL: anyone could move its clock',
      });
    }
    if (env.TEST_CLOCK_START && env.TEST_CLOCK !== 'on') {
      ctx.addIssue({ code: 'custom', path: ['TEST_CLOCK_START'], message: 'needs TEST_CLOCK=on' });
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production with PostgreSQL (DATABASE_URL)',
      });
    }
    // The embedded database lives in this process's memory and DATA_DIR: one process only.
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message:
          'needs DATABASE_URL: the embedded database (PGlite) runs in one process; unset WEB_CONCURRENCY or use PostgreSQL',
      });
    }
    if (!env.DATABASE_URL && env.ROLE !== 'all') {
      ctx.addIssue({
        code: 'custom',
        path: ['ROLE'],
        message: `${env.ROLE} needs DATABASE_URL: the embedded database (PGlite) runs in one process, which must be ROLE=all`,
      });
    }
    const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
    if (stripeKeys === 1) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'is required with the other Stripe key (both, or neither)',
      });
    }
    if (env.PAYMENT_PROVIDER === 'stripe' && stripeKeys < 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (
      env.NODE_ENV === 'production' &&
      env.PUBLIC_URL?.startsWith('https:') &&
      !env.PAYMENT_PROVIDER &&
      stripeKeys < 2
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'a public https site takes real payments: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER=sandbox on purpose (a staging site where test cards "pay")',
      });
    }
  });

export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  sessionSecret: string;
  secureCookies: boolean;
  embedded: boolean;
  fileStore: 'disk' | 'database';
  paymentProvider: 'sandbox' | 'stripe';
  /** Signs and verifies the sandbox provider's webhooks. */
  sandboxSecret: string;
  sandboxWebhookUrl: string;
};

export class ConfigError extends Error {}

/** Parses the environment once; every setting of the app comes from here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const cfg = parsed.data;
  const dataDir = resolve(cfg.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const publicUrl = (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, '');
  const sessionSecret = cfg.SESSION_SECRET ?? readOrCreateSecret(dataDir);
  return {
    ...cfg,
    PUBLIC_URL: publicUrl,
    dataDir,
    embedded: !cfg.DATABASE_URL,
    fileStore: cfg.FILE_STORE ?? (cfg.DATABASE_URL ? 'database' : 'disk'),
    sessionSecret,
    secureCookies: !!cfg.PUBLIC_URL?.startsWith('https:'),
    paymentProvider:
      cfg.PAYMENT_PROVIDER ?? (cfg.STRIPE_SECRET_KEY && cfg.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox'),
    // Derived, not generated: every process of a site signs and verifies with the same secret
    // (a webhook may be sent by one process and received by another), as they share SESSION_SECRET.
    sandboxSecret:
      cfg.PAYMENT_SANDBOX_SECRET ??
      createHmac('sha256', sessionSecret).update('emballo/payments/sandbox-webhook/v1').digest('base64url'),
    sandboxWebhookUrl: cfg.PAYMENT_SANDBOX_WEBHOOK_URL ?? `${publicUrl}/api/payments/webhooks/sandbox`,
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
