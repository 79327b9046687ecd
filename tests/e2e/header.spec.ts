import { expect, test, waitForHydration } from './support/fixtures';

// Layout only a browser shows (issue 27, items 7 and 8); both languages in one run.
test(
  'the header keeps its height past 100 px, and a phone header shows the login',
  { tag: ['@fr'] },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/fr/produits');
    await waitForHydration(page);
    const header = page.getByTestId('site-header');
    const restingHeight = (await header.boundingBox())!.height;
    // A visitor who stops at 108 px: the header changes its look, not its height, so scroll
    // anchoring does not move the page back under the threshold (it flickered without end).
    await page.evaluate(() => window.scrollTo(0, 108));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(108);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    expect((await header.boundingBox())!.height).toBe(restingHeight);

    // 'Se connecter' is in the phone header at 360 px, in left-to-right and right-to-left layouts.
    await page.setViewportSize({ width: 360, height: 700 });
    for (const lang of ['fr', 'ar']) {
      await page.goto(`/${lang}`);
      await waitForHydration(page);
      const login = header.getByRole('link', { name: lang === 'fr' ? 'Se connecter' : 'تسجيل الدخول' });
      await expect(login).toBeInViewport({ ratio: 1 });
      await expect(header.getByTestId('menu-button')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    }
  },
);
