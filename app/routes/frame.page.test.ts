import { describe, expect, it } from 'vitest';
import { visitor } from '../../server/test/pages';
import {
  at,
  decodeHtml,
  elementsWith,
  LOCALES,
  PUBLIC_PAGES,
  SHOP_URL,
  text,
  visibleText,
} from '../../server/test/public-site';
import { site, useDemoSite } from '../../tests/pages/demo-site';

useDemoSite();

const DIR = { fr: 'ltr', en: 'ltr', ar: 'rtl' } as const;
const firstByte = (html: string) => html.slice(0, 80);

describe.each(LOCALES)('the frame of a page in %s', (lang) => {
  it('carries lang and dir on the first byte, from the prefix, the cookie or the browser’s languages', async () => {
    const v = visitor(site.app);
    expect(firstByte((await v.get(`/${lang}/`)).text)).toContain(`<html lang="${lang}" dir="${DIR[lang]}"`);
    const byCookie = await v.get('/', { Cookie: `i18next=${lang}` });
    expect(firstByte(byCookie.text)).toContain(`<html lang="${lang}" dir="${DIR[lang]}"`);
    const byHeader = await visitor(site.app).get('/', { 'Accept-Language': `${lang};q=0.9, de;q=1` });
    expect(firstByte(byHeader.text)).toContain(`<html lang="${lang}"`);
  });

  it('names the prefixed URL canonical, with hreflang alternates and x-default', async () => {
    const html = (await visitor(site.app).get(at(lang, '/produits'))).text;
    expect(html).toContain(`<link rel="canonical" href="${SHOP_URL}/${lang}/produits"/>`);
    for (const other of LOCALES)
      expect(html).toContain(`hrefLang="${other}" href="${SHOP_URL}/${other}/produits"`);
    expect(html).toContain(`hrefLang="x-default" href="${SHOP_URL}/produits"`);
  });

  it('answers an unknown path 404 with the not-found page in the page language, and a way home', async () => {
    const res = await visitor(site.app).get(at(lang, '/no/such/page'));
    expect(res.status).toBe(404);
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)?.[1] ?? '';
    expect(visibleText(h1).trim()).toBe(text(lang, 'common', 'errors.notFoundTitle'));
    expect(firstByte(res.text)).toContain(`<html lang="${lang}" dir="${DIR[lang]}"`);
    const main = /<main\b[\s\S]*<\/main>/.exec(res.text)![0];
    expect(main).toContain(`href="/${lang}"`);
  });

  it('embeds only its own language’s dictionaries, and only the namespaces its routes need', async () => {
    const html = (await visitor(site.app).get(at(lang, '/'))).text;
    const json = /<script id="i18n-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const embedded = JSON.parse(json) as Record<string, unknown>;
    expect(Object.keys(embedded).sort()).toEqual(['catalog', 'common', 'contact', 'content', 'search']);
    for (const other of LOCALES)
      expect(json.includes(JSON.stringify(text(other, 'common', 'header.skipToContent')))).toBe(
        other === lang,
      );
  });
  it('carries the amounts it shows as the server wrote them, and only those, for hydration', async () => {
    const html = (await visitor(site.app).get(at(lang, '/produits/carton-double-cannelure'))).text;
    const json = /<script id="money-texts" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(
      html,
    )![1]!;
    const carried = JSON.parse(json) as Record<string, string>;
    const shown = elementsWith(html, 'data-testid', 'price').map((el) => visibleText(el).trim());
    expect(shown.length).toBeGreaterThan(1);
    const texts = Object.values(carried);
    for (const price of shown) expect(texts).toContain(price);
    const page = decodeHtml(html.replace(json, ''));
    for (const [key, value] of Object.entries(carried)) {
      expect(key).toMatch(new RegExp(`^${lang} -?\\d+ [A-Z]{3}$`));
      // Nothing another page or another request rendered.
      expect(page).toContain(value);
    }
  });
});

describe('the frame', () => {
  it('answers 404 for an unknown path without a prefix and for an unknown language', async () => {
    const v = visitor(site.app);
    expect((await v.get('/no-such-page')).status).toBe(404);
    expect((await v.get('/xx/produits')).status).toBe(404);
  });

  it('renders the chosen theme on the first byte', async () => {
    const v = visitor(site.app);
    expect((await v.get(at('fr', '/'))).text).not.toMatch(/<html[^>]*class="dark"/);
    expect((await v.get(at('fr', '/'), { Cookie: 'theme=dark' })).text).toMatch(/<html[^>]*class="dark"/);
  });

  it('the footer shows the useful links, contact details and the certification site in a new tab', async () => {
    const html = (await visitor(site.app).get(at('ar', '/'))).text;
    const footer = elementsWith(html, 'data-testid', 'site-footer')[0]!;
    expect(footer).toContain('href="/ar/stockage"');
    expect(footer).toContain('href="/ar/contactus"');
    expect(decodeURI(decodeHtml(footer))).toContain('href="/ar/mentions-légales"');
    const cert = /<a\b[^>]*href="https:\/\/www\.iso\.org[^"]*"[^>]*>/.exec(footer)?.[0];
    expect(cert).toContain('target="_blank"');
    expect(cert).toMatch(/rel="[^"]*noopener/);
    expect(footer).toMatch(/href="tel:\+?\d+"/);
    expect(footer).toMatch(/href="mailto:[^"]+@[^"]+"/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists every public page in the three languages; robots.txt points to it', async () => {
    const v = visitor(site.app);
    const sitemap = await v.get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const path of PUBLIC_PAGES.filter((p) => !p.includes('?')))
      for (const lang of LOCALES)
        expect(sitemap.text, `${lang}${path}`).toContain(`<loc>${SHOP_URL}${at(lang, path)}</loc>`);
    const robots = await v.get('/robots.txt');
    expect(robots.text).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
    expect(robots.text).toContain('Disallow: /contact_requests/');
  });
});
