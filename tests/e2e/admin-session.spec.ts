import { auditPage } from './support/axe';
import { E2E_ADMIN, signInAsAdmin, storedAdminToken } from './support/admin';
import { expect, test, waitForHydration } from './support/fixtures';

const REFRESH_EVERY_MS = 18_000_000;

test(
  'an admin signs in, reads the audit log, loses the session on a failed refresh, and signs out',
  { tag: ['@fr'] },
  async ({ page, at, lang }) => {
    test.setTimeout(90_000);
    // The page's timers run on a clock the test can move: the 5-hour refresh comes when asked.
    await page.clock.install();

    // No token in this tab: the admin area sends to its login, in the page's language.
    const shell = await page.goto(at('/admin'));
    expect(shell?.headers()['cache-control']).toBe('no-store');
    expect(shell?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(page).toHaveURL(new RegExp(`${at('/admin/login')}$`));
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    expect(await auditPage(page)).toEqual([]);

    // Wrong guesses: the same refusal each time, then the human check (under the admin CSP).
    const form = page.getByTestId('admin-login-form');
    await waitForHydration(page);
    for (let i = 0; i < 3; i++) {
      await form.locator('input[name="email"]').fill(`guess.${lang}@example.test`);
      await form.locator('input[name="password"]').fill('not the password');
      const answer = page.waitForResponse((res) => res.url().includes('/api/admin/login'));
      await form.locator('button[type="submit"]').click();
      expect((await answer).status()).toBe(401);
      await expect(form.getByRole('alert')).toBeVisible();
    }
    await form.locator('input[name="email"]').focus();
    await expect(form.locator('input[name="altcha"]')).toHaveValue(/.{20,}/, { timeout: 20_000 });

    await signInAsAdmin(page, at);
    expect(await storedAdminToken(page)).toMatch(/^adm_/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The audit log screen, from the navigation, filtered by action.
    const nav = page.getByRole('navigation', { name: lang === 'ar' ? 'الإدارة' : 'Administration' });
    await nav.getByRole('link', { name: lang === 'ar' ? 'سجل التدقيق' : "Journal d'audit" }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/audit')}$`));
    const filters = page.getByTestId('audit-filters');
    await filters.getByRole('combobox').selectOption('admin.login');
    await filters.getByRole('button').click();
    await expect(page).toHaveURL(/action=admin\.login/);
    const rows = page.getByTestId('audit-table').locator('tbody tr');
    await expect(rows.first()).toContainText(E2E_ADMIN.email);
    expect(
      await rows.evaluateAll((trs) => trs.every((tr) => tr.getAttribute('data-action') === 'admin.login')),
    ).toBe(true);
    expect(await auditPage(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A refresh that fails (here the server errs): the token goes, silently, and the login shows.
    await page.route('**/api/admin/refresh_token*', (route) => route.fulfill({ status: 500, body: '' }));
    await page.clock.fastForward(REFRESH_EVERY_MS);
    await expect(page).toHaveURL(new RegExp(`${at('/admin/login')}$`));
    expect(await storedAdminToken(page)).toBeNull();
    await page.unroute('**/api/admin/refresh_token*');

    // A session revoked on the server: the next refresh answers 401, with the same outcome.
    await signInAsAdmin(page, at);
    const revoked = (await storedAdminToken(page))!;
    const out = await page.request.post('/api/admin/logout', {
      headers: { Authorization: `Bearer ${revoked}` },
    });
    expect(out.status()).toBe(204);
    await page.clock.fastForward(REFRESH_EVERY_MS);
    await expect(page).toHaveURL(new RegExp(`${at('/admin/login')}$`));
    expect(await storedAdminToken(page)).toBeNull();

    // Signing out: back at the login, and the token is refused from then on.
    await signInAsAdmin(page, at);
    const token = (await storedAdminToken(page))!;
    await page
      .getByRole('button', { name: lang === 'ar' ? 'تسجيل الخروج' : 'Se déconnecter', exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${at('/admin/login')}$`));
    await waitForHydration(page);
    expect(await storedAdminToken(page)).toBeNull();
    const after = await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  },
);
