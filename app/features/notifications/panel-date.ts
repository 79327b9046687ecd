import { LANGUAGES, type Locale } from '~/i18n/languages';

/** year\month\day (spec §2), digits of the page's language, in the configured time zone. */
export function panelDate(iso: string, locale: Locale, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(LANGUAGES[locale].intl, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}\\${part('month')}\\${part('day')}`;
}
