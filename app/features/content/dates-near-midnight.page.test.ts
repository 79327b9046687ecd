import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../common/format/dates';
import { seedDemoShop } from '../../../server/db/seed';
import { DEMO_CUSTOMER } from '../../../server/modules/accounts/demo';
import { createTestPages, visitor } from '../../../server/test/pages';
import { at, elementsWith, LOCALES, SHOP_URL, visibleText } from '../../../server/test/public-site';

// The configured zone (the default TIME_ZONE): UTC+1, so 23:30 UTC is already the next day there.
const ZONE = 'Africa/Casablanca';
const DAY_MS = 24 * 3600 * 1000;

/**
 * Near midnight UTC the configured zone is on another day than UTC: every date a page shows is the
 * server's, in that zone (ADR-0008). Each site is seeded by its own clock at that instant, as the
 * journeys' clock sites are; the browser's side (hydrating those pages without a mismatch) is
 * tests/e2e/clock.spec.ts.
 */
describe.each([
  ['23:30', '2026-12-12T23:30:00Z'],
  ['00:30', '2026-12-13T00:30:00Z'],
])('with the application clock at %s UTC', (_time, start) => {
  const seededAt = Date.parse(start);
  let t: Awaited<ReturnType<typeof createTestPages>>;
  beforeAll(async () => {
    t = await createTestPages({ PUBLIC_URL: SHOP_URL });
    t.clock.set(new Date(seededAt));
    await seedDemoShop(t.services);
  });
  afterAll(() => t.close());

  it.each(LOCALES)('home, offers and blog show the server’s dates in the zone (%s)', async (lang) => {
    const v = visitor(t.app);
    // The first offer of the demo shop ends 20 days after the seed; the newest post is 4 days old.
    const offerEnds = formatDate(new Date(seededAt + 20 * DAY_MS), lang, ZONE);
    const postDate = formatDate(new Date(seededAt - 4 * DAY_MS), lang, ZONE);
    for (const path of ['/', '/offers']) {
      const html = (await v.get(at(lang, path))).text;
      expect(visibleText(elementsWith(html, 'data-testid', 'offer-card')[0] ?? ''), path).toContain(
        offerEnds,
      );
    }
    const blog = (await v.get(at(lang, '/blog'))).text;
    const card = elementsWith(blog, 'data-testid', 'post-card')[0]!;
    expect(visibleText(/<time\b[\s\S]*?<\/time>/.exec(card)![0]).trim()).toBe(postDate);
    const href = /href="([^"]+\/blog\/[^"]+)"/.exec(card)![1]!;
    const post = (await v.get(href)).text;
    const main = /<main\b[\s\S]*<\/main>/.exec(post)![0];
    expect(visibleText(/<time\b[\s\S]*?<\/time>/.exec(main)![0]).trim()).toBe(postDate);
  });

  it.each(LOCALES)(
    'notifications carry the server’s date in the panel, the list and the page (%s)',
    async (lang) => {
      const v = visitor(t.app, { ip: `10.4.0.${lang.length + lang.charCodeAt(0)}` });
      const login = await v.post(at(lang, '/login'), { ...DEMO_CUSTOMER });
      expect(login.status).toBe(302);
      // The demo customer's welcome notification was written by the seed, at that instant.
      v.cookies.set('i18next', lang);
      const panel = await v.api('get', '/api/user/get_notifications?per_page=50');
      const items = panel.body.data.data as { id: number; date_label: string }[];
      const welcome = items.at(-1)!;
      expect(welcome.date_label).toBe(formatDate(new Date(seededAt), lang, ZONE, 'panel'));
      const longDate = formatDate(new Date(seededAt), lang, ZONE, 'dateTime');
      const list = (await v.get(at(lang, '/notifications'))).text;
      const dates = elementsWith(list, 'data-testid', 'notification-date').map((d) => visibleText(d).trim());
      expect(dates).toContain(longDate);
      const page = (await v.get(at(lang, `/notifications/${welcome.id}`))).text;
      expect(visibleText(elementsWith(page, 'data-testid', 'notification-date')[0]!).trim()).toBe(longDate);
    },
  );
});
