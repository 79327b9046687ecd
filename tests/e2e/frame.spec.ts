import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';

const NAV = {
  fr: ['Accueil', 'Produits', 'Galerie', 'stockage', 'Contact'],
  en: ['Home', 'Products', 'Gallery', 'Storage', 'Contact'],
  ar: ['الرئيسية', 'المنتجات', 'المعرض', 'التخزين', 'اتصل بنا'],
};

/*
 * The header's links in each language, the footer's links and contact details and the theme on the
 * first byte are checked without a browser: app/routes/frame.page.test.ts (ADR-0013). Here what
 * the running frame does, each in one language.
 */

test(
  'header links navigate without a full reload, and a new page starts at the top',
  { tag: ['@ar'] },
  async ({ page, at }) => {
    await page.goto(at('/'));
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/produits$/);
    expect(await windowStillMarked(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => [window.scrollX, window.scrollY])).toEqual([0, 0]);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${at('/')}$`));
    expect(await windowStillMarked(page)).toBe(true);
  },
);

test(
  'the header changes style once the page is scrolled past 100 px',
  { tag: ['@fr'] },
  async ({ page, at }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(at('/'));
    await waitForHydration(page);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 90));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  },
);

test('the mobile menu closes on Escape and on navigation', { tag: ['@ar'] }, async ({ page, at, lang }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('/'));
  await waitForHydration(page);
  const button = page.getByTestId('menu-button');
  await button.click();
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await button.click();
  await menu.getByRole('link', { name: NAV[lang][2] }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(menu).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('todoList') ?? '{}'));
  expect(stored.isSideOpen).toBe(false);
});

test(
  'an absolute link to this origin navigates inside the app',
  { tag: ['@fr'] },
  async ({ page, at, baseURL }) => {
    await page.goto(at('/'));
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(
      (href) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = 'absolute';
        a.id = 'absolute-link';
        document.querySelector('main')!.prepend(a);
      },
      `${baseURL}${at('/gallery')}`,
    );
    await page.locator('#absolute-link').click();
    await expect(page).toHaveURL(/\/gallery$/);
    expect(await windowStillMarked(page)).toBe(true);
  },
);

test('the theme toggle applies at once and survives a reload', { tag: ['@ar'] }, async ({ page, at }) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('todoList') ?? '{}'));
  expect(stored).toMatchObject({ isDark: true, token: null });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
