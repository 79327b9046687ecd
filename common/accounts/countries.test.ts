import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages';
import { countryName } from './countries';

describe('countryName', () => {
  it('names a country in the page language, never as its code', () => {
    expect(countryName('MA', LANGUAGES.fr.intl)).toBe('Maroc');
    expect(countryName('MA', LANGUAGES.en.intl)).toBe('Morocco');
    expect(countryName('MA', LANGUAGES.ar.intl)).toBe('المغرب');
    expect(countryName('', LANGUAGES.fr.intl)).toBe('');
  });
});
