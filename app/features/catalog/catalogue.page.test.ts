import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../common/format/money';
import { visitor } from '../../../server/test/pages';
import { at, decodeHtml, elementsWith, LOCALES, text, visibleText } from '../../../server/test/public-site';
import { site, useDemoSite } from '../../../tests/pages/demo-site';

useDemoSite();

describe.each(LOCALES)('the catalogue in %s', (lang) => {
  it('shows the amounts the server computed, written in the page language', async () => {
    const v = visitor(site.app);
    const offers = (await v.get(at(lang, '/offers'))).text;
    // The demo's first-month offer: 50 % off the 990.00 MAD unit.
    const offer = elementsWith(offers, 'data-testid', 'offer-card').find((card) =>
      card.includes('/packages/box-5m2"'),
    );
    expect(offer).toBeDefined();
    const price = visibleText(elementsWith(offer!, 'data-testid', 'offer-price')[0]!).trim();
    expect(price).toBe(formatMoney(49500, 'MAD', lang));
    expect(visibleText(/<del\b[\s\S]*?<\/del>/.exec(offer!)![0])).toContain(formatMoney(99000, 'MAD', lang));
    const pkg = (await v.get(at(lang, '/produits/stockage-climatise/packages/casier-climatise'))).text;
    expect(visibleText(elementsWith(pkg, 'data-testid', 'price')[0]!).trim()).toBe(
      formatMoney(35000, 'MAD', lang),
    );
    expect(formatMoney(35000, 'MAD', lang)).toContain(lang === 'ar' ? 'د.م.' : 'MAD');
  });

  it('list pages send the browser only what their service cards show', async () => {
    // The hydration data React Router writes into the page (its turbo-stream).
    const hydrationData = (html: string) =>
      [...html.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].map((m) => m[1]).join('');
    for (const path of ['/', '/produits', '/stockage', '/category/emballage', '/other-services']) {
      const html = (await visitor(site.app).get(at(lang, path))).text;
      expect(elementsWith(html, 'data-testid', 'service-card').length, path).toBeGreaterThan(0);
      const data = hydrationData(html);
      expect(data, path).toContain('summary');
      // A service's features and packages are its own page's: never a list's.
      // (/stockage shows its services' plans, with their features, beside the cards.)
      if (path === '/stockage') continue;
      expect(data, path).not.toMatch(/\\"features\\"/);
      expect(data, path).not.toMatch(/\\"packages\\"/);
    }
  });

  it('an empty list says so with the spec message', async () => {
    const html = (await visitor(site.app).get(at(lang, '/portfolio'))).text;
    const empty = elementsWith(html, 'data-testid', 'empty-state')[0];
    expect(visibleText(empty ?? '').trim()).toBe(text(lang, 'catalog', 'portfolio.empty'));
  });
});

describe('catalogue pages', () => {
  it('carry their schema.org data', async () => {
    const v = visitor(site.app);
    const types = async (path: string) =>
      [
        ...(await v.get(at('fr', path))).text.matchAll(
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

  it('declare the size of their images, and only those below the fold load lazily', async () => {
    const html = (await visitor(site.app).get(at('ar', '/produits'))).text;
    const main = /<main\b[\s\S]*<\/main>/.exec(html)![0];
    const images = [...main.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(6);
    for (const img of images) {
      expect(img).toMatch(/\bwidth="\d+"/);
      expect(img).toMatch(/\bheight="\d+"/);
      expect(img).toMatch(/\bsrcSet="[^"]*\d+w/i);
      expect(img).toMatch(/\bsizes="[^"]+"/);
    }
    expect(images.at(-1)).toMatch(/\bloading="lazy"/);
  });

  it('an anonymous visitor revalidates a public page with its ETag', async () => {
    const v = visitor(site.app);
    const first = await v.get(at('fr', '/produits'));
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"/);
    const again = await v.get(at('fr', '/produits'), { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('a page kept in memory is served to a new visitor with that visitor’s own nonce and token', async () => {
    // Another anonymous visitor with the same language has the page rendered and kept.
    await visitor(site.app).get('/ar/contactus', { Cookie: 'i18next=ar' });
    const v = visitor(site.app);
    v.cookies.set('i18next', 'ar');
    const res = await v.get('/ar/contactus');
    expect(res.headers['x-page-cache']).toBe('hit');
    const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    // Every script that runs carries this response's nonce (data blocks need none).
    const running = [...res.text.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs));
    expect(running.length).toBeGreaterThan(0);
    for (const attrs of running) expect(attrs).toContain(`nonce="${nonce}"`);
    const token = v.cookies.get('XSRF-TOKEN');
    expect(token).toMatch(/^[\w-]{43}$/);
    const fields = [...res.text.matchAll(/<input[^>]*name="_xsrf"[^>]*>/g)].map((m) => m[0]);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(decodeHtml(field)).toContain(`value="${token}"`);
  });
});
