import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures';
import { publicPages } from './support/routes';

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return (
          r.width > 0 && (r.right > width + 1 || r.left < -1) && getComputedStyle(el).position !== 'fixed'
        );
      })
      .filter((el) => !el.closest('.sr-only'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
}

test('every public page has no accessibility violations', async ({ page, request, lang }) => {
  test.setTimeout(300_000);
  const pages = await publicPages(request, lang);
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path);
    await waitForHydration(page);
    problems.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
  }
  expect(problems).toEqual([]);
});

test('in Arabic every public page is right to left and nothing overflows at 390 and 1280 px', async ({
  page,
  request,
  lang,
}) => {
  test.skip(lang !== 'ar', 'the right-to-left audit runs in Arabic');
  test.setTimeout(300_000);
  const pages = await publicPages(request, 'ar');
  const problems: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const overflow = await horizontalOverflow(page);
      if (overflow.scrollWidth > overflow.width || overflow.offenders.length) {
        problems.push(
          `${path} @${width}: scrollWidth ${overflow.scrollWidth} > ${overflow.width}; ${overflow.offenders.join(', ')}`,
        );
      }
    }
  }
  expect(problems).toEqual([]);
});
