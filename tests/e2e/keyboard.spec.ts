import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

test(
  'keyboard only: skip link, header, language switch, mobile menu and a form',
  {
    tag: ['@fr'],
  },
  async ({ page, at, lang }) => {
    test.setTimeout(60_000);
    await page.goto(at('/'));
    await waitForHydration(page);
    // The first Tab reaches the skip link, shown, which moves to the content.
    await page.keyboard.press('Tab');
    const skip = page.locator('a[href="#main"]');
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    // The language switch opens with Enter and closes with Escape, giving the focus back.
    const switcher = page.getByTestId('language-switcher');
    await tabTo(page, switcher);
    await page.keyboard.press('Enter');
    await expect(switcher).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('a[hreflang]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(switcher).toHaveAttribute('aria-expanded', 'false');

    // The newsletter form answers a bad address with the warning toast, from the keyboard alone.
    const email = page.getByTestId('newsletter-form').locator('input[name="email"]');
    await tabTo(page, email, 120);
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('toast-warning')).toBeVisible();

    // On a phone, the menu opens from the keyboard, traps the focus and closes with Escape.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(at('/'));
    await waitForHydration(page);
    const menuButton = page.getByTestId('menu-button');
    await tabTo(page, menuButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate((d) => d.contains(document.activeElement)),
        `focus left the menu (${lang})`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  },
);

test(
  'keyboard only: the notification panel of a logged-in customer',
  { tag: ['@ar'] },
  async ({ page, at }) => {
    test.setTimeout(60_000);
    await page.goto(at('/login'));
    await waitForHydration(page);
    await tabTo(page, page.locator('main input[name="email"]'), 80);
    await page.keyboard.type('client@emballo.example');
    await page.keyboard.press('Tab');
    await page.keyboard.type('emballo demo 2026');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/login/);
    await waitForHydration(page);
    const bell = page.getByRole('button', { name: /notification|إشعار/i }).first();
    await tabTo(page, bell);
    await page.keyboard.press('Enter');
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
  },
);
