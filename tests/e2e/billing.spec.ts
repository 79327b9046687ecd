import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

/**
 * The Billing tab in a browser (issue 13), in Arabic (ADR-0013): a customer's billing address, a
 * pay-later order placed through the API, its invoice in the tab, audited, and its PDF downloaded.
 * The empty tab and the profile form are page tests (app/routes/account.page.test.ts).
 */
const ADDRESS = '5 rue Ibn Battouta, 90000 Tanger';

async function xsrfHeaders(page: Page) {
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

test(
  "the billing address is saved; a pay-later order's invoice is in the Billing tab, and its PDF downloads",
  { tag: ['@ar'] },
  async ({ page, at, lang, customer }) => {
    test.setTimeout(60_000);
    expect(customer.email).toContain('@');
    await page.goto(at('/account?tab=profile'));
    await waitForHydration(page);
    await page.getByLabel(text(lang, 'account', 'account.profile.billingAddress')).fill(ADDRESS);
    await page.locator('main button[name="intent"][value="profile"]').click();
    await expect(page.locator('main p[role="status"]')).toHaveText(
      text(lang, 'account', 'account.profile.saved'),
    );
    const headers = await xsrfHeaders(page);
    const added = await page.request.post('/api/cart/items', {
      data: { type: 'package', service_id: 'carton-double-cannelure', package_id: 'lot-100' },
      headers,
    });
    expect(added.status()).toBe(201);
    const placed = await page.request.post(`/api/checkout?lang=${lang}`, {
      data: { payment_mode: 'pay_later' },
      headers: { ...headers, 'Idempotency-Key': `billing-${lang}-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const list = await (await page.request.get(`/api/invoices?lang=${lang}`)).json();
    const invoice = list.data.data[0];
    expect(invoice).toMatchObject({ number: expect.stringMatching(/^\d{4}-\d{6}$/), status: 'on_hand' });

    await page.goto(at('/account?tab=billing'));
    await waitForHydration(page);
    const row = page.getByTestId('billing-row').filter({ hasText: invoice.number });
    await expect(row).toContainText(text(lang, 'billing', 'statuses.on_hand'));
    await expect(row).toContainText(invoice.date.label);
    expect(await auditPage(page)).toEqual([]);

    const link = row.getByRole('link', { name: text(lang, 'billing', 'table.download') });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const fileName = lang === 'fr' ? `facture-${invoice.number}.pdf` : `invoice-${invoice.number}.pdf`;
    expect(download.suggestedFilename()).toBe(fileName);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(pdfText).toContain(invoice.number);
    expect(pdfText).toContain(ADDRESS);

    const response = await page.request.get(`${invoice.pdf_url}?lang=${lang}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toContain(`filename="${fileName}"`);
  },
);
