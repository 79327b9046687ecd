import { gzipSync } from 'node:zlib';
import { expect, test, waitForHydration } from './support/fixtures';

/**
 * First-load JavaScript of `/`, gzip: at most 150 KB (React 19 + React Router 7 alone weigh
 * ~112 KB). Measured 142.6 KB once the page shipped only its own dictionaries (in its HTML), the
 * signed-in header loaded on demand and the app shell became one chunk: it may go down, never up.
 */
const FIRST_LOAD_JS_BUDGET_GZIP = 150 * 1024;

test('first-load JavaScript of the home page stays within its budget', async ({ page, at, lang }) => {
  test.skip(lang !== 'fr', 'bytes do not depend on the language beyond its dictionary; measured once');
  const sizes: Promise<number>[] = [];
  const files: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.endsWith('.js')) return;
    files.push(url.pathname);
    sizes.push(res.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(at('/'));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  expect(files.length).toBeGreaterThan(3);
  expect(
    files.some((f) => /altcha/.test(f)),
    'the human check loads only on forms',
  ).toBe(false);
  expect(total, `first-load JS is ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET_GZIP,
  );
});

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
