import { formatDate } from '../../common/format/dates';
import { clockSites } from '../../playwright.config';
import { expect, test, waitForHydration } from './support/fixtures';

// The configured zone of the journeys' sites (the default TIME_ZONE).
const ZONE = 'Africa/Casablanca';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Near midnight UTC, Africa/Casablanca (UTC+1 for the server's time-zone data) is already on the
 * next day, and a browser whose data says otherwise used to print another date than the server's
 * page and fail hydration (React #418). Each site below was seeded by its own application clock;
 * its pages must hydrate with the server's dates and without a console error (checked by the
 * fixture for every test). The dates the server writes, in each language, on the public pages and
 * the notifications: app/features/content/dates-near-midnight.page.test.ts (ADR-0013).
 */
const SITES = [
  ['23:30', '@fr'],
  ['00:30', '@ar'],
] as const;

for (const [time, tag] of SITES) {
  const site = clockSites[time];
  test.describe(`with the application clock at ${time} UTC`, () => {
    test.use({ baseURL: site.url });
    const seededAt = Date.parse(site.start);

    test(
      'home, offers and blog hydrate with the server’s dates',
      { tag: [tag] },
      async ({ page, at, lang }) => {
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
      },
    );
  });
}
