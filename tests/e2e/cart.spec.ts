import type { Page } from '@playwright/test';
import { formatMoney } from '../../common/format/money';
import type { Locale } from '../../common/i18n/languages';
import { fillLogin } from './support/account-flows';
import { cartWith } from './support/checkout';
import { CUSTOMER_PASSWORD, expect, signedInCustomer, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

/**
 * The cart in a browser (issue 12): the add-to-cart buttons sent in the background with their
 * toasts and the header's count, the login link that comes back, the cart page's enhanced forms.
 * One language each (ADR-0013). The same forms without JavaScript, the prices and the promo
 * codes' refusals are page tests (app/routes/cart.page.test.ts).
 */
const money = (minor: number, lang: Locale) => formatMoney(minor, 'MAD', lang);
const toast = (page: Page, type: 'success' | 'error') =>
  page.getByTestId(`toast-${type}`).last().locator('p');

test(
  'a visitor is asked to log in first, and the login link brings them back to add it',
  { tag: ['@ar'] },
  async ({ page, context, request, baseURL, at, lang }) => {
    // A customer who is not signed in in this browser yet.
    const customer = await signedInCustomer(request, context, baseURL!, lang, 'cart');
    await context.clearCookies({ name: 'sid' });
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
    await fillLogin(page, customer.email, CUSTOMER_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${at('/produits/papier-bulle')}$`));
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').first().click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.service'));
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  },
);

test(
  'a customer adds a package, the same item again gets the duplicate message; the cart page’s prices, promo code and remove',
  { tag: ['@fr'] },
  async ({ page, at, lang, customer }) => {
    // A service already in the cart (through the API), then the buttons.
    await page.goto(at('/cart'));
    expect(customer.email).toContain('@');
    await cartWith(page, [{ type: 'service', service_id: 'papier-bulle' }]);
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
    const card = page
      .getByTestId('package-card')
      .filter({ has: page.locator('a[href$="/packages/box-2m2"]') });
    await card.getByTestId('add-to-cart').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'cart', 'added.package'));
    await expect(page.getByTestId('cart-count')).toHaveText('3');

    // The cart page, from the header's link.
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
  },
);
