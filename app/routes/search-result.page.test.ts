import { describe, expect, it } from 'vitest';
import { visitor } from '../../server/test/pages';
import { at, decodeHtml, elementsWith, text, visibleText } from '../../server/test/public-site';
import { site, useDemoSite } from '../../tests/pages/demo-site';

useDemoSite();

const SEARCHES = {
  fr: { query: 'climatisé', path: '/produits/stockage-climatise' },
  ar: { query: 'الفقاعي', path: '/produits/papier-bulle' },
  en: { query: 'bubbel wrap', path: '/produits/papier-bulle' },
} as const;

const results = (html: string) => elementsWith(html, 'data-testid', 'search-results')[0] ?? '';

describe('/:lang/search-result', () => {
  it.each(Object.entries(SEARCHES))(
    'finds a service in %s, misspelt or not, with the words marked',
    async (lang, { query, path }) => {
      const html = (await visitor(site.app).get(at(lang as 'fr', `/search-result?q=${query}`))).text;
      const list = results(html);
      expect(list).toContain(`href="/${lang}${path}"`);
      expect(list).toMatch(/<mark\b[^>]*>[^<]+<\/mark>/);
    },
  );

  it('says so when nothing is found, with the words searched for', async () => {
    const html = (await visitor(site.app).get(at('ar', '/search-result?q=zzqqxx'))).text;
    const empty = visibleText(elementsWith(html, 'data-testid', 'empty-state')[0] ?? '');
    expect(empty).toContain('zzqqxx');
    expect(results(html)).toBe('');
  });

  it('pages its results ten at a time, with a link to the next page', async () => {
    const v = visitor(site.app);
    const word = encodeURIComponent('stockage');
    const first = (await v.get(at('fr', `/search-result?q=${word}`))).text;
    expect(results(first).match(/<li\b/g)).toHaveLength(10);
    const next = /<a\b[^>]*\brel="next"[^>]*>([\s\S]*?)<\/a>/.exec(first);
    expect(visibleText(next?.[1] ?? '').trim()).toBe(text('fr', 'common', 'pagination.next'));
    const href = decodeHtml(/href="([^"]+)"/.exec(next![0])![1]!);
    expect(href).toBe(`/fr/search-result?q=${word}&page=2`);
    const second = (await v.get(href)).text;
    expect(results(second).match(/<li\b/g)?.length).toBeGreaterThan(0);
    expect(results(second)).not.toBe(results(first));
  });

  it('takes SQL metacharacters as words', async () => {
    const v = visitor(site.app);
    for (const q of ["' OR 1=1--", "'; DROP TABLE services;--", '%', '\\', '"']) {
      const res = await v.get(`/fr/search-result?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(visibleText(/<h1\b[\s\S]*?<\/h1>/.exec(res.text)![0]), q).toContain(q);
    }
    // Nothing was dropped or matched wholesale.
    expect(results((await v.get(`/fr/search-result?q=${encodeURIComponent("' OR 1=1--")}`)).text)).toBe('');
    expect(results((await v.get(at('fr', '/search-result?q=carton'))).text)).not.toBe('');
  });
});
