import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const intFrom = (fallback: number) => z.coerce.number().int().positive().default(fallback);

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
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Emballo <no-reply@emballo.example>'),
    COMPANY_EMAIL: z.string().email().default('contact@emballo.example'),
    PUBLIC_URL: z.string().url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TIME_ZONE: z.string().default('Africa/Casablanca'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
    /** Requests per window for credential and form endpoints, per IP. */
    RATE_LIMIT_FORMS: intFrom(10),
    /** Requests per window for the whole API, per IP. */
    RATE_LIMIT_API: intFrom(600),
    RATE_LIMIT_WINDOW_MS: intFrom(15 * 60 * 1000),
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
    /** How often the job worker looks for due jobs (it is also woken right after a commit that enqueued). */
    JOBS_POLL_MS: intFrom(1000),
    /** Attempts before a job (a mail) is left failed for someone to retry. */
    JOBS_MAX_ATTEMPTS: intFrom(10),
    /** First retry delay; each further attempt waits twice as long (capped at a day). */
    JOBS_BACKOFF_MS: intFrom(30_000),
    /** How long a claimed job is reserved for its worker; after it, another worker may take it over. */
    JOBS_LEASE_MS: intFrom(5 * 60 * 1000),
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
  });

export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & {
  PUBLIC_URL: string;
  dataDir: string;
  sessionSecret: string;
  secureCookies: boolean;
  embedded: boolean;
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
  return {
    ...cfg,
    PUBLIC_URL: (cfg.PUBLIC_URL ?? `http://localhost:${cfg.PORT}`).replace(/\/+$/, ''),
    dataDir,
    embedded: !cfg.DATABASE_URL,
    sessionSecret: cfg.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    secureCookies: !!cfg.PUBLIC_URL?.startsWith('https:'),
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
