import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from '../../../common/i18n/languages';

export interface E2EOptions {
  lang: Locale;
}

interface E2EFixtures {
  /** A path under the project's language prefix: at('/produits') → '/ar/produits'. */
  at: (path: string) => string;
  /** Console errors and hydration warnings collected during the test; checked at its end. */
  consoleErrors: string[];
}

export const test = base.extend<E2EOptions & E2EFixtures>({
  lang: ['en', { option: true }],
  at: async ({ lang }, use) => {
    await use((path: string) => (path === '/' ? `/${lang}` : `/${lang}${path}`));
  },
  context: async ({ context, lang, baseURL }, use) => {
    await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' || /hydrat/i.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      const unexpected = errors.filter((e) => !/status of 404|Failed to load resource/.test(e));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Marks the window so a test can tell a client-side navigation from a full reload. */
export async function markWindow(page: Page) {
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
}
export async function windowStillMarked(page: Page) {
  return page.evaluate(() => (window as unknown as { __marker?: number }).__marker === 42);
}

/** Waits until React has hydrated the page (the client router is live). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
}
