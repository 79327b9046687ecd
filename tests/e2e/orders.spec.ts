import type { Page } from '@playwright/test';
import { formatMoney } from '../../common/format/money';
import type { OrderDetailView } from '../../common/orders/views';
import { fillLogin, logInAsDemoCustomer, PASSWORD, signUpConfirmed } from './support/account-flows';
import { expect, test, waitForHydration, type E2EOptions } from './support/fixtures';
import { placeOrder, setAvailability, type Item } from './support/orders';
import { text } from './support/public-texts';

/**
 * The order pages (issue 12), one customer per language, signed up once; orders are placed through
 * the API (the checkout pages are built beside these). French and Arabic; English runs the 404s.
 */
test.describe.configure({ mode: 'serial' });

let customer: { email: string };
let order: OrderDetailView;

const STORAGE: Item = { service: 'stockage-climatise' };
const LOT_25: Item = { service: 'carton-double-cannelure', package: 'lot-25' };
/** Withdrawn by the reorder journey: a package of its own per language, so runs side by side never meet. */
const WITHDRAWN: Record<string, Item> = {
  fr: { service: 'palettes-bois', package: 'lot-10-reconditionnees' },
  ar: { service: 'palettes-bois', package: 'lot-20-neuves' },
};
const STILL_SOLD: Item = { service: 'design-packaging', package: 'etiquette' };

const toast = (page: Page, type: 'success' | 'error') =>
  page.getByTestId(`toast-${type}`).last().locator('p');
const fill = (value: string, values: Record<string, string>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), value);

async function logInAs(page: Page, at: (p: string) => string) {
  await page.goto(at('/login'));
  await fillLogin(page, customer.email, PASSWORD);
}

