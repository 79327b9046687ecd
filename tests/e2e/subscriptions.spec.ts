import { devices, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../../common/i18n/languages';
import type { SubscriptionView } from '../../common/subscriptions/types';
import { renewalSite } from '../../playwright.config';
import { logInAsDemoCustomer } from './support/account-flows';
import { auditPage } from './support/axe';
import { payOnSandbox } from './support/checkout';
import { expect, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { text } from './support/public-texts';

/**
 * Subscriptions (issue 13, ADR-0401), in Arabic (ADR-0013: one language a journey): buy a monthly package with the
 * sandbox, see its invoice in Billing, open the package page, cancel (the confirmation says until
 * when it stays active) and see the end date, resume, then move the application clock past the
 * period end and see the renewal's invoice. On a site of its own (`renewalSite`), whose clock only
 * this journey moves (a month ahead ends every session on that site).
 */
test.use({ baseURL: renewalSite.url });

const BOX = { service: 'box-self-stockage', package: 'box-2m2' };

async function xsrfHeaders(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

async function subscriptionOf(page: Page, orderId: string, lang: Locale) {
  const list = await (await page.request.get(`/api/subscriptions?per_page=100&lang=${lang}`)).json();
  return (list.data.data as SubscriptionView[]).find((s) => s.order_id === orderId)!;
}

async function journey(browser: Browser, lang: Locale) {
  // As the projects' browsers are (playwright.config.ts), in this language.
  const context = await browser.newContext({
    ...devices['Desktop Chrome'],
    baseURL: renewalSite.url,
    locale: lang === 'ar' ? 'ar-MA' : 'fr-FR',
  });
  await context.addCookies([{ name: 'i18next', value: lang, url: renewalSite.url }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`${page.url()}: ${String(err)}`));
  const at = (path: string) => `/${lang}${path}`;
  const t = (key: string, ns = 'subscriptions') => text(lang, ns, key);

  // Bought with pay now on the sandbox's page: the card is saved for the renewals.
  await logInAsDemoCustomer(page, at);
  const order = await placeOrder(page, [BOX], 'pay_now');
  await page.goto(order.redirect_url!);
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`${at('/checkout/')}${order.id}/thank-you`));
  await expect(page.getByTestId('order-pay-status')).toHaveText(text(lang, 'orders', 'payStatuses.paid'));

  // Its invoice in Billing.
  const invoices = (await (await page.request.get(`/api/invoices?lang=${lang}`)).json()).data.data as {
    number: string;
    order_id: string | null;
  }[];
  const first = invoices.find((i) => i.order_id === order.id)!;
  await page.goto(at('/account?tab=billing'));
  await expect(page.getByTestId('billing-row').filter({ hasText: first.number })).toContainText(
    text(lang, 'billing', 'statuses.paid'),
  );

  // The package page: active, renewed on the period end.
  const bought = await subscriptionOf(page, order.id, lang);
  const linePage = at(`/account/my-order/${order.id}/package/${bought.line_id}`);
  await page.goto(linePage);
  await waitForHydration(page);
  const panel = page.getByTestId('line-subscription-section');
  await expect(panel.getByTestId('subscription-status')).toHaveText(t('statuses.active'));
  await expect(panel.getByTestId('subscription-next-billing')).toHaveText(bought.next_billing_at!.label);
  await expect(panel.getByTestId('billing-row')).toHaveCount(1);

  // Cancel: the confirmation says until when it stays active; then the end date shows.
  await panel.getByTestId('subscription-cancel').click();
  const question = panel.getByTestId('subscription-cancel-confirmation');
  await expect(question).toContainText(bought.current_period_end.label);
  expect(await auditPage(page)).toEqual([]);
  await question.getByTestId('subscription-cancel-confirm').click();
  await expect(panel.getByTestId('subscription-status')).toHaveText(t('statuses.canceled'));
  await expect(panel.getByTestId('subscription-ends-at')).toHaveText(bought.current_period_end.label);
  await expect(panel.getByTestId('subscription-next-billing')).toHaveCount(0);

  // Resumed before the end, it renews at the period end.
  await panel.getByTestId('subscription-resume').click();
  await expect(panel.getByTestId('subscription-status')).toHaveText(t('statuses.active'));

  const now = Date.parse((await (await page.request.get('/api/test/clock')).json()).now);
  const advanceMs = Math.max(0, Date.parse(bought.current_period_end.iso) + 60_000 - now);
  const moved = await page.request.post('/api/test/clock', {
    data: { advanceMs },
    headers: await xsrfHeaders(page),
  });
  expect(moved.status()).toBe(200);

  // A month later the browser session is over: log in again, and find the renewal's invoice.
  await logInAsDemoCustomer(page, at);
  await expect
    .poll(async () => (await subscriptionOf(page, order.id, lang)).current_period_start.iso, {
      timeout: 15_000,
    })
    .toBe(bought.current_period_end.iso);
  await page.goto(linePage);
  await waitForHydration(page);
  await expect(panel.getByTestId('billing-row')).toHaveCount(2);
  await expect(panel.getByTestId('billing-row').first()).toContainText(
    text(lang, 'billing', 'statuses.paid'),
  );
  const renewed = await subscriptionOf(page, order.id, lang);
  await expect(panel.getByTestId('subscription-next-billing')).toHaveText(renewed.next_billing_at!.label);
  expect(errors).toEqual([]);
  await context.close();
}

test(
  'buy a monthly package, cancel and resume it, then see its renewal invoice',
  { tag: ['@ar'] },
  async ({ browser }) => {
    test.setTimeout(120_000);
    await journey(browser, 'ar');
  },
);
