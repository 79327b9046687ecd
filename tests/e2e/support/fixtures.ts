import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import type { Locale } from '../../../common/i18n/languages';

export interface E2EOptions {
  lang: Locale;
}

interface E2EFixtures {
  /** A path under the project's language prefix: at('/produits') → '/ar/produits'. */
  at: (path: string) => string;
  /** Console errors and hydration warnings collected during the test; checked at its end. */
  consoleErrors: string[];
  /**
   * A new confirmed customer of this test, signed in in the test's browser context (its `sid`
   * cookie set): made by the test-only route, without the sign-up pages, the human check or mail.
   */
  customer: JourneyCustomer;
  /**
   * The journeys' admin, signed in in this test's page as the admin login does it (ADR-0600): the
   * binding cookie from POST /api/admin/login in the context, the token in the tab's session storage.
   */
  admin: { email: string; token: string };
}

export interface JourneyCustomer {
  id: string;
  email: string;
  password: string;
}

/** The journeys' admin, created at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@emballo.example', password: 'emballo admin journeys 2026' } as const;
export const CUSTOMER_PASSWORD = 'a long enough passphrase 42';

let customers = 0;
/**
 * Makes a confirmed customer (POST /api/test/customers, TEST_CLOCK=on only) and signs `context` in
 * as them. `name` goes into the address, so a journey's customer is found by it in the admin lists.
 */
export async function signedInCustomer(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  lang: Locale,
  name = 'customer',
): Promise<JourneyCustomer> {
  const email = `${name}-${lang}-${Date.now().toString(36)}-${++customers}@example.test`;
  const res = await request.post(`${baseURL}/api/test/customers`, {
    data: { email, password: CUSTOMER_PASSWORD, locale: lang },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id, sid } = (await res.json()).data as { id: string; sid: string };
  await context.addCookies([{ name: 'sid', value: sid, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
  return { id, email, password: CUSTOMER_PASSWORD };
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
  customer: async ({ request, context, baseURL, lang }, use) => {
    await use(await signedInCustomer(request, context, baseURL!, lang));
  },
  admin: async ({ page }, use) => {
    // The login's answer sets the httpOnly binding cookie in the page's context, as in a browser.
    // With the customer() fixture's cookie in the same context, the API asks for the XSRF header.
    await page.request.get('/api/xsrf-cookie');
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await page.request.post('/api/admin/login', {
      data: E2E_ADMIN,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    expect(res.status(), await res.text()).toBe(200);
    const { token } = (await res.json()) as { token: string };
    // The tab keeps the token in its session storage (seeded once: a sign-out that clears it stays).
    await page.addInitScript(
      ([key, value]) => {
        if (sessionStorage.getItem('e2e-admin-seeded')) return;
        sessionStorage.setItem('e2e-admin-seeded', '1');
        sessionStorage.setItem(key!, value!);
      },
      [ADMIN_TOKEN_STORAGE_KEY, token],
    );
    await use({ email: E2E_ADMIN.email, token });
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
