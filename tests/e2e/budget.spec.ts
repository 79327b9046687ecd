import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';

// The first-load JavaScript budget of the home page is checked from the build, without a browser:
// tests/unit/first-load-js-budget.test.ts (ADR-0013). When the fonts load and apply, and which
// files a browser picks by their unicode ranges, only a browser shows (ADR-0022, app/fonts.ts).

// In French (Latin with "œ") and in Arabic (two Arabic faces, Latin for the brand and digits).
test('a first visit paints in the system fonts and loads the brand’s after; they apply from the next page, one file per script', async ({
  page,
  at,
  lang,
}) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.woff2')) fonts.push(new URL(req.url()).pathname);
  });
  const webFonts = () => page.evaluate(() => document.documentElement.getAttribute('data-fonts'));
  const expectOneFilePerScript = () => {
    expect(fonts.filter((f) => /inter-latin-ext/.test(f))).toEqual([]);
    expect(fonts.filter((f) => /inter/.test(f))).toHaveLength(1);
    expect(fonts.filter((f) => /arabic/.test(f)).length).toBe(lang === 'ar' ? 2 : 0);
  };

  // The catalogue's French text has "œ", which both Inter faces' ranges include.
  await page.goto(at('/produits'));
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('emballo:fonts')?.split(' ').length ?? 0))
    .toBe(lang === 'ar' ? 3 : 1);
  expectOneFilePerScript();
  // Loaded, not shown under the reader's eyes: the page stays in the system's fonts…
  expect(await webFonts()).toBeNull();

  // …until its next navigation.
  await markWindow(page);
  await page.locator(`header a[href="/${lang}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  expect(await windowStillMarked(page)).toBe(true);
  await expect.poll(webFonts).toBe('web');
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"', 'a'))).toBe(true);

  // A later page paints in them from the start: its <head> asks for the cached files at once.
  fonts.length = 0;
  await page.goto(at('/produits'));
  expect(await webFonts()).toBe('web');
  expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(lang === 'ar' ? 3 : 1);
  await page.evaluate(() => document.fonts.ready);
  expectOneFilePerScript();
});
