import { describe, expect, it } from 'vitest';
import { directionOf, isLocale, localeFromAcceptLanguage } from './languages';
import { localizePath, resolveRequestLocale, splitLocalePath } from './request-locale';

const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

describe('languages', () => {
  it('is right to left only for Arabic', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr')).toBe('ltr');
    expect(directionOf('en')).toBe('ltr');
    expect(isLocale('de')).toBe(false);
  });

  it('picks the best supported language from Accept-Language by quality', () => {
    expect(localeFromAcceptLanguage('de-DE,ar;q=0.8,fr;q=0.9')).toBe('fr');
    expect(localeFromAcceptLanguage('ar-MA')).toBe('ar');
    expect(localeFromAcceptLanguage('de, ja')).toBeUndefined();
    expect(localeFromAcceptLanguage('fr;q=0, en;q=0.1')).toBe('en');
  });

  it('resolves a request: path prefix, then cookie, then Accept-Language, then en', () => {
    expect(resolveRequestLocale(req({ Cookie: 'i18next=fr', 'Accept-Language': 'ar' }), 'en')).toBe('en');
    expect(resolveRequestLocale(req({ Cookie: 'i18next=fr', 'Accept-Language': 'ar' }))).toBe('fr');
    expect(resolveRequestLocale(req({ Cookie: 'i18next=xx', 'Accept-Language': 'ar' }))).toBe('ar');
    expect(resolveRequestLocale(req({ 'Accept-Language': 'de' }))).toBe('en');
    expect(resolveRequestLocale(req({}), 'zz')).toBe('en');
  });

  it('splits and builds prefixed paths', () => {
    expect(splitLocalePath('/ar/produits/3')).toEqual({ locale: 'ar', rest: '/produits/3' });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', rest: '/' });
    expect(splitLocalePath('/produits')).toEqual({ rest: '/produits' });
    expect(localizePath('/', 'ar')).toBe('/ar');
    expect(localizePath('/gallery', 'fr')).toBe('/fr/gallery');
    expect(localizePath('/gallery')).toBe('/gallery');
  });
});
