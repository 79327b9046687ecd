import type { Page } from '@playwright/test';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import { E2E_ADMIN, expect, waitForHydration } from './fixtures';

export { E2E_ADMIN };

/** The admin token this tab keeps in session storage, or null. */
export function storedAdminToken(page: Page) {
  return page.evaluate((key) => sessionStorage.getItem(key), ADMIN_TOKEN_STORAGE_KEY);
}

/** Signs in through the admin login form of the current page; lands on the admin home. */
export async function signInAsAdmin(page: Page, at: (p: string) => string) {
  await expect(page).toHaveURL(new RegExp(`${at('/admin/login')}$`));
  await waitForHydration(page);
  const form = page.getByTestId('admin-login-form');
  await form.locator('input[name="email"]').fill(E2E_ADMIN.email);
  await form.locator('input[name="password"]').fill(E2E_ADMIN.password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${at('/admin')}$`));
  await expect(page.getByTestId('admin-signed-in-as')).toContainText(E2E_ADMIN.email);
}
