import { readFile } from 'node:fs/promises';
import { E2E_ADMIN } from './support/admin';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

const T = {
  fr: {
    nav: 'Abonnés newsletter',
    export: 'Exporter en CSV',
    confirm: 'Confirmer',
    password: 'Mot de passe',
  },
  ar: { nav: 'النشرة الإخبارية', export: 'تصدير بصيغة CSV', confirm: 'تأكيد', password: 'كلمة المرور' },
} as const;

test(
  'an admin exports the newsletter subscribers after typing the password again',
  { tag: ['@fr'] },
  async ({ page, at, lang, admin }) => {
    test.setTimeout(60_000);
    const texts = T[lang as 'fr' | 'ar'];
    const email = `csv.${lang}.${Date.now().toString(36)}@example.test`;
    // A visitor subscribes from the shop's footer form.
    await page.goto(at('/'));
    await waitForHydration(page);
    const form = page.getByTestId('newsletter-form');
    await form.getByRole('textbox').fill(email);
    const subscribed = page.waitForResponse((res) => res.url().includes('/api/contact_requests/subscribe'));
    await form.getByRole('button').click();
    expect((await subscribed).status()).toBe(200);

    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(admin.email);
    await page.getByRole('navigation').getByRole('link', { name: texts.nav }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/subscribers')}$`));
    await waitForHydration(page);
    await expect(page.getByTestId('subscribers-table')).toContainText(email);

    // The exports so far (the site's other journeys export too), from the audit log.
    const exports = at('/admin/audit?action=subscriber.exported');
    await page.goto(exports);
    await expect(page.getByTestId('audit-filters')).toBeVisible();
    const before = await page.getByTestId('audit-table').locator('tbody tr').count();
    await page.goto(at('/admin/subscribers'));
    await expect(page.getByTestId('subscribers-table')).toContainText(email);

    // The export wants the password typed again: the prompt, then the retried download.
    await page.getByRole('button', { name: texts.export }).click();
    const dialog = page.getByTestId('reauth-dialog');
    await expect(dialog).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    const downloading = page.waitForEvent('download');
    await dialog.getByLabel(texts.password).fill(E2E_ADMIN.password);
    await dialog.getByRole('button', { name: texts.confirm }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('email,status,language,subscribed_at,confirmed_at,unsubscribed_at');
    expect(csv).toContain(`${email},pending,${lang},`);
    await expect(page.getByRole('status').filter({ hasText: '.csv' })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The export is one more row of the audit log.
    await page.goto(exports);
    await expect(page.getByTestId('audit-table').locator('tbody tr')).toHaveCount(before + 1);

    // The other screens of the area pass the accessibility audit too.
    await page.goto(at('/admin/customers'));
    await expect(page.getByTestId('customers-table')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await page.getByTestId('customers-table').getByRole('link').first().click();
    await expect(page.getByTestId('customer-status')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
    await page.goto(at('/admin/notifications'));
    await expect(page.locator('input[name="title_ar"]')).toBeVisible();
    expect(await auditPage(page)).toEqual([]);
  },
);
