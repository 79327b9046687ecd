import type { Page } from '@playwright/test';
import { formatMoney } from '../../common/format/money';
import type { Locale } from '../../common/i18n/languages';
import { fillLogin, PASSWORD, signUpConfirmed } from './support/account-flows';
import { expect, test, waitForHydration, type E2EOptions } from './support/fixtures';
import { text } from './support/public-texts';

/**
 * The cart journeys (issue 12), one customer per language: signed up once, then shared by the
 * journeys of this file, which run in order (each one starts from the cart the previous left).
 */
test.describe.configure({ mode: 'serial' });

let customer: { email: string };

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const lang = (testInfo.project.use as E2EOptions).lang;
  const at = (path: string) => `/${lang}${path}`;
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
  const page = await context.newPage();
  const email = `cart-${lang}-${Date.now()}@example.test`;
  await signUpConfirmed(page, at, email);
  await context.close();
  customer = { email };
});

const money = (minor: number, lang: Locale) => formatMoney(minor, 'MAD', lang);
const toast = (page: Page, type: 'success' | 'error') =>
  page.getByTestId(`toast-${type}`).last().locator('p');

async function logInAs(page: Page, at: (p: string) => string) {
  await page.goto(at('/login'));
  await fillLogin(page, customer.email, PASSWORD);
}

test('a visitor is asked to log in first, and the login link brings them back to add it', async ({
  page,
  at,
  lang,
}) => {
  await page.goto(at('/produits/papier-bulle'));
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(toast(page, 'error')).toHaveText(text(lang, 'catalog', 'cart.loginFirst'));
  const prompt = page.getByTestId('login-first');
  await expect(prompt).toContainText(text(lang, 'catalog', 'cart.loginFirst'));
  await prompt.getByRole('link', { name: text(lang, 'catalog', 'cart.logIn') }).click();
  await expect(page).toHaveURL(
    new RegExp(`${at('/login')}\\?redirectTo=${encodeURIComponent(at('/produits/papier-bulle'))}$`),
  );
  await fillLogin(page, customer.email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${at('/produits/papier-bulle')}$`));
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.service'));
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a customer adds a package, and the same item again gets the duplicate message', async ({
  page,
  at,
  lang,
}) => {
  await logInAs(page, at);
  await page.goto(at('/produits/carton-double-cannelure/packages/lot-100'));
  await waitForHydration(page);
  const add = page.getByTestId('add-to-cart');
  await add.click();
  await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.package'));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await add.click();
  await expect(toast(page, 'error')).toHaveText(text(lang, 'cart', 'duplicate.package'));
  // Twice the same refusal: it shows twice.
  await page.getByTestId('toast-error').getByRole('button').click();
  await add.click();
  await expect(toast(page, 'error')).toHaveText(text(lang, 'cart', 'duplicate.package'));

  await page.goto(at('/produits/papier-bulle'));
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(toast(page, 'error')).toHaveText(text(lang, 'cart', 'duplicate.service'));

  // From a package card on the service page.
  await page.goto(at('/produits/box-self-stockage'));
  await waitForHydration(page);
  const card = page.getByTestId('package-card').filter({ has: page.locator('a[href$="/packages/box-2m2"]') });
  await card.getByTestId('add-to-cart').click();
  await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.package'));
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('the cart page: prices and terms from the server, an invalid and a valid promo code, remove', async ({
  page,
  at,
  lang,
}) => {
  await logInAs(page, at);
  await page.getByTestId('cart-link').click();
  await expect(page).toHaveURL(new RegExp(`${at('/cart')}$`));
  await waitForHydration(page);
  const items = page.getByTestId('cart-item');
  await expect(items).toHaveCount(3);
  const cartons = items.filter({ hasText: text(lang, 'catalog', 'price.instead') });
  await expect(cartons.getByTestId('cart-item-price')).toHaveText(money(80100, lang));
  await expect(cartons).toContainText(money(89000, lang));
  await expect(cartons).toContainText(text(lang, 'catalog', 'paymentKind.one_time'));
  const box = items.nth(2);
  await expect(box).toContainText(text(lang, 'catalog', 'billingPeriod.month'));
  await expect(box).toContainText(text(lang, 'catalog', 'paymentKind.subscription'));
  // 69.00 + 890.00 + 490.00, less 89.00 off the cartons.
  await expect(page.getByTestId('cart-subtotal')).toHaveText(money(144900, lang));
  await expect(page.getByTestId('cart-total')).toHaveText(money(136000, lang));
  await expect(page.getByText(text(lang, 'cart', 'promo.onePerOrder'))).toBeVisible();

  const input = page.getByRole('textbox', { name: text(lang, 'cart', 'promo.label') });
  await input.fill('summer2025');
  await page.getByTestId('apply-code').click();
  const error = page.getByTestId('promo-error');
  await expect(error).toContainText(text(lang, 'cart', 'promo.invalid'));
  await expect(error).toContainText('2025');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('cart-total')).toHaveText(money(136000, lang));

  await input.fill('WELCOME10');
  await page.getByTestId('apply-code').click();
  await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'promo.valid'));
  await expect(page.getByTestId('promo-attached')).toHaveAttribute('data-applied', 'true');
  await expect(page.getByTestId('promo-error')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(money(122400, lang));
  await page.getByTestId('remove-code').click();
  await expect(page.getByTestId('promo-attached')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toHaveText(money(136000, lang));

  await items.first().getByTestId('remove-item').click();
  await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'removed'));
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-total')).toHaveText(money(129100, lang));
});

test('without JavaScript: a visitor is sent to log in and back; adding and removing post their forms', async ({
  browser,
  baseURL,
  lang,
}, testInfo) => {
  test.skip(lang === 'en', 'the form is the same in every language: fr and ar show it');
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    locale: testInfo.project.use.locale,
  });
  await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
  const page = await context.newPage();
  const at = (path: string) => `/${lang}${path}`;
  try {
    // A visitor is sent to log in, with the message, and comes back to the page after.
    const roll = at('/produits/papier-bulle/packages/rouleau-50m');
    await page.goto(roll);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${at('/login')}\\?redirectTo=${encodeURIComponent(roll)}$`));
    await expect(toast(page, 'error')).toHaveText(text(lang, 'cart', 'loginFirst'));
    await page.locator('main input[name="email"]').fill(customer.email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${roll}$`));
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${at('/produits/papier-bulle/packages/rouleau-50m')}$`));
    await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.package'));
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    // The cart page's forms too: a code refused then one applied, then remove everything.
    await page.goto(at('/cart'));
    await page.getByTestId('promo-input').fill('NOPE');
    await page.getByTestId('apply-code').click();
    await expect(page.getByTestId('promo-error')).toContainText(
      text(lang, 'cart', 'promo.reasons.not_found'),
    );
    await page.getByTestId('promo-input').fill('welcome10');
    await page.getByTestId('apply-code').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'promo.valid'));
    await expect(page.getByTestId('promo-attached')).toHaveAttribute('data-applied', 'true');
    for (let left = 3; left > 0; left--) {
      await page.getByTestId('remove-item').first().click();
      await expect(page.getByTestId('cart-item')).toHaveCount(left - 1);
    }
    await expect(page.getByTestId('cart-empty')).toHaveText(text(lang, 'cart', 'empty'));
  } finally {
    await context.close();
  }
});
