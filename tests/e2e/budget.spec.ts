import { gzipSync } from 'node:zlib';
import { expect, test, waitForHydration } from './support/fixtures';

/** React 19 + React Router 7 alone weigh ~112 KB gzip; the frame, i18n and state share the rest. */
const FIRST_LOAD_JS_BUDGET_GZIP = 150 * 1024;

test('first-load JavaScript of the home page stays within its budget', async ({ page, at, lang }) => {
  test.skip(lang !== 'fr', 'bytes do not depend on the language beyond its dictionary; measured once');
  let total = 0;
  const files: string[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) {
      total += gzipSync(await res.body(), { level: 9 }).length;
      files.push(url.pathname);
    }
  });
  await page.goto(at('/'));
  await waitForHydration(page);
  await page.waitForTimeout(300);
  expect(
    files.some((f) => /altcha/.test(f)),
    'the human check loads only on forms',
  ).toBe(false);
  expect(total, `first-load JS is ${(total / 1024).toFixed(1)} KB gzip`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET_GZIP,
  );
});
