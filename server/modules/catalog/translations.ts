import { FALLBACK_LOCALE, type Locale } from '../../../app/i18n/languages';

/** Groups translation rows by owner and picks the page's language, then en, then any (ADR-0001). */
export function translationPicker<R extends { locale: string }>(rows: R[], ownerOf: (row: R) => number) {
  const byOwner = new Map<number, R[]>();
  for (const row of rows) {
    const owner = ownerOf(row);
    const list = byOwner.get(owner);
    if (list) list.push(row);
    else byOwner.set(owner, [row]);
  }
  return (owner: number, locale: Locale): R | undefined => {
    const list = byOwner.get(owner) ?? [];
    return list.find((r) => r.locale === locale) ?? list.find((r) => r.locale === FALLBACK_LOCALE) ?? list[0];
  };
}
