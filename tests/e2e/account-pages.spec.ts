import type { Page } from '@playwright/test';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

// ACCOUNT_SCREENSHOTS=1 also writes docs/screenshots/<page>-<lang>-<desktop|mobile>.png.
const SHOTS = !!process.env.ACCOUNT_SCREENSHOTS;

async function checkPage(page: Page, lang: string, name: string) {
  // The header and the page body are ours; the footer belongs to the public-site pages.
  expect(await auditPage(page, { include: ['header', 'main'], exclude: ['altcha-widget'] }), name).toEqual(
    [],
  );
  if (!SHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  for (const [device, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ] as const) {
    await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({
      path: `docs/screenshots/${name}-${lang}-${device}.png`,
      fullPage: name !== 'notification-panel',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * The account pages in a browser (the sign-up pages are audited in account-journey.spec.ts): the
 * accessibility audit of each, the bell's mark-read control that leaves the page alone, and a
 * company branch added with the button (JavaScript) and saved. French here; the pages' content,
 * empty states and the profile form without JavaScript are page tests (app/routes/account.page.test.ts).
 */
test(
  'the account pages are accessible; mark-read leaves the page alone; a branch is added and saved',
  { tag: ['@fr'] },
  async ({ page, at, lang, customer }) => {
    expect(customer.email).toContain('@');
    await page.goto(at('/account'));
    await waitForHydration(page);
    await checkPage(page, lang, 'account');

    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-panel')).toBeVisible();
    await checkPage(page, lang, 'notification-panel');
    await page.getByTestId('mark-read').first().click();
    await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-read', '1');

    await page.goto(at('/notifications'));
    await checkPage(page, lang, 'notifications');

    await page.goto(at('/account?tab=profile'));
    await waitForHydration(page);
    await checkPage(page, lang, 'account-profile');
    await page
      .getByRole('button', { name: /branch|succursale|فرع/i })
      .first()
      .click();
    await page.locator('main input[name="branchName"]').fill('Casablanca');
    await page.locator('main button[value="profile"]').click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await page.reload();
    await expect(page.locator('main input[name="branchName"]')).toHaveValue('Casablanca');
  },
);
