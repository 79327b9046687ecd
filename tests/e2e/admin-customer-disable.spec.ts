import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from './support/admin';
import { auditPage } from './support/axe';
import {
  CUSTOMER_PASSWORD as PASSWORD,
  expect,
  signedInCustomer,
  test,
  waitForHydration,
} from './support/fixtures';
import { text } from './support/public-texts';

/** Screenshots of the list with a selection, when SHOTS_DIR is set (looked at by a person). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test(
  'an admin disables a customer from the list: their session ends and login is refused; enabled again, they log in',
  { tag: ['@ar'] },
  async ({ browser, baseURL, page: admin, at, lang, request, admin: signedIn }) => {
    test.setTimeout(180_000);
    const t = (ns: string, key: string) => text(lang, ns, key);
    // A customer of this journey only (the shared demo customer stays untouched).
    const customerContext = await browser.newContext({ baseURL });
    await customerContext.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    const customer = await customerContext.newPage();
    const { email } = await signedInCustomer(request, customerContext, baseURL!, lang, 'disable');
    await customer.goto(at('/account'));
    await expect(customer).toHaveURL(new RegExp(`${at('/account')}$`));

    // The admin finds the account, ticks it and disables it from the bulk bar.
    expect(signedIn.token).toMatch(/^adm_/);
    await admin.goto(at(`/admin/customers?q=${encodeURIComponent(email)}`));
    await waitForHydration(admin);
    const table = admin.getByTestId('customers-table');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    const bar = admin.getByTestId('bulk-bar');
    await expect(bar.getByRole('button', { name: t('admin', 'bulk.apply') })).toBeDisabled();
    await table.getByRole('checkbox', { name: t('admin', 'bulk.selectAll') }).check();
    await expect(bar.getByTestId('bulk-count')).toHaveText(
      lang === 'ar' ? 'سطر واحد محدد' : t('admin', 'bulk.selected_one').replace('{{count}}', '1'),
    );
    await bar.getByRole('combobox').selectOption('disable');
    expect(await auditPage(admin)).toEqual([]);
    await shoot(admin, `customers-bulk-selected-${lang}`);
    await bar.getByRole('button', { name: t('admin', 'bulk.apply') }).click();

    // Bulk actions want the password typed again.
    const dialog = admin.getByTestId('reauth-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t('admin', 'reauth.password'))).toBeFocused();
    await dialog.getByLabel(t('admin', 'reauth.password')).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: t('admin', 'reauth.submit') }).click();
    const report = admin.getByTestId('bulk-report');
    await expect(report.locator('li[data-outcome="done"]')).toHaveCount(1);
    await expect(report).toContainText('Salma Benali');
    await expect(table).toContainText(t('admin-customers', 'customers.statuses.disabled'));
    await expect(bar.getByTestId('bulk-count')).toHaveText(t('admin', 'bulk.selected_zero'));
    expect(await auditPage(admin)).toEqual([]);
    await shoot(admin, `customers-bulk-report-${lang}`);

    // The customer's session has ended, and the login is refused with the account's message.
    await customer.goto(at('/account'));
    await expect(customer).toHaveURL(new RegExp(`${at('/login')}`));
    await waitForHydration(customer);
    await customer.locator('main input[name="email"]').fill(email);
    await customer.locator('main input[name="password"]').fill(PASSWORD);
    await customer.locator('main form button[type="submit"]').click();
    await expect(customer.locator('main').getByRole('alert')).toContainText(t('account', 'login.disabled'));

    // Enabled again from the customer's page (the password was typed within 5 minutes: no prompt).
    await table.getByRole('link').first().click();
    await waitForHydration(admin);
    await admin.getByRole('button', { name: t('admin-customers', 'customer.enable') }).click();
    await expect(
      admin.getByRole('status').filter({ hasText: t('admin-customers', 'customer.done.enable') }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    await customer.locator('main input[name="password"]').fill(PASSWORD);
    await customer.locator('main form button[type="submit"]').click();
    await expect(customer).not.toHaveURL(/\/login/);
    await customerContext.close();
  },
);
