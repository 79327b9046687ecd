import { E2E_ADMIN } from './support/admin';
import { auditPage } from './support/axe';
import { listedOrder, payOnSandbox } from './support/checkout';
import { expect, signedInCustomer, test, waitForHydration } from './support/fixtures';
import { placeOrder } from './support/orders';
import { text } from './support/public-texts';

/**
 * The admin's orders queue (issue 15), in French and Arabic: one customer, a pay-later order and a
 * paid one; the admin answers on the first and records its payment, and refunds the second; the
 * customer's pages show each. The rules (machines, races, audit rows) are tested at the service level.
 */
test(
  'an admin replies on an order, records its payment, refunds another; the customer sees it all',
  { tag: ['@ar'] },
  async ({ page: admin, browser, baseURL, at, lang, request, admin: signedIn }) => {
    test.setTimeout(120_000);
    // The customer, in a browser of their own.
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: 'i18next', value: lang, url: baseURL! }]);
    const page = await context.newPage();
    const { email } = await signedInCustomer(request, context, baseURL!, lang, 'admin-orders');
    await page.goto(at('/orders'));
    const later = await placeOrder(page, [{ service: 'stockage-climatise' }]);
    const paid = await placeOrder(
      page,
      [{ service: 'carton-double-cannelure', package: 'lot-25' }],
      'pay_now',
    );
    await page.goto(paid.redirect_url!);
    await payOnSandbox(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/thank-you/);
    expect(await listedOrder(page, paid.id)).toMatchObject({ pay_status: 'paid' });

    // The admin (the admin() fixture, in the test's own page).
    await admin.goto(at('/admin'));
    await expect(admin.getByTestId('admin-signed-in-as')).toContainText(signedIn.email);
    const t = (key: string, values: Record<string, string> = {}) =>
      Object.entries(values).reduce((s, [k, v]) => s.replace(`{{${k}}}`, v), text(lang, 'admin-orders', key));

    await admin
      .getByRole('navigation')
      .getByRole('link', { name: text(lang, 'admin', 'shell.orders') })
      .click();
    await expect(admin).toHaveURL(new RegExp(`${at('/admin/orders')}$`));
    const filters = admin.getByTestId('orders-filters');
    await filters.getByLabel(t('list.q')).fill(email);
    await filters.getByRole('button', { name: t('list.apply') }).click();
    await expect(admin.getByTestId('orders-row')).toHaveCount(2);
    expect(await auditPage(admin)).toEqual([]);
    await admin.getByRole('link', { name: t('list.open', { number: later.number }) }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(later.number);
    await waitForHydration(admin);

    const reply = lang === 'ar' ? 'طلبك قيد التحضير.' : 'Votre commande est en préparation.';
    await admin.getByRole('textbox', { name: t('detail.reply') }).fill(reply);
    await admin.getByRole('button', { name: t('detail.send') }).click();
    await expect(admin.getByRole('status').filter({ hasText: t('api.replied') })).toBeVisible();
    await expect(admin.getByTestId('admin-order-comments')).toContainText(reply);
    await admin.getByRole('button', { name: t('detail.recordPayment') }).click();
    await expect(admin.getByRole('status').filter({ hasText: t('api.paymentRecorded') })).toBeVisible();
    await expect(admin.getByTestId('order-summary')).toContainText(text(lang, 'orders', 'payStatuses.paid'));
    expect(await auditPage(admin)).toEqual([]);

    // The refund asks for the password again, then goes through the provider once.
    await admin.goto(at(`/admin/orders/${paid.id}`));
    await waitForHydration(admin);
    await admin.getByRole('button', { name: t('detail.refund') }).click();
    await admin.getByTestId('confirm-refund').click();
    const dialog = admin.getByTestId('reauth-dialog');
    await dialog.getByLabel(text(lang, 'admin', 'reauth.password')).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: text(lang, 'admin', 'reauth.submit') }).click();
    await expect(admin.getByRole('status').filter({ hasText: t('api.refunded') })).toBeVisible();
    await expect(admin.getByTestId('order-summary')).toContainText(
      text(lang, 'orders', 'payStatuses.refund'),
    );
    await expect(admin.getByTestId('order-invoices')).toContainText(
      text(lang, 'billing', 'kinds.credit_note'),
    );

    // One audit row per action.
    for (const [id, count] of [
      [later.id, 2],
      [paid.id, 1],
    ] as const) {
      await admin.goto(at(`/admin/audit?entity_type=order&entity_id=${id}`));
      await expect(admin.getByTestId('audit-table').locator('tbody tr')).toHaveCount(count);
    }

    // The customer's side: the reply in the thread, Paid, Refund and the credit note.
    await page.goto(at(`/order/${later.id}`));
    await expect(page.locator('[data-testid="order-comment"][data-author="admin"]')).toContainText(reply);
    await page.goto(at('/orders'));
    const row = (number: string) => page.getByTestId('order-row').filter({ hasText: number });
    await expect(row(later.number).getByTestId('order-pay-status')).toHaveText(
      text(lang, 'orders', 'payStatuses.paid'),
    );
    await expect(row(paid.number).getByTestId('order-pay-status')).toHaveText(
      text(lang, 'orders', 'payStatuses.refund'),
    );
    await page.goto(at('/account?tab=billing'));
    await expect(
      page.getByTestId('billing-row').filter({ hasText: text(lang, 'billing', 'kinds.credit_note') }),
    ).toHaveCount(1);
    await context.close();
  },
);
