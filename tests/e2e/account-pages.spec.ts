import type { Page } from '@playwright/test';
import { signUp, signUpConfirmed } from './support/account-flows';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { text } from './support/public-texts';

// ACCOUNT_SCREENSHOTS=1 also writes docs/screenshots/<page>-<lang>-<desktop|mobile>.png (fr and ar).
const SHOTS = !!process.env.ACCOUNT_SCREENSHOTS;

async function checkPage(page: Page, lang: string, name: string) {
  // The header and the page body are ours; the footer belongs to the public-site pages.
  expect(await auditPage(page, { include: ['header', 'main'], exclude: ['altcha-widget'] }), name).toEqual(
    [],
  );
  if (!SHOTS || lang === 'en') return;
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

test('signup, code, notification panel and account pages are accessible', async ({ page, at, lang }) => {
  test.setTimeout(90_000);
  await page.goto(at('/signup'));
  await waitForHydration(page);
  await checkPage(page, lang, 'signup');

  const email = `pages-${lang}-${Date.now()}@example.test`;
  const code = await signUp(page, at, email);
  await checkPage(page, lang, 'confirm-email');

  // Pasting the code fills every box.
  await page.getByTestId('code-digit-0').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement!.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  for (let i = 0; i < 6; i++) await expect(page.getByTestId(`code-digit-${i}`)).toHaveValue(code[i]!);
  await page.locator('main form button[value="verify"]').click();
  await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));
  await checkPage(page, lang, 'account');

  await page.goto(at('/account?tab=profile'));
  await waitForHydration(page);
  await checkPage(page, lang, 'account-profile');

  await page.getByTestId('notification-bell').click();
  await expect(page.getByTestId('notification-panel')).toBeVisible();
  await checkPage(page, lang, 'notification-panel');

  await page.goto(at('/notifications'));
  await checkPage(page, lang, 'notifications');
  await page.goto(at('/orders'));
  await expect(page.getByTestId('orders-empty')).toBeVisible();
  // A new customer has asked for no demo: the spec's 'no demo requested'.
  await page.goto(at('/account?tab=demos'));
  await expect(page.getByTestId('demos-empty')).toHaveText(text(lang, 'account', 'account.empty.demos'));
});

test('the mark-read control leaves the page alone; a company branch is added and saved', async ({
  page,
  at,
  lang,
}) => {
  await signUpConfirmed(page, at, `push-${lang}-${Date.now()}@example.test`);
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('mark-read').first().click();
  await expect(page).toHaveURL(new RegExp(`${at('/account')}$`));
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByTestId('notification-item').first()).toHaveAttribute('data-read', '1');

  await page.goto(at('/account?tab=profile'));
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /branch|succursale|فرع/i })
    .first()
    .click();
  await page.locator('main input[name="branchName"]').fill('Casablanca');
  await page.locator('main button[value="profile"]').click();
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
  await page.reload();
  await expect(page.locator('main input[name="branchName"]')).toHaveValue('Casablanca');
});
