import { expect, markWindow, test, waitForHydration, windowStillMarked } from './support/fixtures';
import { text } from './support/public-texts';
import { formatMoney } from '../../common/format/money';

test('browsing category → sub-category → service → package, then "add to cart" asks a visitor to log in', async ({
  page,
  at,
  lang,
}) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  await markWindow(page);
  await page
    .getByRole('navigation', { name: text(lang, 'common', 'nav.main') })
    .getByRole('link', { name: text(lang, 'common', 'nav.products') })
    .click();
  await expect(page).toHaveURL(/\/produits$/);
  await page.locator('main a[href$="/category/stockage"]').first().click();
  await expect(page).toHaveURL(/\/category\/stockage$/);
  await page.locator('main a[href$="/sub_category/entreposage-professionnel"]').first().click();
  await expect(page).toHaveURL(/\/sub_category\/entreposage-professionnel$/);
  const serviceLink = page.getByTestId('service-card').first().getByRole('link');
  const serviceName = (await serviceLink.textContent())!.trim();
  await serviceLink.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceName);
  const card = page.getByTestId('package-card').first();
  const packageName = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/packages\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(packageName);
  await expect(page.getByTestId('price')).toContainText(lang === 'ar' ? 'د.م.' : 'MAD');
  expect(await windowStillMarked(page)).toBe(true);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('toast-error').locator('p')).toHaveText(
    text(lang, 'catalog', 'cart.loginFirst'),
  );
});

test('prices show the amounts the server computed, written in the page language', async ({
  page,
  at,
  lang,
}) => {
  await page.goto(at('/offers'));
  await waitForHydration(page);
  // The demo's first-month offer: 50 % off the 990.00 MAD unit.
  const offer = page.getByTestId('offer-card').filter({ has: page.locator('a[href$="/packages/box-5m2"]') });
  await expect(offer.getByTestId('offer-price')).toHaveText(formatMoney(49500, 'MAD', lang));
  await expect(offer.locator('del')).toContainText(formatMoney(99000, 'MAD', lang));
  await page.goto(at('/produits/stockage-climatise/packages/casier-climatise'));
  await waitForHydration(page);
  await expect(page.getByTestId('price')).toHaveText(formatMoney(35000, 'MAD', lang));
});

test('the blog list leads to a post whose view count rises with each reading', async ({ page, at }) => {
  await page.goto(at('/blog'));
  await waitForHydration(page);
  await expect(page.getByTestId('most-read').getByRole('listitem')).toHaveCount(3);
  await page.getByTestId('post-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  const views = async () => Number(await page.getByTestId('view-count').getAttribute('data-views'));
  const first = await views();
  await page.reload();
  await expect.poll(views).toBe(first + 1);
});

const SEARCHES = {
  fr: { query: 'climatisé', path: '/produits/stockage-climatise' },
  ar: { query: 'الفقاعي', path: '/produits/papier-bulle' },
  en: { query: 'bubbel wrap', path: '/produits/papier-bulle' },
} as const;

test('the header search finds a service in the page language, misspelt or not, with the words marked', async ({
  page,
  at,
  lang,
}) => {
  await page.goto(at('/'));
  await waitForHydration(page);
  const { query, path } = SEARCHES[lang];
  const box = page.getByRole('search').first().getByRole('searchbox');
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-result\?q=/);
  const results = page.getByTestId('search-results');
  const hit = results.locator(`a[href$="${path}"]`);
  await expect(hit).toBeVisible();
  await expect(results.locator('mark').first()).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});

test('a search without result says so, and results are paginated', async ({ page, at, lang }) => {
  await page.goto(at('/search-result?q=zzqqxx'));
  await expect(page.getByTestId('empty-state')).toContainText('zzqqxx');
  const word = { fr: 'stockage', en: 'storage', ar: 'التخزين' }[lang];
  await page.goto(at(`/search-result?q=${encodeURIComponent(word)}`));
  await waitForHydration(page);
  await expect(page.getByTestId('search-results').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('link', { name: text(lang, 'common', 'pagination.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('search-results').getByRole('listitem').first()).toBeVisible();
});

test('empty states use the spec messages', async ({ page, at, lang }) => {
  await page.goto(at('/portfolio'));
  await expect(page.getByTestId('empty-state').first()).toHaveText(text(lang, 'catalog', 'portfolio.empty'));
});
