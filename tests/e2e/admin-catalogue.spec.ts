import { ADMIN_TOKEN_STORAGE_KEY } from '../../common/admin/schemas';
import { formatMoney } from '../../common/format/money';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Each language edits its own services: the two projects run side by side on one server.
const T = {
  fr: {
    service: 'referencement-seo',
    renamed: { from: 'stockage-palettes', to: 'stockage-palettes-pro' },
    nav: 'Catalogue',
    description: 'Description (العربية)',
    price: 'Prix',
    summaryEn: 'Résumé (English)',
    save: 'Enregistrer',
    saved: /Enregistré \(version \d+\)/,
    enBadge: '3 sur 4 champs',
    price_typed: '1234,50',
  },
  ar: {
    service: 'archivage-documents',
    renamed: { from: 'boites-imprimees-sur-mesure', to: 'boites-imprimees' },
    nav: 'الكتالوج',
    description: 'الوصف (العربية)',
    price: 'السعر',
    summaryEn: 'الملخص (English)',
    save: 'حفظ',
    saved: /تم الحفظ \(الإصدار \d+\)/,
    enBadge: '3 من 4 حقول',
    price_typed: '1234.50',
  },
} as const;

test(
  'an editor changes a service’s Arabic description and price: the public page and search show them at once',
  { tag: ['@ar'] },
  async ({ page, at, lang, admin }) => {
    test.setTimeout(120_000);
    const texts = T[lang as 'fr' | 'ar'];
    const word = `zq${lang}${Date.now().toString(36)}`;
    const description = `تغليف وأرشفة آمنة ${word}`;

    await page.goto(at('/admin'));
    await expect(page.getByTestId('admin-signed-in-as')).toContainText(admin.email);
    await page.getByRole('navigation').getByRole('link', { name: texts.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/editing/services')}$`));
    await waitForHydration(page);
    const row = page.getByTestId('editing-list').locator(`tr[data-ref="${texts.service}"]`);
    await expect(row).toBeVisible();
    expect(await auditPage(page)).toEqual([]);

    await page.goto(at(`/admin/editing/services/${texts.service}`));
    await waitForHydration(page);
    const arabic = page.getByTestId('editor-language-ar');
    const arDescription = arabic.getByLabel(texts.description);
    await expect(arDescription).toHaveAttribute('lang', 'ar');
    await expect(arDescription).toHaveAttribute('dir', 'rtl');
    expect(await auditPage(page)).toEqual([]);

    await arDescription.fill(description);
    await page.getByRole('textbox', { name: texts.price, exact: true }).fill(texts.price_typed);
    // An English text left empty: the badge counts it as it is typed.
    await page.getByTestId('editor-language-en').getByLabel(texts.summaryEn).fill('');
    await expect(page.getByTestId('completeness-en')).toHaveText(texts.enBadge);
    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();

    // The public page in Arabic shows the new text and price now (no stale cached page).
    await page.goto(`/ar/produits/${texts.service}`);
    await expect(page.getByTestId('service-description')).toContainText(description);
    await expect(page.locator('main')).toContainText(formatMoney(123450, 'MAD', 'ar'));
    // The English page falls back for the emptied summary, marked with the language it is in.
    await page.goto(`/en/produits/${texts.service}`);
    await expect(page.locator('main p[lang="fr"]').first()).toBeVisible();
    // And the search finds the new word in Arabic.
    await page.goto(`/ar/search-result?q=${word}`);
    await expect(
      page.getByTestId('search-results').locator(`a[href$="/produits/${texts.service}"]`),
    ).toBeVisible();

    // The completeness view lists the service as missing English.
    await page.goto(at('/admin/editing/missing?locale=en'));
    await expect(
      page.getByTestId('missing-table').locator(`tr[data-ref="${texts.service}"][data-locale="en"]`),
    ).toContainText('3');
    expect(await auditPage(page)).toEqual([]);

    // A changed slug: the old public URL answers 301 to the new one.
    const token = await page.evaluate((key) => sessionStorage.getItem(key), ADMIN_TOKEN_STORAGE_KEY);
    const auth = { Authorization: `Bearer ${token}` };
    const current = await page.request.get(`/api/admin/services/${texts.renamed.from}`, { headers: auth });
    expect(current.status()).toBe(200);
    const { version } = (await current.json()).data as { version: number };
    const renamed = await page.request.patch(`/api/admin/services/${texts.renamed.from}`, {
      headers: auth,
      data: { version, slug: texts.renamed.to },
    });
    expect(renamed.status()).toBe(200);
    const old = await page.request.get(at(`/produits/${texts.renamed.from}`), { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(at(`/produits/${texts.renamed.to}`));
  },
);
