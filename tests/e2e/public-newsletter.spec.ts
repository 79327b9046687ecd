import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { waitForMail } from './support/mailbox';
import { text } from './support/public-texts';

async function subscribe(page: Page, email: string) {
  const form = page.getByTestId('newsletter-form');
  const input = form.getByRole('textbox');
  await input.fill(email);
  await form.getByRole('button').click();
}

test.beforeEach(async ({ page, at }) => {
  await page.goto(at('/'));
  await waitForHydration(page);
});

test('an empty address is an error, a malformed one a warning, and nothing is sent', async ({
  page,
  lang,
}) => {
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
});

test('a new address gets the success toast, then a confirmation mail; after unsubscribing it is told how to come back', async ({
  page,
  lang,
}) => {
  test.setTimeout(60_000);
  const email = `nl-${lang}-${Date.now()}@example.com`;
  // The human check loads only once the field is focused.
  expect(await page.locator('altcha-widget').count()).toBe(0);
  await subscribe(page, email);
  await expect(page.getByTestId('toast-success').locator('p')).toHaveText(
    text(lang, 'contact', 'newsletter.success'),
  );
  const mail = await waitForMail(email);
  const confirm = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
  const unsubscribe = /https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/.exec(mail.text)![0];
  await page.goto(confirm);
  await page.getByRole('button', { name: text(lang, 'contact', 'newsletterPage.confirm') }).click();
  await expect(page.getByTestId('newsletter-outcome')).toHaveText(
    text(lang, 'contact', 'newsletterPage.outcome.confirmed'),
  );
  await page.goto(unsubscribe);
  await page.getByRole('button', { name: text(lang, 'contact', 'newsletterPage.unsubscribe') }).click();
  await expect(page.getByTestId('newsletter-outcome')).toHaveText(
    text(lang, 'contact', 'newsletterPage.outcome.unsubscribed'),
  );
  await waitForHydration(page);
  await subscribe(page, email);
  await expect(page.getByTestId('toast-error').locator('p')).toHaveText(
    text(lang, 'contact', 'newsletter.wasUnsubscribed'),
  );
});

test('an answer without success shows the server message as an error', async ({ page }) => {
  await page.route('**/api/contact_requests/subscribe', (route) =>
    route.fulfill({ status: 200, json: { success: false, message: 'Server says no' } }),
  );
  await subscribe(page, 'someone@example.com');
  await expect(page.getByTestId('toast-error').locator('p')).toHaveText('Server says no');
});

test('each message of errors.email becomes its own error toast', async ({ page }) => {
  await page.route('**/api/contact_requests/subscribe', (route) =>
    route.fulfill({
      status: 422,
      json: { message: 'Invalid', errors: { email: ['First problem', 'Second problem'] } },
    }),
  );
  await subscribe(page, 'someone@example.com');
  await expect(page.getByTestId('toast-error').locator('p')).toHaveText(['First problem', 'Second problem']);
});

test('any other failure shows the generic message', async ({ page, lang }) => {
  await page.route('**/api/contact_requests/subscribe', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await subscribe(page, 'someone@example.com');
  await expect(page.getByTestId('toast-error').locator('p')).toHaveText(
    text(lang, 'contact', 'newsletter.failed'),
  );
});
