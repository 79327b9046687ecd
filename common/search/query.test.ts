import { describe, expect, it } from 'vitest';
import { classifySearch, searchQueryString, searchRequestOf } from './query';

describe('a search-result URL', () => {
  it('asks for the query trimmed, its white space collapsed, cut at 100, and a page from 1 to 100', () => {
    const of = (search: string) => searchRequestOf(new URLSearchParams(search));
    expect(of('q=%20carton%09%20double%0A')).toEqual({ q: 'carton double', page: 1 });
    expect(of(`q=${'a'.repeat(99)}+bc`)).toEqual({ q: 'a'.repeat(99), page: 1 });
    expect(of('q=x&page=0')).toEqual({ q: 'x', page: 1 });
    expect(of('q=x&page=abc')).toEqual({ q: 'x', page: 1 });
    expect(of('q=x&page=7')).toEqual({ q: 'x', page: 7 });
    expect(of('q=x&page=500')).toEqual({ q: 'x', page: 100 });
    expect(of('q=++&page=3')).toEqual({ q: '', page: 1 });
  });

  it('has one query string per search, as the search box sends it, the page only past the first', () => {
    expect(searchQueryString({ q: 'carton double', page: 1 })).toBe('q=carton+double');
    expect(searchQueryString({ q: "l'été & co", page: 2 })).toBe('q=l%27%C3%A9t%C3%A9+%26+co&page=2');
    expect(searchQueryString({ q: '', page: 1 })).toBe('');
  });

  it('is canonical in any percent-encoding, redirected when spelt otherwise, left alone with another parameter', () => {
    for (const search of [
      '',
      '?q=carton+double',
      '?q=carton%20double',
      '?q=carton&page=2',
      "?q=l'%C3%A9t%C3%A9",
    ])
      expect(classifySearch(search), search).toEqual({ kind: 'canonical' });
    for (const [search, to] of [
      ['?q=carton+', 'q=carton'],
      ['?q=carton++double', 'q=carton+double'],
      ['?q=carton&page=1', 'q=carton'],
      ['?q=carton&page=02', 'q=carton&page=2'],
      ['?page=2&q=carton', 'q=carton&page=2'],
      ['?q=carton&q=papier', 'q=carton'],
      ['?q=', ''],
      ['?page=3', ''],
    ])
      expect(classifySearch(search!), search).toEqual({ kind: 'redirect', to });
    expect(classifySearch('?q=carton&utm_source=mail')).toEqual({ kind: 'other' });
    expect(classifySearch('?q=carton&preview=1')).toEqual({ kind: 'other' });
  });
});
