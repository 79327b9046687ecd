import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';
import { waitForMail } from './mailbox';

export const PASSWORD = 'a long enough passphrase 42';

/** Waits until the form's ALTCHA widget has solved its challenge (the proof of work runs in the page). */
async function humanCheckSolved(page: Page) {
  await page.locator('main form input[name="email"]').first().focus();
  await expect(page.locator('main input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });
}

/** Fills and sends the signup form; returns the code mailed to `email`. */
export async function signUp(page: Page, at: (p: string) => string, email: string) {
  await page.goto(at('/signup'));
  await waitForHydration(page);
  await page.locator('main input[name="firstName"]').fill('Salma');
  await page.locator('main input[name="lastName"]').fill('Benali');
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="phone"]').fill('+212 600 000 000');
  await page.locator('main select[name="country"]').selectOption('MA');
  await page.locator('main input[name="gender"][value="female"]').check();
  await page.locator('main input[name="password"]').fill(PASSWORD);
  await page.locator('main input[name="company"]').fill('Atlas Logistique');
  await humanCheckSolved(page);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${at('/confirm-email')}$`));
  const mail = await waitForMail(email, (m) => /\b\d{6}\b/.test(m.subject));
  return /\b(\d{6})\b/.exec(mail.subject)![1]!;
}

/** Signs up, types the mailed code and confirms it: a new customer, on their account page. */
export async function signUpConfirmed(page: Page, at: (p: string) => string, email: string) {
  const code = await signUp(page, at, email);
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(code);
  await page.locator('main form button[value="verify"]').click();
  await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));
  await waitForHydration(page);
}

/** Logs in as the seeded demo customer (embedded demo shop) through the login form. */
export async function logInAsDemoCustomer(page: Page, at: (p: string) => string) {
  await page.goto(at('/login'));
  await waitForHydration(page);
  await page.locator('main input[name="email"]').fill('client@emballo.example');
  await page.locator('main input[name="password"]').fill('emballo demo 2026');
  await page.locator('main form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Fills the login form of the current page (/login, maybe with ?redirectTo=) and sends it. */
export async function fillLogin(page: Page, email: string, password: string) {
  await waitForHydration(page);
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="password"]').fill(password);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}
