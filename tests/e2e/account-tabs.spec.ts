import { expect, test, waitForHydration } from './support/fixtures';

/**
 * Issue 27, item 15: on a 390 px phone in Arabic (right to left) the account's selected tab is on
 * screen — on load and after choosing another — and the page did not move down for it. Only a
 * browser lays the row out; the scrolling itself is a component test (account-tabs.test.tsx).
 */
test.use({ viewport: { width: 390, height: 844 } });

test(
  'the selected account tab is scrolled into view on a phone',
  { tag: ['@ar'] },
  async ({ page, at, customer }) => {
    void customer;
    await page.goto(at('/account?tab=billing'));
    await waitForHydration(page);
    const inView = async (tab: string) => {
      const box = (await page.locator(`[data-testid="account-tab-row"] [data-tab="${tab}"]`).boundingBox())!;
      expect(box.x, tab).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, tab).toBeLessThanOrEqual(390);
    };
    await expect(page.getByTestId('account-tab-billing')).toBeVisible();
    await inView('billing');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('[data-testid="account-tab-row"] [data-tab="profile"]').click();
    await expect(page.getByTestId('account-tab-profile')).toBeVisible();
    await inView('profile');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  },
);
