import { LANGUAGES, type Locale } from '../../../common/i18n/languages';
import { COUNTRY_CODES, countryName } from '../../../common/accounts/countries';

/** Country names in the page language, sorted; computed by the loader so server and browser agree. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const tag = LANGUAGES[locale].intl;
  const collator = new Intl.Collator(tag);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, tag) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}
