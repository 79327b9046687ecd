import type { Page } from '@playwright/test';
import { isolateLeftToRight } from '../../common/i18n/bidi';
import { PASSWORD, signUp } from './support/account-flows';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// Notifications are plain text written by the server: their left-to-right words are isolated.
const WELCOME = {
  fr: 'Bienvenue chez Emballo !',
  en: 'Welcome to Emballo!',
  ar: isolateLeftToRight('مرحبًا بك في Emballo!'),
};
const LOGOUT = { fr: 'Se déconnecter', en: 'Log out', ar: 'تسجيل الخروج' };

/**
 * The one real sign-up of the journeys, in French and in Arabic (every other journey starts from
 * the customer() fixture): the human check, the mailed code typed (fr) or pasted (ar) into the
 * boxes, the welcome in the bell, logout and the way back through login. The redirects and
 * headers of the protected pages are page tests (app/routes/account.page.test.ts).
 */
async function audit(page: Page, name: string) {
  expect(await auditPage(page, { include: ['header', 'main'], exclude: ['altcha-widget'] }), name).toEqual(
    [],
  );
}

test(
  'sign up, confirm by code, read the welcome, log out, come back through login',
  { tag: ['@fr', '@ar'] },
  async ({ page, at, lang }) => {
    test.setTimeout(90_000);
    await page.goto(at('/signup'));
    await waitForHydration(page);
    await audit(page, 'signup');
    const email = `journey-${lang}-${Date.now()}@example.test`;
    const code = await signUp(page, at, email);
    await audit(page, 'confirm-email');

    await page.getByTestId('code-digit-0').click();
    if (lang === 'ar') {
      // Pasting the code fills every box.
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement!.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, code);
    } else {
      // Typing advances from box to box.
      await page.keyboard.type(code);
    }
    for (let i = 0; i < 6; i++) await expect(page.getByTestId(`code-digit-${i}`)).toHaveValue(code[i]!);
    await page.locator('main form button[value="verify"]').click();
    await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));

    // The welcome notification waits in the bell.
    const bell = page.getByTestId('notification-bell');
    await expect(bell).toHaveAccessibleName(/1/);
    await bell.click();
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const item = panel.getByTestId('notification-item').first();
    await expect(item).toContainText(WELCOME[lang]);
    await expect(item).toContainText(/\d{4}\\\d{2}\\\d{2}/);
    await expect(item).toHaveAttribute('data-read', '0');

    // Clicking it marks it read (the counter drops at once) and goes to its url.
    await page.goto(at('/'));
    await waitForHydration(page);
    await page.getByTestId('notification-bell').click();
    await page.getByTestId('notification-item').first().locator('a').click();
    await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await expect
      .poll(async () => (await page.request.get('/api/user/get_notifications?sort=desc')).json())
      .toMatchObject({ data: { unread_count: 0, data: [{ read: 1 }] } });

    // Logout ends the session and clears the stored user.
    await page.getByTestId('profile-button').click();
    await expect(page.getByTestId('profile-menu')).toContainText('Salma Benali');
    await page.getByRole('button', { name: LOGOUT[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/')}$`));
    await expect(page.getByTestId('profile-button')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('todoList') ?? '{}'));
    expect(stored).toMatchObject({ user: {}, isLoggedIn: false, token: null });

    // A protected page sends to /login, which brings the user back after login.
    await page.goto(at('/notifications'));
    await expect(page).toHaveURL(
      new RegExp(`${at('/login')}\\?redirectTo=${encodeURIComponent(at('/notifications'))}$`),
    );
    await waitForHydration(page);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(PASSWORD);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${at('/notifications')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
