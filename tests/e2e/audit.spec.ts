import type { Page } from '@playwright/test';
import { auditPage } from './support/axe';
import { expect, test, waitForHydration } from './support/fixtures';
import { logInAsDemoCustomer } from './support/account-flows';
import { fillCart } from './support/cart';
import { someOrder } from './support/orders';
import { publicPages } from './support/routes';

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
      // Inside a scrolling strip (e.g. tabs), being out of view is by design, not an overflow.
      .filter((el) => {
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(a).overflowX)) return false;
        }
        return true;
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
  });
}

async function overflowProblem(page: Page, label: string): Promise<string[]> {
  const overflow = await horizontalOverflow(page);
  return overflow.scrollWidth > overflow.width || overflow.offenders.length
    ? [`${label}: scrollWidth ${overflow.scrollWidth} > ${overflow.width}; ${overflow.offenders.join(', ')}`]
    : [];
}

// Every page in French (left to right) and Arabic (right to left); in English, which has French's
// layout and only other words (their names, label in name), one page per route. In Arabic the same
// visit (1280 px wide) checks the direction and overflow too, so each page loads once for both.
test(
  'every public page has no accessibility violations',
  { tag: ['@fr', '@en', '@ar'] },
  async ({ page, request, lang }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const all = await publicPages(request, lang);
    const pages = [...(lang === 'en' ? onePagePerRoute(all) : all), `/${lang}/search-result?q=carton`];
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      problems.push(...(await auditPage(page)).map((v) => `${path}: ${v}`));
      if (lang === 'ar') {
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        problems.push(...(await overflowProblem(page, `${path} @1280`)));
      }
    }
    expect(problems).toEqual([]);
  },
);

// At 1280 px the axe audit above checks them in the same visit.
test(
  'in Arabic every public page is right to left and nothing overflows at 390 px',
  {
    tag: ['@ar'],
  },
  async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 900 });
    const problems: string[] = [];
    for (const path of await publicPages(request, 'ar')) {
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      problems.push(...(await overflowProblem(page, `${path} @390`)));
    }
    expect(problems).toEqual([]);
  },
);

/** One page of each route (`/produits/:id`, `/blog/:id`…): for checks about the frame, not the content. */
function onePagePerRoute(paths: string[]): string[] {
  const byRoute = new Map<string, string>();
  for (const path of paths) {
    const route = path
      .replace(/\/(produits|blog|category|sub_category)\/[^/]+/, '/$1/:id')
      .replace(/\/packages\/[^/]+/, '/packages/:id');
    if (!byRoute.has(route)) byRoute.set(route, path);
  }
  return [...byRoute.values()];
}

// Arabic has its own audit of every page at 390 and 1280 px; English's longer or shorter words may
// break a line French does not.
test(
  'on a phone (390 px) nothing overflows in French and English, one page per route',
  {
    tag: ['@fr', '@en'],
  },
  async ({ page, request, lang }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 900 });
    const problems: string[] = [];
    for (const path of onePagePerRoute(await publicPages(request, lang))) {
      await page.goto(path);
      await waitForHydration(page);
      problems.push(...(await overflowProblem(page, path)));
    }
    expect(problems).toEqual([]);
  },
);

const PRIVATE_PAGES = [
  '/account',
  '/account?tab=billing',
  '/account?tab=demos',
  '/orders',
  '/notifications',
  '/account/requests/all',
  '/account/requests/new',
  '/account?tab=requests',
  '/cart',
  // The checkout's steps a filled cart reaches (confirm, thank-you and the payment step are audited
  // by tests/e2e/checkout.spec.ts, which places the orders they need).
  '/checkout?step=review',
  '/checkout?step=details',
  '/checkout?step=payment',
];

// The logged-in frame is audited left to right in French and right to left in Arabic.
test(
  'logged in, every public route has no accessibility violations',
  {
    tag: ['@fr', '@ar'],
  },
  async ({ page, request, at, lang }) => {
    test.setTimeout(300_000);
    // One page per route: the logged-in frame is what changes, not the page's own content.
    const pages = onePagePerRoute(await publicPages(request, lang));
    expect(pages.length).toBeGreaterThan(15);
    await logInAsDemoCustomer(page, at);
    const problems: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', { name: /notification|إشعار/i }).first()).toBeVisible();
      problems.push(...(await auditPage(page)).map((v) => `${path}: ${v}`));
    }
    expect(problems).toEqual([]);
  },
);

test(
  'logged in, the private pages have no accessibility violations and, in Arabic, no overflow',
  {
    tag: ['@fr', '@ar'],
  },
  async ({ page, at, lang }) => {
    test.setTimeout(180_000);
    await logInAsDemoCustomer(page, at);
    // An order first (placing it empties the cart), then a cart with lines.
    const order = await someOrder(page);
    const line = order.lines.find((l) => l.type === 'package') ?? order.lines[0]!;
    // A line that bought a subscription shows it (ADR-0401): its package page too.
    const subscribed = order.lines.find((l) => l.payment_kind === 'subscription' && l.id !== line.id);
    await fillCart(page);
    // One of the demo customer's requests (seeded with an answer of the company): its page too.
    const requests = (await (await page.request.get('/api/requests')).json()) as {
      data: { data: { id: string }[] };
    };
    const privatePages = [...PRIVATE_PAGES, `/contact_requests/${requests.data.data[0]!.id}`];
    const problems: string[] = [];
    for (const width of lang === 'ar' ? [390, 1280] : [1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        ...privatePages,
        '/account?tab=orders',
        `/order/${order.id}`,
        `/account/my-order/${order.id}/package/${line.id}`,
        ...(subscribed ? [`/account/my-order/${order.id}/package/${subscribed.id}`] : []),
      ]) {
        await page.goto(at(path));
        await waitForHydration(page);
        if (width === 1280) problems.push(...(await auditPage(page)).map((v) => `${path}: ${v}`));
        if (lang === 'ar') {
          const overflow = await horizontalOverflow(page);
          if (overflow.scrollWidth > overflow.width || overflow.offenders.length) {
            problems.push(
              `${path} @${width}: scrollWidth ${overflow.scrollWidth}; ${overflow.offenders.join(', ')}`,
            );
          }
        }
      }
      // With the notification panel open, too.
      await page
        .getByRole('button', { name: /notification|إشعار/i })
        .first()
        .click();
      if (width === 1280) problems.push(...(await auditPage(page)).map((v) => `panel: ${v}`));
      if (lang === 'ar') {
        const overflow = await horizontalOverflow(page);
        if (overflow.scrollWidth > overflow.width)
          problems.push(`panel @${width}: scrollWidth ${overflow.scrollWidth}`);
      }
    }
    expect(problems).toEqual([]);
  },
);

test(
  'the admin login has no accessibility violations and, right to left, no overflow at 390 px',
  {
    tag: ['@ar'],
  },
  async ({ page, at }) => {
    // The signed-in admin screens are audited by tests/e2e/admin-session.spec.ts.
    await page.goto(at('/admin/login'));
    await waitForHydration(page);
    expect(await auditPage(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, overflow.offenders.join(', ')).toBeLessThanOrEqual(overflow.width);
  },
);
