import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { E2EOptions } from './tests/e2e/support/fixtures';

const chromium = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `No browser found at ${chromium}. Install Debian's chromium (apt-get install chromium) or set CHROME_PATH.`,
  );
}

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export default defineConfig<E2EOptions>({
  testDir: 'tests/e2e',
  // One output folder per build, so runs side by side do not clean each other's artifacts.
  outputDir: `test-results/${process.env.BUILD_DIR ?? 'build'}`,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
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
      use: { ...devices['Desktop Chrome'], lang, locale: lang === 'ar' ? 'ar-MA' : `${lang}-FR` },
    })),
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FORMS: '1000',
      RATE_LIMIT_API: '100000',
    },
  },
});