test.describe('a customer’s orders', () => {
  test.skip(({ lang }) => lang === 'en', 'the order journeys run in French and Arabic');

  test.beforeAll(async ({ browser, baseURL }, testInfo) => {
    test.setTimeout(90_000);
    const lang = (testInfo.project.use as E2EOptions).lang;
    const at = (path: string) => `/${lang}${path}`;
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const email = `orders-${lang}-${Date.now()}@example.test`;
    await signUpConfirmed(page, at, email);
    await page.goto(at('/orders'));
    await expect(page.getByTestId('orders-empty')).toHaveText(text(lang, 'account', 'account.empty.orders'));
    order = await placeOrder(page, [STORAGE, LOT_25]);
    await context.close();
    customer = { email };
  });

  test('the order is listed in /orders and the Orders tab, and its page shows its lines, amounts and history', async ({
    page,
    at,
    lang,
  }) => {
    await logInAs(page, at);
    await page.goto(at('/orders'));
    const row = page.getByTestId('order-row').filter({ hasText: order.number });
    await expect(row.getByTestId('order-status')).toHaveText(text(lang, 'orders', 'statuses.pending'));
    await expect(row.getByTestId('order-pay-status')).toHaveText(text(lang, 'orders', 'payStatuses.on_hand'));
    await expect(row.getByTestId('order-amount')).toHaveText(formatMoney(order.total.minor, 'MAD', lang));
    await expect(row.getByTestId('order-services')).toHaveText(order.services.join(', '));
    await expect(row.getByTestId('order-packages')).toHaveText(order.packages.join(', '));
    await row.getByTestId('order-manage').click();
    await expect(page).toHaveURL(new RegExp(`${at(`/order/${order.id}`)}$`));
    await expect(page.getByTestId('order-heading')).toContainText(order.number);
    await expect(page.getByTestId('order-line-name')).toHaveText(order.lines.map((l) => l.name));
    await expect(page.getByTestId('order-total')).toHaveText(formatMoney(order.total.minor, 'MAD', lang));
    await expect(page.getByTestId('order-payment-mode')).toHaveText(
      text(lang, 'orders', 'paymentModes.pay_later'),
    );
    const history = page.getByTestId('history-entry');
    await expect(history).toHaveCount(1);
    await expect(history).toContainText(text(lang, 'orders', 'page.history.actors.customer'));
    await expect(history).toContainText(text(lang, 'orders', 'payStatuses.on_hand'));

    await page.goto(at('/account?tab=orders'));
    await page.getByTestId('order-row').filter({ hasText: order.number }).getByTestId('order-manage').click();
    await expect(page).toHaveURL(new RegExp(`${at(`/account/my-order/${order.id}`)}$`));
    // A line's own page: the package, with what it includes and its terms.
    const pkg = order.lines.find((l) => l.type === 'package')!;
    await page
      .getByTestId('order-line')
      .filter({ hasText: pkg.name })
      .getByTestId('order-line-details')
      .click();
    await expect(page).toHaveURL(new RegExp(`${at(`/account/my-order/${order.id}/package/${pkg.id}`)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pkg.name);
    await expect(page.getByTestId('line-features').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('line-final-price')).toContainText(
      formatMoney(pkg.final_price.minor, 'MAD', lang),
    );
  });

  test('the customer adds extra information, a file and a comment; a disguised file is refused, saying why', async ({
    page,
    at,
    lang,
  }) => {
    await logInAs(page, at);
    await page.goto(at(`/account/my-order/${order.id}`));
    await waitForHydration(page);
    await page.locator('#order-extra_info').fill('Livraison le matin, quai 3');
    await page.locator('#order-links').fill('https://example.com/plans');
    await page.getByTestId('order-extras-save').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.updated'));
    await expect(page.getByTestId('order-links-list')).toContainText('https://example.com/plans');

    const files = page.locator('#order-files-input');
    await files.setInputFiles({
      name: 'plan.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('40 x 30 x 20 cm\n'),
    });
    await page.getByTestId('order-files-send').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'page.files.added'));
    const link = page.getByTestId('order-file').getByRole('link');
    await expect(link).toContainText('plan.txt');
    const download = await page.request.get((await link.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    expect(await download.text()).toBe('40 x 30 x 20 cm\n');

    await files.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all\n'),
    });
    await page.getByTestId('order-files-send').click();
    await expect(page.getByTestId('upload-errors')).toContainText('photo.png');
    await expect(page.getByTestId('order-file')).toHaveCount(1);

    await page.locator('#order-comment-body').fill('Pouvez-vous livrer avant 10 h ?');
    await page.getByTestId('order-comment-send').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.commentAdded'));
    await expect(page.getByTestId('order-comment-body')).toHaveText('Pouvez-vous livrer avant 10 h ?');
    await expect(page.locator('#order-comment-body')).toHaveValue('');
  });

  test('cancel asks first, then cancels a pending unpaid order; an unpaid pay-now order links to its payment, and once paid on the provider’s page it shows paid and approved', async ({
    page,
    at,
    lang,
  }) => {
    await logInAs(page, at);
    await page.goto(at(`/order/${order.id}`));
    await waitForHydration(page);
    await page.getByTestId('order-cancel').click();
    await expect(page.getByTestId('cancel-confirmation')).toContainText(order.number);
    await page.getByTestId('cancel-keep').click();
    await expect(page.getByTestId('cancel-confirmation')).toHaveCount(0);
    await page.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-confirm').click();
    await expect(toast(page, 'success')).toHaveText(text(lang, 'orders', 'api.canceled'));
    await expect(page.getByTestId('order-status')).toHaveText(text(lang, 'orders', 'statuses.canceled'));
    await expect(page.getByTestId('history-entry')).toHaveCount(2);
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await expect(page.getByTestId('order-pay')).toHaveCount(0);

    const payNow = await placeOrder(page, [LOT_25], 'pay_now');
    await page.goto(at(`/order/${payNow.id}`));
    await expect(page.getByTestId('order-pay')).toHaveAttribute('href', at(`/checkout/${payNow.id}/pay`));
    // Paid on the provider's page: the thank-you page (ADR-0304), then the order, paid and approved.
    await page.goto(payNow.redirect_url!);
    await page.getByLabel(/Nom sur la carte|الاسم على البطاقة/).fill('Salma Benali');
    await page.getByLabel(/Numéro de carte|رقم البطاقة/).fill('4242 4242 4242 4242');
    await page.getByLabel(/Date d'expiration|تاريخ الانتهاء/).fill('12/30');
    await page.getByLabel(/Code de sécurité|رمز الأمان/).fill('123');
    await page.getByRole('button', { name: /Payer|ادفع/ }).click();
    await expect(page).toHaveURL(new RegExp(`${at(`/checkout/${payNow.id}/thank-you`)}\\?payment=sbx_cs_`));
    await expect(page.getByTestId('thank-you-message')).toHaveText(text(lang, 'checkout', 'thankYou.paid'));
    await page.goto(at(`/order/${payNow.id}`));
    await expect(page.getByTestId('order-pay-status')).toHaveText(text(lang, 'orders', 'payStatuses.paid'));
    await expect(page.getByTestId('order-status')).toHaveText(text(lang, 'orders', 'statuses.approved'));
    await expect(page.getByTestId('order-pay')).toHaveCount(0);
  });

  test('reorder puts what is still sold in the cart at today’s prices, and says what could not be added and why', async ({
    page,
    at,
    lang,
    request,
  }) => {
    await logInAs(page, at);
    const withdrawn = WITHDRAWN[lang]!;
    const old = await placeOrder(page, [withdrawn, STILL_SOLD]);
    const gone = old.lines.find((l) => l.package_id === withdrawn.package)!;
    const kept = old.lines.find((l) => l.package_id === STILL_SOLD.package)!;
    await setAvailability(request, withdrawn, false);
    try {
      await page.goto(at(`/order/${old.id}`));
      await waitForHydration(page);
      await page.getByTestId('order-reorder').click();
      const result = page.getByTestId('reorder-result');
      await expect(result.getByTestId('reorder-message')).toHaveText(
        fill(text(lang, 'orders', 'api.reordered'), { count: '1' }),
      );
      await expect(result.getByTestId('reorder-added')).toHaveText(kept.name);
      await expect(result.getByTestId('reorder-not-added')).toContainText(gone.name);
      await expect(result.getByTestId('reorder-not-added')).toContainText(
        text(lang, 'cart', 'errors.unavailable.package'),
      );
      await result.getByTestId('reorder-cart').click();
      await expect(page).toHaveURL(new RegExp(`${at('/cart')}$`));
      await expect(page.getByTestId('cart-item')).toHaveCount(1);
    } finally {
      await setAvailability(request, withdrawn, true);
    }
  });

  test('another customer’s order, an unknown or malformed id, an unknown line: the 404 page; a visitor logs in first', async ({
    page,
    browser,
    baseURL,
    at,
    lang,
  }) => {
    const visitor = await browser.newContext({ baseURL });
    await visitor.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(at(`/order/${order.id}`));
    await expect(visitorPage).toHaveURL(new RegExp(`${at('/login')}\\?redirectTo=`));
    await fillLogin(visitorPage, customer.email, PASSWORD);
    await expect(visitorPage).toHaveURL(new RegExp(`${at(`/order/${order.id}`)}$`));
    await visitor.close();

    await logInAs(page, at);
    const line = order.lines[0]!.id;
    for (const path of [
      `/order/999999999`,
      `/order/abc`,
      `/account/my-order/999999999`,
      `/account/my-order/abc/package/${line}`,
      `/account/my-order/${order.id}/package/999999999`,
      `/account/my-order/${order.id}/package/abc`,
    ])
      expect((await page.goto(at(path)))!.status(), path).toBe(404);

    const other = await browser.newContext({ baseURL });
    await other.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    const otherPage = await other.newPage();
    await logInAsDemoCustomer(otherPage, at);
    for (const path of [
      `/order/${order.id}`,
      `/account/my-order/${order.id}`,
      `/account/my-order/${order.id}/package/${line}`,
    ])
      expect((await otherPage.goto(at(path)))!.status(), `another's ${path}`).toBe(404);
    await other.close();
  });
});
