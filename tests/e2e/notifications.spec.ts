import { isolateLeftToRight } from '../../common/i18n/bidi';
import type { Locale } from '../../common/i18n/languages';
import { expect, test, waitForHydration } from './support/fixtures';

const WELCOME: Record<Locale, string> = {
  fr: 'Bienvenue chez Emballo !',
  en: 'Welcome to Emballo!',
  // Notifications are plain text written by the server: their left-to-right words are isolated.
  ar: isolateLeftToRight('مرحبًا بك في Emballo!'),
};
const READY: Record<Locale, string> = {
  fr: 'Salma, votre compte est prêt.',
  en: 'Salma, your account is ready.',
  ar: isolateLeftToRight('Salma، حسابك جاهز.'),
};
const PANEL_DATE = /^\d{4}\\\d{2}\\\d{2}$/;

/**
 * Arabic to French (ADR-0013: one language a journey): the customer() fixture's welcome
 * notification, read in the bell, then in the other language after the switcher.
 */
test(
  'a customer switches language and reads the bell, the list and the detail page in the new one',
  { tag: ['@ar'] },
  async ({ page, lang, at, customer }) => {
    const target: Locale = lang === 'ar' ? 'fr' : 'ar';
    expect(customer.email).toContain('@');
    await page.goto(at('/account'));
    await waitForHydration(page);

    // In the language of the signup.
    await page.getByTestId('notification-bell').click();
    const panel = page.getByTestId('notification-panel');
    const item = panel.getByTestId('notification-item').first();
    await expect(item).toContainText(WELCOME[lang]);
    await expect(item.locator('time')).toHaveText(PANEL_DATE);
    await page.keyboard.press('Escape');

    // The switcher moves to the same page under the new prefix; the bell re-reads in that language.
    await page.getByTestId('language-switcher').click();
    await page.locator(`a[hreflang="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${target}/account$`));
    await expect(page.locator('html')).toHaveAttribute('lang', target);
    await page.getByTestId('notification-bell').click();
    await expect(panel).toHaveAttribute('dir', target === 'ar' ? 'rtl' : 'ltr');
    await expect(item).toContainText(WELCOME[target]);
    await expect(item).toContainText(READY[target]);
    await expect(item).not.toContainText(WELCOME[lang]);
    await expect(item.locator('[lang]').first()).toHaveAttribute('lang', target);

    // The labels shown are the server's, for the page's language.
    const api = await page.request.get(`/api/user/get_notifications?sort=desc&lang=${target}`);
    const [first] = (await api.json()).data.data as { id: number; date_label: string; date_long: string }[];
    await expect(item.locator('time')).toHaveText(first!.date_label);

    // The list, then the detail page, in the new language.
    await panel.getByRole('link', { name: target === 'ar' ? 'عرض الكل' : 'Tout voir' }).click();
    await expect(page).toHaveURL(new RegExp(`/${target}/notifications$`));
    const listed = page.getByRole('main').getByRole('link', { name: new RegExp(WELCOME[target]) });
    await expect(listed).toBeVisible();
    await expect(listed.locator('time')).toHaveText(first!.date_long);
    await listed.click();
    await expect(page).toHaveURL(new RegExp(`/${target}/notifications/${first!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME[target]);
    await expect(page.getByRole('main')).toContainText(READY[target]);
    await expect(page.getByTestId('notification-date')).toHaveText(first!.date_long);

    // Loaded afresh (server render + hydration), the detail page says the same, with no console error.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WELCOME[target]);
    await expect(page.getByTestId('notification-date')).toHaveText(first!.date_long);
  },
);
