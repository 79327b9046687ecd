import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { E2EOptions } from './tests/e2e/support/fixtures';

/**
 * Debian's Chromium: its headless shell when installed (the build Playwright itself runs headless:
 * half the CPU of the full browser's headless mode and about 40 % less time a page here), else the
 * full browser. CHROME_PATH chooses another.
 */
const chromium =
  process.env.CHROME_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
if (!chromium || !existsSync(chromium)) {
  throw new Error(
    `No browser found${chromium ? ` at ${chromium}` : ''}: apt-get install chromium-headless-shell, or set CHROME_PATH.`,
  );
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * Two more copies of the site, each on a fresh database seeded by its own application clock
 * (TEST_CLOCK): at 23:30 and at 00:30 UTC, when the configured zone (Africa/Casablanca, UTC+1)
 * is already on the next day or an hour past midnight — where server and browser time-zone data
 * used to disagree. Journeys that need them visit `clockSites[…]`.
 */
export const clockSites = {
  '23:30': { url: `http://127.0.0.1:${E2E_PORT + 1}`, start: '2026-12-12T23:30:00Z' },
  '00:30': { url: `http://127.0.0.1:${E2E_PORT + 2}`, start: '2026-12-13T00:30:00Z' },
} as const;

/**
 * A copy of the site whose application clock the subscriptions journey moves a month ahead (to see
 * a renewal): moving the main site's clock would end every other journey's session.
 */
export const renewalSite = {
  url: `http://127.0.0.1:${E2E_PORT + 3}`,
  start: '2026-12-12T10:00:00Z',
} as const;

const serverEnv = (port: number, url: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: url,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_FORMS: '1000',
  RATE_LIMIT_API: '100000',
  // Journeys may set or move the application clock (/api/test/clock); never on a public site.
  TEST_CLOCK: 'on',
  // The admin of the journeys (tests/e2e/support/admin.ts), created at start as any deployment may.
  ADMIN_EMAIL: 'admin@emballo.example',
  ADMIN_PASSWORD: 'emballo admin journeys 2026',
});

export default defineConfig<E2EOptions>({
  testDir: 'tests/e2e',
  // One output folder per build, so runs side by side do not clean each other's artifacts.
  outputDir: `test-results/${process.env.BUILD_DIR ?? 'build'}`,
  fullyParallel: true,
  // One at a time: a journey's browser alone keeps both cores of the CI machine busy, so two
  // workers finished no sooner and each journey took twice as long. E2E_WORKERS chooses another.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './tests/e2e/support/global-setup.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'build', testMatch: /build\/.*\.spec\.ts/ },
    ...(['fr', 'en', 'ar'] as const).map((lang) => ({
      name: lang,
      testIgnore: /build\/.*\.spec\.ts/,
      // A test tagged with languages ({ tag: ['@ar'] }) runs in those only (ADR-0013: a functional
      // journey runs in one language, fr and ar alternating); an untagged one runs in fr and ar.
      // English has French's layout with other words: it runs only what is tagged '@en'.
      grep: lang === 'en' ? /@en\b/ : new RegExp(`^(?!.*@(fr|en|ar)\\b)|@${lang}\\b`),
      use: { ...devices['Desktop Chrome'], lang, locale: lang === 'ar' ? 'ar-MA' : `${lang}-FR` },
    })),
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(E2E_PORT, baseURL),
    },
    ...[...Object.values(clockSites), renewalSite].map((site) => ({
      command: 'node scripts/e2e-server.mjs',
      url: `${site.url}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { ...serverEnv(Number(new URL(site.url).port), site.url), TEST_CLOCK_START: site.start },
    })),
  ],
});
