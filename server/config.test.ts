import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { processDuties, processLayout } from './processes';

const tmp = () => mkdtempSync(join(tmpdir(), 'emballo-cfg-'));

describe('loadConfig', () => {
  it('has working defaults for the embedded demo', () => {
    const dir = join(tmp(), 'nested', 'data');
    const cfg = loadConfig({ DATA_DIR: dir });
    expect(cfg.PORT).toBe(3000);
    expect(cfg.embedded).toBe(true);
    expect(cfg.PUBLIC_URL).toBe('http://localhost:3000');
    expect(cfg.secureCookies).toBe(false);
    // The session secret is generated once and kept in DATA_DIR.
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(cfg.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(cfg.sessionSecret);
  });

  it('explains what is wrong with clear messages', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATA_DIR: tmp(), PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT');
      expect((e as Error).message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    }
  });

  it('limits attachments to 10 files of 10 MB by default, and refuses a limit beyond 1 GiB', () => {
    const cfg = loadConfig({ DATA_DIR: tmp() });
    expect([cfg.ATTACHMENTS_MAX_BYTES, cfg.ATTACHMENTS_MAX_FILES]).toEqual([10 * 1024 * 1024, 10]);
    expect(loadConfig({ DATA_DIR: tmp(), ATTACHMENTS_MAX_BYTES: '2097152' }).ATTACHMENTS_MAX_BYTES).toBe(
      2097152,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ATTACHMENTS_MAX_BYTES: String(2 * 1024 ** 3) })).toThrow(
      /ATTACHMENTS_MAX_BYTES: must be at most 1 GiB/,
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), ATTACHMENTS_MAX_FILES: '0' })).toThrow(
      /ATTACHMENTS_MAX_FILES/,
    );
  });

  it('requires SESSION_SECRET in production with PostgreSQL, and not in embedded mode', () => {
    const dir = tmp();
    expect(() =>
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' }),
    ).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).embedded).toBe(true);
    expect(existsSync(join(dir, 'session-secret'))).toBe(true);
  });

  it('makes cookies Secure when PUBLIC_URL is https, and takes configured rate limits', () => {
    const cfg = loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://shop.example/', RATE_LIMIT_FORMS: '500' });
    expect(cfg.secureCookies).toBe(true);
    expect(cfg.PUBLIC_URL).toBe('https://shop.example');
    expect(cfg.RATE_LIMIT_FORMS).toBe(500);
  });

  it("reads TRUST_PROXY in Express's syntax (loopback by default) and refuses what Express cannot read", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).TRUST_PROXY).toBe('loopback');
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe(
      'loopback, 10.0.0.0/8',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.300' })).toThrow(
      /TRUST_PROXY: is not a trust proxy setting/,
    );
  });

  it('refuses the test clock on a public https site, loudly', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), TEST_CLOCK: 'on', PUBLIC_URL: 'https://shop.example' }),
    ).toThrow(/TEST_CLOCK: must never be on for a site served on a public https URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), TEST_CLOCK_START: '2026-12-12T23:30:00Z' })).toThrow(
      /TEST_CLOCK_START: needs TEST_CLOCK=on/,
    );
    const cfg = loadConfig({ DATA_DIR: tmp(), TEST_CLOCK: 'on', TEST_CLOCK_START: '2026-12-12T23:30:00Z' });
    expect(cfg.TEST_CLOCK).toBe('on');
    expect(loadConfig({ DATA_DIR: tmp() }).TEST_CLOCK).toBe('off');
  });

  it('pays through the sandbox by default, Stripe once both keys are set, and says what is missing', () => {
    const dir = tmp();
    const sandbox = loadConfig({ DATA_DIR: dir, SESSION_SECRET: 'x'.repeat(40) });
    expect(sandbox.paymentProvider).toBe('sandbox');
    expect(sandbox.sandboxWebhookUrl).toBe('http://localhost:3000/api/payments/webhooks/sandbox');
    // Derived from the session secret: every process of the site agrees on it, and no other site shares it.
    expect(sandbox.sandboxSecret).toBe(
      loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: 'x'.repeat(40) }).sandboxSecret,
    );
    expect(sandbox.sandboxSecret).not.toBe(
      loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: 'y'.repeat(40) }).sandboxSecret,
    );
    expect(sandbox.sandboxSecret).not.toContain('x'.repeat(8));
    expect(loadConfig({ DATA_DIR: dir, PAYMENT_SANDBOX_SECRET: 's'.repeat(32) }).sandboxSecret).toBe(
      's'.repeat(32),
    );
    const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
    expect(loadConfig({ DATA_DIR: dir, ...keys }).paymentProvider).toBe('stripe');
    expect(loadConfig({ DATA_DIR: dir, ...keys, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe(
      'sandbox',
    );
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required with the other Stripe key/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PAYMENT_PROVIDER: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
  });

  it('refuses a public https production site that would take test cards, unless the sandbox is chosen on purpose', () => {
    const env = { DATA_DIR: tmp(), NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example' };
    expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER: a public https site takes real payments/);
    expect(loadConfig({ ...env, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(
      loadConfig({ ...env, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
        .paymentProvider,
    ).toBe('stripe');
  });

  describe('process roles (ADR-0015)', () => {
    const pg = { DATABASE_URL: 'postgres://localhost/shop' };
    const layout = (env: Record<string, string>) => processLayout(loadConfig({ DATA_DIR: tmp(), ...env }));

    it('is one process serving and running the jobs by default', () => {
      const cfg = loadConfig({ DATA_DIR: tmp() });
      expect([cfg.ROLE, cfg.WEB_CONCURRENCY]).toEqual(['all', undefined]);
      expect(processLayout(cfg)).toEqual({ fork: false, children: { web: 0, worker: 0 } });
      expect(processDuties('all')).toEqual({ servesPages: true, runsJobs: true, listens: true });
    });

    it('forks N web processes and one job process with WEB_CONCURRENCY on PostgreSQL', () => {
      expect(layout({ ...pg, WEB_CONCURRENCY: '2' })).toEqual({
        fork: true,
        children: { web: 2, worker: 1 },
      });
      expect(layout({ ...pg, WEB_CONCURRENCY: '1' })).toEqual({
        fork: true,
        children: { web: 1, worker: 1 },
      });
      // Web only: the jobs run in a ROLE=worker process elsewhere; one web process needs no fork.
      expect(layout({ ...pg, ROLE: 'web', WEB_CONCURRENCY: '3' })).toEqual({
        fork: true,
        children: { web: 3, worker: 0 },
      });
      expect(layout({ ...pg, ROLE: 'web', WEB_CONCURRENCY: '1' }).fork).toBe(false);
      // A platform may set WEB_CONCURRENCY for every process: a worker stays one job process.
      expect(layout({ ...pg, ROLE: 'worker', WEB_CONCURRENCY: '4' }).fork).toBe(false);
    });

    it('a web process never runs jobs; a worker serves no pages', () => {
      expect(processDuties('web')).toMatchObject({ servesPages: true, runsJobs: false, listens: true });
      // On its own (not forked by a cluster primary), a worker listens for /healthz only.
      expect(processDuties('worker')).toMatchObject({ servesPages: false, runsJobs: true, listens: true });
    });

    it('refuses more than one process, or a split role, on the embedded database, naming the variable', () => {
      expect(() => loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '2' })).toThrow(
        /WEB_CONCURRENCY: needs DATABASE_URL: the embedded database \(PGlite\) runs in one process/,
      );
      expect(() => loadConfig({ DATA_DIR: tmp(), ROLE: 'web' })).toThrow(
        /ROLE: web needs DATABASE_URL: the embedded database \(PGlite\) runs in one process/,
      );
      expect(() => loadConfig({ DATA_DIR: tmp(), ROLE: 'worker' })).toThrow(
        /ROLE: worker needs DATABASE_URL/,
      );
      expect(() => loadConfig({ DATA_DIR: tmp(), ...pg, ROLE: 'jobs' })).toThrow(/ROLE/);
      expect(() => loadConfig({ DATA_DIR: tmp(), ...pg, WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
      expect(() => loadConfig({ DATA_DIR: tmp(), ...pg, WEB_CONCURRENCY: 'two' })).toThrow(/WEB_CONCURRENCY/);
    });
  });
});
