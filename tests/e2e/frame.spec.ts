import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';

const NAV = {
  fr: ['Accueil', 'Produits', 'Galerie', 'stockage', 'Contact'],
  en: ['Home', 'Products', 'Gallery', 'Storage', 'Contact'],
  ar: ['الرئيسية', 'المنتجات', 'المعرض', 'التخزين', 'اتصل بنا'],
};

test('the home page is server-rendered with the header links of its language', async ({
  request,
  lang,
  at,
}) => {
  const res = await request.get(at('/'));
  expect(res.status()).toBe(200);
  const html = await res.text();
  for (const label of NAV[lang]) expect(html).toContain(`>${label}</a>`);
});

test('header links navigate without a full reload, and a new page starts at the top', async ({
  page,
  at,
}) => {
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
});

test('the header changes style once the page is scrolled past 100 px', async ({ page, at }) => {
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
});

test('the mobile menu closes on Escape and on navigation', async ({ page, at, lang }) => {
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

test('an absolute link to this origin navigates inside the app', async ({ page, at, baseURL }) => {
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
});

test('the theme survives a reload and is rendered by the server on the first byte', async ({
  page,
  at,
  request,
}) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('todoList') ?? '{}'));
  expect(stored).toMatchObject({ isDark: true, token: null });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const html = await (await request.get(at('/'), { headers: { Cookie: 'theme=dark' } })).text();
  expect(html).toMatch(/<html[^>]*class="dark"/);
});

test('the footer shows the useful links, contact details and the certification site in a new tab', async ({
  page,
  at,
}) => {
  await page.goto(at('/'));
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('a[href$="/stockage"]')).toBeVisible();
  await expect(footer.locator('a[href$="/contactus"]')).toBeVisible();
  await expect(footer.locator('a[href*="mentions-l"]')).toBeVisible();
  const cert = footer.locator('a[target="_blank"][href^="https://www.iso.org"]');
  await expect(cert).toHaveAttribute('rel', /noopener/);
  await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(footer.locator('a[href^="mailto:"]').first()).toBeVisible();
});
