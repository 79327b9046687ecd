import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';

test(
  'the loading overlay is hidden, and shows only when a navigation takes longer than ~300 ms',
  {
    tag: ['@fr'],
  },
  async ({ page, at }) => {
    await page.goto(at('/'));
    await waitForHydration(page);
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeHidden();
    // Slow down the data request of the next navigation by 3 s, and know when it was asked for: the
    // overlay is looked for while that request is held, not before (one busy run missed it).
    let asked!: () => void;
    const dataRequested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/*.data*', async (route) => {
      asked();
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.locator('footer a[href$="/contactus"]').click();
    await dataRequested;
    await expect(overlay).toBeVisible();
    await expect(overlay).toBeHidden({ timeout: 10_000 });
    await page.unroute('**/*.data*');
    // A fast navigation never shows it.
    await page.locator('header a[href$="/gallery"]').first().click();
    await expect(page).toHaveURL(/gallery/);
    await expect(overlay).toBeHidden();
  },
);

// Colours do not depend on the direction: one language, the right-to-left one.
test(
  'the home and not-found pages have no accessibility violations, in both themes',
  {
    tag: ['@ar'],
  },
  async ({ page, at }) => {
    for (const path of ['/', '/no-such-page']) {
      await page.goto(at(path));
      await waitForHydration(page);
      expect(await auditPage(page), `${path}, light`).toEqual([]);
      await page.getByTestId('theme-toggle').click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await auditPage(page), `${path}, dark`).toEqual([]);
      await page.getByTestId('theme-toggle').click();
    }
  },
);
