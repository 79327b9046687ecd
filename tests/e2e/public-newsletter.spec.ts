import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

/*
 * The subscription's answers, its mail and the confirm and unsubscribe pages are checked without a
 * browser: server/modules/contact/api.test.ts and app/routes/newsletter.page.test.ts (ADR-0013).
 * Here the footer's box in a running page: what it checks before sending, and each answer's toast.
 */

async function subscribe(page: Page, email: string) {
  const form = page.getByTestId('newsletter-form');
  await form.getByRole('textbox').fill(email);
  await form.getByRole('button').click();
}

test.beforeEach(async ({ page, at }) => {
  await page.goto(at('/'));
  await waitForHydration(page);
});

test(
  'an empty address is an error and a malformed one a warning, unsent; a new one, after the human check, a success',
  { tag: ['@fr'] },
  async ({ page, lang }) => {
    test.setTimeout(60_000);
    // The human check loads only once the field is focused, and is solved before the request.
    expect(await page.locator('altcha-widget').count()).toBe(0);
    let calls = 0;
    await page.route('**/api/contact_requests/subscribe', (route) => {
      calls++;
      return route.continue();
    });
    await subscribe(page, '');
    await expect(page.getByTestId('toast-error').locator('p')).toHaveText(
      text(lang, 'contact', 'newsletter.emailRequired'),
    );
    await subscribe(page, 'name@domain');
    await expect(page.getByTestId('toast-warning').locator('p')).toHaveText(
      text(lang, 'contact', 'newsletter.emailRequired'),
    );
    await subscribe(page, 'with space@domain.com');
    await expect(page.getByTestId('toast-warning')).toHaveCount(2);
    expect(calls).toBe(0);
    await subscribe(page, `nl-${lang}-${Date.now()}@example.com`);
    await expect(page.getByTestId('toast-success').locator('p')).toHaveText(
      text(lang, 'contact', 'newsletter.success'),
    );
    expect(calls).toBe(1);
  },
);

test(
  'a refusal shows the server’s message, each address problem its own toast, any other failure the generic one',
  { tag: ['@ar'] },
  async ({ page, lang }) => {
    const answers = [
      { status: 200, json: { success: false, message: 'Server says no' } },
      { status: 422, json: { message: 'Invalid', errors: { email: ['First problem', 'Second problem'] } } },
      { status: 500, body: 'boom' },
    ];
    await page.route('**/api/contact_requests/subscribe', (route) => route.fulfill(answers.shift()!));
    // A toast lasts 3 s: each answer's toasts are looked for by their text.
    const error = (message: string) => page.getByTestId('toast-error').filter({ hasText: message });
    await subscribe(page, 'someone@example.com');
    await expect(error('Server says no')).toBeVisible();
    await subscribe(page, 'someone@example.com');
    await expect(error('First problem')).toBeVisible();
    await expect(error('Second problem')).toBeVisible();
    await subscribe(page, 'someone@example.com');
    await expect(error(text(lang, 'contact', 'newsletter.failed'))).toBeVisible();
  },
);
