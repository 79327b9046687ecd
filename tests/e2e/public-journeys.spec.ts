import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';
import { text } from './support/public-texts';

/*
 * Prices in each language, the blog's view count, search results (misspelt, marked, empty,
 * paginated) and empty states are checked without a browser (ADR-0013):
 * app/features/catalog/catalogue.page.test.ts, app/routes/blog-post.page.test.ts,
 * app/routes/search-result.page.test.ts. Here the navigation a visitor clicks through.
 */

test(
  'browsing category → sub-category → service → package inside the app, then "add to cart" asks a visitor to log in',
  { tag: ['@fr'] },
  async ({ page, at, lang }) => {
    await page.goto(at('/'));
    await waitForHydration(page);
    await markWindow(page);
    // The address changes before the next page is drawn: each step waits for its heading, so that
    // the cards read next are the new page's, not the one before's.
    const heading = page.getByRole('heading', { level: 1 });
    const followTo = async (click: () => Promise<void>, address: RegExp) => {
      const before = (await heading.textContent())!.trim();
      await click();
      await expect(page).toHaveURL(address);
      await expect(heading).not.toHaveText(before);
    };
    await followTo(
      () =>
        page
          .getByRole('navigation', { name: text(lang, 'common', 'nav.main') })
          .getByRole('link', { name: text(lang, 'common', 'nav.products') })
          .click(),
      /\/produits$/,
    );
    await followTo(
      () => page.locator('main a[href$="/category/stockage"]').first().click(),
      /\/category\/stockage$/,
    );
    await followTo(
      () => page.locator('main a[href$="/sub_category/entreposage-professionnel"]').first().click(),
      /\/sub_category\/entreposage-professionnel$/,
    );
    const serviceLink = page.getByTestId('service-card').first().getByRole('link');
    const serviceName = (await serviceLink.textContent())!.trim();
    await serviceLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName);
    const card = page.getByTestId('package-card').first();
    const packageName = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/packages\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(packageName);
    expect(await windowStillMarked(page)).toBe(true);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('toast-error').locator('p')).toHaveText(
      text(lang, 'catalog', 'cart.loginFirst'),
    );
  },
);

test(
  'the header search leads to the results and a hit to its page; the next page of results follows',
  { tag: ['@ar'] },
  async ({ page, at, lang }) => {
    await page.goto(at('/'));
    await waitForHydration(page);
    await markWindow(page);
    const box = page.getByRole('search').first().getByRole('searchbox');
    await box.fill('التخزين');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search-result\?q=/);
    const results = page.getByTestId('search-results');
    await expect(results.getByRole('listitem')).toHaveCount(10);
    const hit = results.getByRole('listitem').first().getByRole('link');
    const firstOnPageOne = (await hit.getAttribute('href'))!;
    await page.getByRole('link', { name: text(lang, 'common', 'pagination.next') }).click();
    await expect(page).toHaveURL(/page=2/);
    // The address changes before React has drawn the next page (a transition): wait for its hits.
    await expect(hit).not.toHaveAttribute('href', firstOnPageOne);
    const href = (await hit.getAttribute('href'))!;
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await windowStillMarked(page)).toBe(true);
  },
);
