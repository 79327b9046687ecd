import type { Locale } from '../../common/i18n/languages';
import { auditPage } from './support/axe';
import { CARTON, cartWith } from './support/checkout';
import { expect, signedInCustomer, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

/**
 * Issue 16's promo code journey, in French and Arabic (each language its own code and customer,
 * so the two runs never meet): the admin creates a code limited to one package, a new customer
 * applies it in the cart and checks out paying later, and the code's page counts one use. The
 * rules, refusals and races are tested at the service level (server/modules/promotions/admin.test.ts).
 */
const admin = (lang: Locale, key: string) => text(lang, 'admin-promo-codes', key);

test(
  'an admin creates a promo code; a customer uses it at checkout; its use count shows 1',
  { tag: ['@fr'] },
  async ({ page, browser, baseURL, lang, at, request, admin: signedIn }) => {
    test.setTimeout(180_000);
    const code = `E2E-${lang}-${Date.now().toString(36)}`.toUpperCase();

    // The admin creates the code from the list: 15 %, five uses, once per customer, one package.
    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(signedIn.email);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: text(lang, 'admin', 'shell.promoCodes') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/promo-codes')}$`));
    await expect(page.getByTestId('promo-codes-table')).toContainText('WELCOME10');
    expect(await auditPage(page)).toEqual([]);
    await page.getByRole('link', { name: admin(lang, 'list.new') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/promo-codes/new')}$`));
    await waitForHydration(page);
    const form = page.getByTestId('promo-code-form');
    await form.getByLabel(admin(lang, 'form.code'), { exact: true }).fill(code.toLowerCase());
    await form.getByLabel(admin(lang, 'form.discountValue'), { exact: true }).fill('15');
    await form.getByLabel(admin(lang, 'form.usageLimit'), { exact: true }).fill('5');
    await form.getByLabel(admin(lang, 'form.perCustomerLimit'), { exact: true }).fill('1');
    await form.getByLabel(admin(lang, 'form.appliesSelected')).check();
    await form.locator(`input[name="target"][value="${CARTON.service_id}/${CARTON.package_id}"]`).check();
    expect(await auditPage(page)).toEqual([]);
    await form.getByRole('button', { name: admin(lang, 'form.create') }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/promo-codes/')}\\d+$`));
    const codePage = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);
    await expect(page.getByTestId('promo-status')).toHaveText(admin(lang, 'statuses.active'));
    await expect(page.getByTestId('promo-uses')).toHaveText('0 / 5');
    expect(await auditPage(page)).toEqual([]);

    // A new customer applies it (typed in small letters) in the cart, then checks out paying later.
    const context = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-MA' : 'fr-FR' });
    await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    try {
      const customer = await context.newPage();
      await signedInCustomer(request, context, baseURL!, lang, 'promo');
      await customer.goto(at('/cart'));
      await cartWith(customer, [CARTON]);
      await customer.goto(at('/cart'));
      await waitForHydration(customer);
      await customer.getByTestId('promo-input').fill(code.toLowerCase());
      await customer.getByTestId('apply-code').click();
      await expect(customer.getByTestId('promo-attached')).toHaveAttribute('data-applied', 'true');
      await customer.goto(at('/checkout?step=payment'));
      await customer.getByTestId('payment-mode-pay_later').check();
      await customer.getByTestId('checkout-continue').click();
      await expect(customer).toHaveURL(/\?step=confirm$/);
      await customer.getByTestId('place-order').click();
      await expect(customer).toHaveURL(new RegExp(`${at('/checkout/')}[0-9a-f-]{36}/thank-you$`));
      const number = (await customer.getByTestId('order-number').textContent())!.trim();

      // The admin sees the use: one of five, four left, the order in the list of uses.
      await page.goto(codePage);
      await expect(page.getByTestId('promo-uses')).toHaveText('1 / 5');
      await expect(page.getByTestId('promo-remaining')).toHaveText('4');
      await expect(page.getByTestId('promo-uses-table')).toContainText(number);
      await page.goto(at(`/admin/promo-codes?q=${code}`));
      await expect(page.getByTestId('promo-codes-table').getByTestId('promo-uses')).toHaveText('1 / 5');
      await page.setViewportSize({ width: 390, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  },
);
