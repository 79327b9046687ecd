import { describe, expect, it } from 'vitest';
import { FALLBACK_LOCALE, NAMESPACES, type Locale } from '../../common/i18n/languages';
import { visitor } from '../../server/test/pages';
import {
  at,
  decodeHtml,
  keyPaths,
  LOCALES,
  PUBLIC_PAGES,
  text,
  visibleText,
} from '../../server/test/public-site';
import { site, useDemoSite } from '../../tests/pages/demo-site';

useDemoSite();

const DIR = { fr: 'ltr', en: 'ltr', ar: 'rtl' } as const;

/** Every key of every namespace with a dot in it: what i18next would print for a missing text. */
const KEYS = new Set(NAMESPACES.flatMap((ns) => keyPaths('fr', ns)).filter((k) => k.includes('.')));

/**
 * Sentences of the fallback language's dictionaries (i18next shows them for a text missing in the
 * page language) that the page language says otherwise: on a page in another language they mean a
 * text is missing there.
 */
function fallbackOnly(lang: Locale): string[] {
  if (lang === FALLBACK_LOCALE) return [];
  return NAMESPACES.flatMap((ns) =>
    keyPaths(FALLBACK_LOCALE, ns).flatMap((key) => {
      const fallback = text(FALLBACK_LOCALE, ns, key);
      let own: string | undefined;
      try {
        own = text(lang, ns, key);
      } catch {
        own = undefined;
      }
      return fallback !== own && fallback.length >= 12 && fallback.includes(' ') && !fallback.includes('{{')
        ? [fallback]
        : [];
    }),
  );
}

describe.each(LOCALES)('every public page in %s', (lang) => {
  it('answers 200 with its heading, its language and direction on the first byte, every text translated', async () => {
    const v = visitor(site.app);
    const foreign = fallbackOnly(lang);
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      const res = await v.get(at(lang, path));
      if (res.status !== 200) {
        problems.push(`${path}: ${res.status}`);
        continue;
      }
      if (!res.text.slice(0, 80).includes(`<html lang="${lang}" dir="${DIR[lang]}"`))
        problems.push(`${path}: first byte ${res.text.slice(0, 80)}`);
      const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(res.text)?.[1];
      if (!h1 || !visibleText(h1).trim()) problems.push(`${path}: no heading`);
      // A missing translation shows as its key ("nav.products", "catalog:cart.loginFirst").
      const shown = visibleText(res.text);
      const words = shown.split(/[\s,;()]+/);
      const raw = words.filter((w) => KEYS.has(w.replace(/^\w+:/, '').replace(/[.:]$/, '')));
      if (raw.length) problems.push(`${path}: untranslated ${[...new Set(raw)].join(', ')}`);
      if (shown.includes('{{')) problems.push(`${path}: an interpolation left as {{…}}`);
      for (const sentence of foreign)
        if (shown.includes(sentence)) problems.push(`${path}: in ${FALLBACK_LOCALE}: ${sentence}`);
    }
    expect(problems).toEqual([]);
  }, 90_000);
});

describe('the pages speak their language', () => {
  it('the header names the main sections in the page language only', async () => {
    const v = visitor(site.app);
    for (const lang of LOCALES) {
      const html = decodeHtml((await v.get(at(lang, '/'))).text);
      for (const key of ['nav.home', 'nav.products', 'nav.gallery', 'nav.contact'])
        expect(html, `${lang} ${key}`).toContain(`>${text(lang, 'common', key)}</a>`);
      for (const other of LOCALES.filter((l) => l !== lang))
        expect(html, `${lang} page, ${other} word`).not.toContain(
          `>${text(other, 'common', 'nav.products')}</a>`,
        );
    }
  });
});

describe('paths', () => {
  it('the legal notice answers at its accented path, decoded or percent-encoded', async () => {
    const v = visitor(site.app);
    const encoded = await v.get('/fr/mentions-l%C3%A9gales');
    expect(encoded.status).toBe(200);
    expect(encoded.text).toContain('<h1');
  });

  it('every public page is reachable by following links from the home page, under its prefix', async () => {
    const v = visitor(site.app);
    // The links are the same in every language; Arabic's prefix is kept on each.
    for (const lang of ['ar'] as const) {
      const wanted = PUBLIC_PAGES.filter((p) => !p.includes('?')).map((p) => decodeURI(at(lang, p)));
      const seen = new Set<string>();
      let frontier = [`/${lang}`];
      for (let depth = 0; depth < 4 && frontier.length; depth++) {
        const next: string[] = [];
        for (const path of frontier) {
          if (seen.has(path)) continue;
          seen.add(path);
          const html = (await v.get(encodeURI(path))).text;
          for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
            const target = decodeURI(href!).replace(/\/$/, '') || '/';
            if (!seen.has(target) && target.startsWith(`/${lang}`)) next.push(target);
          }
        }
        frontier = [...new Set(next)];
      }
      expect(
        wanted.filter((p) => !seen.has(p) && !frontier.includes(p)),
        lang,
      ).toEqual([]);
    }
  }, 120_000);

  it('a guessed, sequential, malformed or hostile id is not found', async () => {
    const v = visitor(site.app);
    for (const id of ['1', '2', '00000000-0000-4000-8000-000000000000', 'abc', "' OR 1=1--"])
      expect((await v.get(`/fr/contact_requests/${encodeURIComponent(id)}`)).status, id).toBe(404);
    for (const path of [
      '/fr/produits/no-such-service',
      '/fr/blog/no-such-post',
      `/fr/produits/${encodeURIComponent("1' OR '1'='1")}`,
      '/fr/blog/%27%3B--',
      `/fr/category/${encodeURIComponent('1 OR 1=1')}`,
      '/fr/produits/stockage-climatise/packages/no-such-package',
    ])
      expect((await v.get(path)).status, path).toBe(404);
    // The catalogue is still there.
    expect((await v.get('/fr/produits')).status).toBe(200);
  });
});
