import { formatDate } from '../../common/format/dates';
import { clockSites, E2E_STARTED_AT } from '../../playwright.config';
import { logInAsDemoCustomer } from './support/account-flows';
import { expect, test, waitForHydration } from './support/fixtures';

// The configured zone of the journeys' sites (the default TIME_ZONE).
const ZONE = 'Africa/Casablanca';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Near midnight UTC, Africa/Casablanca (UTC+1 for the server's time-zone data) is already on the
 * next day, and a browser whose data says otherwise used to print another date than the server's
 * page and fail hydration (React #418). Each site below was seeded by its own application clock;
 * its pages must show the server's dates and hydrate without a console error (checked by the
 * fixture for every test).
 */
for (const [time, site] of Object.entries(clockSites)) {
  test.describe(`with the application clock at ${time} UTC`, () => {
    test.use({ baseURL: site.url });
    const seededAt = Date.parse(site.start);

    test('the site runs on the test clock, seeded at that time', async ({ request }) => {
      const { now } = (await (await request.get('/api/test/clock')).json()) as { now: string };
      // It started at that time and has run at the real pace since (not from the machine's clock).
      expect(Date.parse(now)).toBeGreaterThanOrEqual(seededAt);
      expect(Date.parse(now) - seededAt).toBeLessThanOrEqual(Date.now() - E2E_STARTED_AT + 60_000);
    });

    test('home, offers and blog show the server’s dates and hydrate cleanly', async ({ page, at, lang }) => {
      // The first offer of the demo shop ends 20 days after the seed; the newest post is 4 days old.
      const offerEnds = formatDate(new Date(seededAt + 20 * DAY_MS), lang, ZONE);
      const postDate = formatDate(new Date(seededAt - 4 * DAY_MS), lang, ZONE);
      for (const path of ['/', '/offers']) {
        await page.goto(at(path));
        await waitForHydration(page);
        await expect(page.getByTestId('offer-card').first()).toContainText(offerEnds);
      }
      await page.goto(at('/blog'));
      await waitForHydration(page);
      await expect(page.getByTestId('post-card').first().locator('time')).toHaveText(postDate);
      await page.getByTestId('post-card').first().getByRole('link').click();
      await expect(page.locator('main time').first()).toHaveText(postDate);
    });

    test('notifications carry the server’s date in the panel, the list and the detail page', async ({
      page,
      at,
      lang,
    }) => {
      await logInAsDemoCustomer(page, at);
      await waitForHydration(page);
      // The demo customer's welcome notification was written by the seed, at that time.
      const panelDate = formatDate(new Date(seededAt), lang, ZONE, 'panel');
      const longDate = formatDate(new Date(seededAt), lang, ZONE, 'dateTime');
      await page.getByTestId('notification-bell').click();
      const item = page.getByTestId('notification-panel').getByTestId('notification-item').last();
      await expect(item.locator('time')).toHaveText(panelDate);
      await page.goto(at('/notifications'));
      await waitForHydration(page);
      const listed = page.getByRole('main').getByTestId('notification-date').filter({ hasText: longDate });
      await expect(listed).toHaveCount(1);
      await listed.click();
      await expect(page).toHaveURL(/\/notifications\/\d+$/);
      await waitForHydration(page);
      await expect(page.getByTestId('notification-date')).toHaveText(longDate);
    });
  });
}
