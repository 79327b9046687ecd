import { expect, test, waitForHydration } from './support/fixtures';

// The first-load JavaScript budget of the home page is checked from the build, without a browser:
// tests/unit/first-load-js-budget.test.ts (ADR-0013). Which font files a browser picks by their unicode ranges
// only a browser shows.

// In French (Latin with "œ") and in Arabic (two Arabic faces, Latin for the brand and digits).
test('a page loads one font file per script it shows, even with a rarer letter like “œ”', async ({
  page,
  at,
  lang,
}) => {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.woff2')) fonts.push(new URL(req.url()).pathname);
  });
  // The catalogue's French text has "œ", which both Inter faces' ranges include.
  await page.goto(at('/produits'));
  await waitForHydration(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((f) => /inter-latin-ext/.test(f))).toEqual([]);
  expect(fonts.filter((f) => /inter/.test(f))).toHaveLength(1);
  expect(fonts.filter((f) => /arabic/.test(f)).length).toBe(lang === 'ar' ? 2 : 0);
});
