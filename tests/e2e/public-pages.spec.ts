import { expect, test, waitForHydration } from './support/fixtures';

/*
 * What a public page answers (status, heading, lang and dir, translations, links, ids, sitemap,
 * schema.org, images, ETag, the page kept in memory) is checked without a browser by the page tier:
 * app/routes/public-pages.page.test.ts, app/routes/frame.page.test.ts,
 * app/features/catalog/catalogue.page.test.ts (ADR-0013). Here only what runs in the page.
 */

test(
  'a page revalidated with its ETag still runs: its scripts live under the policy stored with it',
  { tag: ['@fr'] },
  async ({ page, at }) => {
    // Chromium revalidates on reload (no-cache) and reports the cached copy as 200.
    await page.goto(at('/produits/papier-bulle'));
    await waitForHydration(page);
    await page.reload();
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').first().click();
    await expect(page.getByTestId('toast-error')).toBeVisible();
  },
);

test(
  'a page the server kept in memory hydrates for a new visitor, under that visitor’s own nonce',
  { tag: ['@ar'] },
  async ({ page, at, request, context, lang }) => {
    // Another anonymous visitor with the same language cookie as this browser has the page rendered and kept.
    await request.get(at('/contactus'), { headers: { Cookie: `i18next=${lang}` } });
    const response = await page.goto(at('/contactus'));
    expect(response?.headers()['x-page-cache']).toBe('hit');
    await waitForHydration(page);
    const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
    const inlineNonces = await page
      // Data blocks (dictionaries, JSON-LD) are not run, so they need no nonce.
      .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
    expect(new Set(inlineNonces)).toEqual(new Set([nonce]));
    const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
    for (const field of await page.locator('input[name="_xsrf"]').all())
      await expect(field).toHaveValue(token!);
  },
);

// PUBLIC_SCREENSHOTS=1 writes docs/screenshots/<page>-<lang>-<desktop|mobile>.png (fr and ar);
// without it the test is not even scheduled.
const SCREENSHOT_PAGES: Record<string, string> = {
  '/': 'home',
  '/produits': 'products',
  '/produits/stockage-climatise': 'service',
  '/blog/choisir-le-bon-carton': 'blog-post',
  '/contactus': 'contact',
};
if (process.env.PUBLIC_SCREENSHOTS) {
  test('screenshots of the main public pages', { tag: ['@fr', '@ar'] }, async ({ page, at, lang }) => {
    test.setTimeout(120_000);
    for (const [path, name] of Object.entries(SCREENSHOT_PAGES)) {
      await page.goto(at(path));
      await waitForHydration(page);
      for (const [device, width] of [
        ['desktop', 1280],
        ['mobile', 390],
      ] as const) {
        await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `docs/screenshots/${name}-${lang}-${device}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });
}
