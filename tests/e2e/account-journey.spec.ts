import { PASSWORD, signUp } from './support/account-flows';
import { expect, test, waitForHydration } from './support/fixtures';

const WELCOME = { fr: 'Bienvenue chez Emballo !', en: 'Welcome to Emballo!', ar: 'مرحبًا بك في Emballo!' };
const LOGOUT = { fr: 'Se déconnecter', en: 'Log out', ar: 'تسجيل الخروج' };

test('sign up, confirm by code, read the welcome, log out, come back through login', async ({
  page,
  at,
  lang,
}) => {
  const email = `journey-${lang}-${Date.now()}@example.test`;
  const code = await signUp(page, at, email);

  // Typing advances from box to box.
  await page.getByTestId('code-digit-0').click();
  await page.keyboard.type(code);
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

  // Logged in, /login goes home.
  await page.goto(at('/login'));
  await expect(page).toHaveURL(new RegExp(`${at('/')}$`));
});

test('a protected page is a 302 to /login from the server, with no-store', async ({ request, at }) => {
  for (const path of [
    '/account',
    '/orders',
    '/account/requests/all',
    '/notifications/1',
    '/order/5',
    '/account/my-order/5/package/2',
  ]) {
    const res = await request.get(at(path), { maxRedirects: 0 });
    expect(res.status(), path).toBe(302);
    expect(res.headers()['location']).toBe(`${at('/login')}?redirectTo=${encodeURIComponent(at(path))}`);
    expect(res.headers()['cache-control']).toContain('no-store');
  }
});
