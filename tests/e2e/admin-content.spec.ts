import type { Browser, Page } from '@playwright/test';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

const adminText = (lang: 'fr' | 'ar', key: string) => text(lang, 'admin-content', key);

/** An anonymous visitor's page (no admin cookie), which the shared page cache may answer. */
async function visitorPage(browser: Browser, baseURL: string, lang: string) {
  const context = await browser.newContext({ baseURL, locale: lang === 'ar' ? 'ar-MA' : `${lang}-FR` });
  await context.addCookies([{ name: 'i18next', value: lang, url: baseURL }]);
  return context.newPage();
}

/**
 * Saves the settings screen after `edit`; the fr and ar journeys share one site, so a save may
 * meet the other's: the stale answer is shown, the editor reloads and the edit is made again.
 */
async function saveSettings(page: Page, lang: 'fr' | 'ar', edit: () => Promise<void>) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await edit();
    await page.getByRole('button', { name: adminText(lang, 'settings.save') }).click();
    const saved = page.getByRole('status').filter({ hasText: adminText(lang, 'settings.saved') });
    const stale = page.getByRole('alert').filter({ hasText: adminText(lang, 'errors.stale') });
    await expect(saved.or(stale)).toBeVisible();
    if (await saved.isVisible()) return;
    await page.getByRole('button', { name: adminText(lang, 'settings.reload') }).click();
    await expect(stale).toBeHidden();
  }
  throw new Error('the settings could not be saved in three attempts');
}

test(
  'an admin changes the company phone and the public page shows it at once',
  { tag: ['@fr'] },
  async ({ page, at, lang, browser, baseURL, admin }) => {
    // Axe over a long form is the slow part (seconds on a busy machine).
    test.setTimeout(120_000);
    const l = lang as 'fr' | 'ar';
    const phone = `+212 522 ${l === 'fr' ? '31' : '32'} ${String(Date.now() % 100).padStart(2, '0')} 99`;

    // A visitor reads the contact page first: the page is now in the shared cache.
    const visitor = await visitorPage(browser, baseURL!, lang);
    await visitor.goto(at('/contactus'));
    await expect(visitor.locator('main')).not.toContainText(phone);

    expect(admin.token).toMatch(/^adm_/);
    await page.goto(at('/admin/settings'));
    await expect(page.getByRole('heading', { level: 1, name: adminText(l, 'settings.title') })).toBeVisible();
    await waitForHydration(page);
    // Each text input carries the language and direction of its text.
    const arabicAddress = page.locator('textarea[lang="ar"]');
    await expect(arabicAddress).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('textarea[lang="fr"]')).toHaveAttribute('dir', 'ltr');
    expect(await auditPage(page)).toEqual([]);

    const phones = page.getByLabel(adminText(l, 'settings.phones'));
    await saveSettings(page, l, async () => {
      const current = await phones.inputValue();
      await phones.fill(`${current}\n${phone}`);
    });

    // At once: the same visitor, the same URL, the new number (the stored page was keyed by the settings).
    await visitor.goto(at('/contactus'));
    await expect(visitor.locator('main')).toContainText(phone);
    await expect(visitor.locator('footer')).toContainText(phone);

    // A bad value is refused with the field named, nothing saved; then the number is taken out again.
    const tax = page.getByLabel(adminText(l, 'settings.taxRate'));
    await tax.fill('120');
    await page.getByRole('button', { name: adminText(l, 'settings.save') }).click();
    await expect(page.getByText(adminText(l, 'errors.taxRate'))).toBeVisible();
    await expect(tax).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await waitForHydration(page);
    await saveSettings(page, l, async () => {
      const current = await phones.inputValue();
      await phones.fill(
        current
          .split('\n')
          .filter((line) => line.trim() !== phone)
          .join('\n'),
      );
    });
    await visitor.goto(at('/contactus'));
    await expect(visitor.locator('main')).not.toContainText(phone);
    await visitor.context().close();
  },
);

test(
  'an admin edits a FAQ’s Arabic answer and the public FAQ page shows it at once',
  { tag: ['@ar'] },
  async ({ page, at, lang, browser, baseURL, admin }) => {
    test.setTimeout(120_000);
    const l = lang as 'fr' | 'ar';
    const answer = `يصل طلبكم إلى مراكش خلال ${l === 'fr' ? 'يومين' : 'ثلاثة أيام'} (${Date.now() % 100000})`;

    const visitor = await visitorPage(browser, baseURL!, 'ar');
    await visitor.goto('/ar/faqs');
    await expect(visitor.locator('main')).not.toContainText(answer);

    expect(admin.token).toMatch(/^adm_/);
    await page.goto(at('/admin/editing/faqs'));
    await waitForHydration(page);
    // The two journeys (fr, ar) run side by side on one site: each edits its own FAQ.
    await page
      .getByRole('table')
      .getByRole('link')
      .nth(l === 'fr' ? 0 : 1)
      .click();
    const arabicAnswer = page.getByTestId('editor-language-ar').locator('textarea');
    await expect(arabicAnswer).toHaveAttribute('lang', 'ar');
    await expect(arabicAnswer).toHaveAttribute('dir', 'rtl');
    await waitForHydration(page);
    await arabicAnswer.fill(answer);
    await page.getByRole('button', { name: text(l, 'editing', 'editor.save'), exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: text(l, 'editing', 'editor.saved').split('(')[0]!.trim() }),
    ).toBeVisible();
    expect(await auditPage(page)).toEqual([]);

    await visitor.goto('/ar/faqs');
    await expect(visitor.locator('main')).toContainText(answer);
    await visitor.context().close();
  },
);
