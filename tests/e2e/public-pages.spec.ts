import { expect, test, waitForHydration } from './support/fixtures';

// PUBLIC_SCREENSHOTS=1 also writes docs/screenshots/<page>-<lang>-<desktop|mobile>.png (fr and ar).
const SHOTS = !!process.env.PUBLIC_SCREENSHOTS;
const SCREENSHOT_PAGES: Record<string, string> = {
  '/': 'home',
  '/produits': 'products',
  '/produits/stockage-climatise': 'service',
  '/blog/choisir-le-bon-carton': 'blog-post',
  '/contactus': 'contact',
};

/** Every public route of the spec and the screens it implies, with a sample id where it takes one. */
export const PUBLIC_PAGES = [
  '/',
  '/gallery',
  '/stockage',
  '/produits',
  '/produits/stockage-climatise',
  '/produits/stockage-climatise/packages/casier-climatise',
  '/category/emballage',
  '/sub_category/cartons-et-boites',
  '/offers',
  '/other-services',
  '/portfolio',
  '/aboutus',
  '/resources',
  '/blog',
  '/blog/choisir-le-bon-carton',
  '/faqs',
  '/privacy-policy',
  '/mentions-légales',
  '/search-result?q=carton',
  '/contactus',
];

// axe runs on every one of these pages in audit.spec.ts (the sitemap's pages and the search page).
test('every public page answers 200 with database content', async ({ page, at, lang }) => {
  test.setTimeout(120_000);
  for (const path of PUBLIC_PAGES) {
    const res = await page.goto(at(path));
    expect(res?.status(), path).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).not.toBeEmpty();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const name = SCREENSHOT_PAGES[path];
    if (SHOTS && name && lang !== 'en') {
      for (const [device, width] of [
        ['desktop', 1280],
        ['mobile', 390],
      ] as const) {
        await page.setViewportSize({ width, height: device === 'mobile' ? 844 : 900 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(150);
        await page.screenshot({ path: `docs/screenshots/${name}-${lang}-${device}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  }
});

test('the legal notice answers at its accented path, decoded or percent-encoded', async ({ request, at }) => {
  const encoded = await request.get(at('/mentions-l%C3%A9gales'));
  expect(encoded.status()).toBe(200);
  const decoded = await request.get(at('/mentions-légales'));
  expect(decoded.status()).toBe(200);
  expect(await decoded.text()).toContain('<h1');
});

test('every public page is reachable by following links from the home page', async ({ request, at }) => {
  const wanted = PUBLIC_PAGES.filter((p) => !p.includes('?')).map((p) => decodeURI(at(p)));
  const seen = new Set<string>();
  let frontier = [at('/')];
  for (let depth = 0; depth < 4 && frontier.length; depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      if (seen.has(path)) continue;
      seen.add(path);
      const html = await (await request.get(encodeURI(path))).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        const target = decodeURI(href!).replace(/\/$/, '') || '/';
        if (!seen.has(target) && target.startsWith(at('/'))) next.push(target);
      }
    }
    frontier = [...new Set(next)];
  }
  expect(wanted.filter((p) => !seen.has(p) && !frontier.includes(p))).toEqual([]);
});

test('a private request is not found by a guessed or sequential id', async ({ request, at }) => {
  for (const id of ['1', '2', '00000000-0000-4000-8000-000000000000', 'abc']) {
    expect((await request.get(at(`/contact_requests/${id}`))).status()).toBe(404);
  }
  expect((await request.get(at('/produits/no-such-service'))).status()).toBe(404);
  expect((await request.get(at('/blog/no-such-post'))).status()).toBe(404);
});

test('the sitemap lists every public page in the three languages; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of PUBLIC_PAGES.filter((p) => !p.includes('?')))
    for (const lng of ['fr', 'en', 'ar'])
      expect(xml, `${lng}${path}`).toContain(
        `<loc>${baseURL}${encodeURI(path === '/' ? `/${lng}` : `/${lng}${path}`)}</loc>`,
      );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('pages carry their schema.org data', async ({ request, at }) => {
  const types = async (path: string) =>
    [
      ...(await (await request.get(encodeURI(at(path)))).text()).matchAll(
        /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
      ),
    ].map((m) => (JSON.parse(m[1]!) as { '@type': string })['@type']);
  expect(await types('/')).toContain('Organization');
  expect(await types('/produits/stockage-climatise')).toEqual(
    expect.arrayContaining(['Service', 'BreadcrumbList']),
  );
  expect(await types('/produits/papier-bulle')).toContain('Product');
  expect(await types('/blog/choisir-le-bon-carton')).toContain('BlogPosting');
  expect(await types('/faqs')).toContain('FAQPage');
});

test('images declare their size and only those below the fold load lazily', async ({ page, at }) => {
  await page.goto(at('/produits'));
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(6);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('width', /\d+/);
    await expect(img).toHaveAttribute('height', /\d+/);
    await expect(img).toHaveAttribute('srcset', /\d+w/);
    await expect(img).toHaveAttribute('sizes', /.+/);
  }
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
});

test('an anonymous visitor revalidates a public page with its ETag; the cached copy still runs', async ({
  page,
  at,
  request,
}) => {
  const first = await request.get(at('/produits'));
  const etag = first.headers()['etag'];
  expect(etag).toMatch(/^W\/"/);
  const again = await request.get(at('/produits'), { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  // Chromium revalidates on reload (no-cache) and reports the cached copy as 200: what matters
  // is that its scripts still run under the policy stored with it.
  await page.goto(at('/produits/papier-bulle'));
  await waitForHydration(page);
  await page.reload();
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByTestId('toast-error')).toBeVisible();
});

test('a page the server kept in memory runs for a new visitor, with that visitor’s own nonce and token', async ({
  page,
  at,
  request,
  context,
  lang,
}) => {
  // Another anonymous visitor with the same language cookie as this browser has the page rendered and kept.
  await request.get(at('/contactus'), { headers: { Cookie: `i18next=${lang}` } });
  const response = await page.goto(at('/contactus'));
  expect(response?.headers()['x-page-cache']).toBe('hit');
  await waitForHydration(page);
  const nonce = /'nonce-([^']+)'/.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  // Scripts ran (hydrated) under this response's policy; every inline script carries its nonce.
  const inlineNonces = await page
    // Data blocks (dictionaries, JSON-LD) are not run, so they need no nonce.
    .locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])')
    .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).nonce));
  expect(new Set(inlineNonces)).toEqual(new Set([nonce]));
  const token = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  expect(token).toMatch(/^[\w-]{43}$/);
  for (const field of await page.locator('input[name="_xsrf"]').all())
    await expect(field).toHaveValue(token!);
});
